import type { RowError } from '../../../../schemas/spreadsheet';
import { IMPORT_LISTS } from '../../../../schemas/employee-import';
import { eachInTurns, type Turns } from '../../../shared/rules/turns';
import type { ListItems, ListName } from './import-port';
import type { ReadRow } from './import-row';
import { missingItems, nameKey, type MissingItems } from './missing-items';

const LISTS = IMPORT_LISTS;

type ListIds = Record<ListName, number | null>;
type Item = ListItems[ListName][number];

/**
 * Designation, department and group by name, in any case and with blanks around or doubled
 * (a spreadsheet hides both). Only the caller's company's items are given here, so another
 * company's names are unknown. An archived item is named back with what to do. A name no item
 * has is gathered once into `missing` (the row points at it by a placeholder): the check
 * refuses the file listing them, or the import creates them.
 */
export async function listReferences(rows: ReadRow[], items: ListItems, errors: RowError[], turns: Turns): Promise<{ ids: ListIds[]; missing: MissingItems }> {
  const byName = Object.fromEntries(
    LISTS.map((list) => {
      const map = new Map<string, Item>();
      for (const item of items[list]) if (!map.has(nameKey(item.name))) map.set(nameKey(item.name), item);
      return [list, map];
    }),
  ) as Record<ListName, Map<string, Item>>;
  const missing = missingItems();
  // A file names a few items many times: each name as spelled is worked out once, to an id
  // (an item to create: its placeholder, below 0) or to the problem every row naming it has.
  type Outcome = number | { problem: string };
  const spelled = Object.fromEntries(LISTS.map((list) => [list, new Map<string, Outcome>()])) as Record<ListName, Map<string, Outcome>>;
  const outcomeOf = (list: ListName, name: string, row: number): Outcome => {
    const known = spelled[list].get(name);
    if (known !== undefined) {
      if (typeof known === 'number' && known < 0) missing.seen(known, row);
      return known;
    }
    const item = byName[list].get(nameKey(name));
    let outcome: Outcome;
    if (item === undefined) {
      const added = missing.add(list, name, row);
      outcome = 'problem' in added ? { problem: `No ${list} is called "${name}", and one cannot be created so named: ${added.problem}` } : added.placeholder;
    } else if (item.archived) outcome = { problem: `The ${list} "${item.name}" is archived: restore it under Master data first, or name another.` };
    else outcome = item.id;
    spelled[list].set(name, outcome);
    return outcome;
  };
  const ids: ListIds[] = [];
  await eachInTurns(rows, turns, ({ row, record }) => {
    const found: ListIds = { designation: null, department: null, group: null };
    for (const list of LISTS) {
      const name = record[list];
      if (name === '') continue;
      const outcome = outcomeOf(list, name, row);
      if (typeof outcome === 'number') found[list] = outcome;
      else errors.push({ row, field: list, message: outcome.problem });
    }
    ids.push(found);
  });
  return { ids, missing };
}
