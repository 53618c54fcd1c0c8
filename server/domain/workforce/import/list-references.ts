import type { RowError } from '../../../../schemas/spreadsheet';
import { eachInTurns, type Turns } from '../../shared/turns';
import type { ListItems, ListName } from './import-port';
import type { ReadRow } from './import-row';

const LISTS: readonly ListName[] = ['designation', 'department', 'group'];
const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export type ListIds = Record<ListName, number | null>;
type Item = ListItems[ListName][number];

/**
 * Designation, department and group by name, in any case and with blanks around or doubled
 * (a spreadsheet hides both). Only the caller's company's items are given here, so another
 * company's names are unknown. An archived item is named back with what to do.
 */
export async function listReferences(rows: ReadRow[], items: ListItems, errors: RowError[], turns: Turns): Promise<ListIds[]> {
  const byName = Object.fromEntries(LISTS.map((list) => {
    const map = new Map<string, Item>();
    for (const item of items[list]) if (!map.has(key(item.name))) map.set(key(item.name), item);
    return [list, map];
  })) as Record<ListName, Map<string, Item>>;
  // A file names a few items many times: each name as spelled is worked out once.
  const spelled = Object.fromEntries(LISTS.map((list) => [list, new Map<string, Item | undefined>()])) as Record<ListName, Map<string, Item | undefined>>;
  const itemOf = (list: ListName, name: string): Item | undefined => {
    if (spelled[list].has(name)) return spelled[list].get(name);
    const item = byName[list].get(key(name));
    spelled[list].set(name, item);
    return item;
  };
  const found: ListIds[] = [];
  await eachInTurns(rows, turns, ({ row, record }) => {
    const ids: ListIds = { designation: null, department: null, group: null };
    for (const list of LISTS) {
      const name = record[list];
      if (name === '') continue;
      const item = itemOf(list, name);
      if (item === undefined) errors.push({ row, field: list, message: `No ${list} is called "${name}": add it under Master data first.` });
      else if (item.archived) errors.push({ row, field: list, message: `The ${list} "${item.name}" is archived: restore it under Master data first, or name another.` });
      else ids[list] = item.id;
    }
    found.push(ids);
  });
  return found;
}
