/** What the workforce area says to a person, in one place: the actions and rules decide, these sentences tell. */

/** At `designation`, `department` or `group` (`list`): an archived item is given to nobody new. */
export const archivedChoice = (list: string) => `This ${list} is archived: restore it under Master data, or choose another.`;

/** Why a bulk action changed nobody (non_field_errors). */
export const BULK_REFUSALS = {
  lastAdmin: 'A company needs at least one admin: make another user an admin before deleting these.',
  ownManager: (manager: string) => `${manager} is one of the employees chosen and cannot be their own manager.`,
  loop: (manager: string, via: string) => `${manager} reports to ${via}, one of the employees chosen: making ${manager} their manager would make a loop.`,
};
