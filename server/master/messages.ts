/** What the generic lists say to a person, in one place: queries name the refusal, these sentences tell it. */

/** A chosen id that is not one of the list's rows (another company's, deleted, or never there). */
export const INVALID_CHOICE = 'Select a valid choice. That choice is not one of the available choices.';
