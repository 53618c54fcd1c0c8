import type { RowError } from '../../../../schemas/spreadsheet';
import type { ListItems, ListName } from './import-port';
import type { ReadRow } from './import-row';

const LISTS: readonly ListName[] = ['designation', 'department', 'group'];
const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export type ListIds = Record<ListName, number | null>;

/**
 * Designation, department and group by name, in any case and with blanks around or doubled
 * (a spreadsheet hides both). Only the caller's company's items are given here, so another
 * company's names are unknown. An archived item is named back with what to do.
 */
export function listReferences(rows: ReadRow[], items: ListItems, errors: RowError[]): ListIds[] {
  const byName = Object.fromEntries(LISTS.map((list) => {
    const map = new Map<string, ListItems[ListName][number]>();
    for (const item of items[list]) if (!map.has(key(item.name))) map.set(key(item.name), item);
    return [list, map];
  })) as Record<ListName, Map<string, ListItems[ListName][number]>>;
  return rows.map(({ row, record }) => {
    const ids: ListIds = { designation: null, department: null, group: null };
    for (const list of LISTS) {
      const name = record[list];
      if (name === '') continue;
      const item = byName[list].get(key(name));
      if (item === undefined) errors.push({ row, field: list, message: `No ${list} is called "${name}": add it under Master data first.` });
      else if (item.archived) errors.push({ row, field: list, message: `The ${list} "${item.name}" is archived: restore it under Master data first, or name another.` });
      else ids[list] = item.id;
    }
    return ids;
  });
}
