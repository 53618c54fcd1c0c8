import { MISSING_ROWS_SHOWN, type MissingListItem } from '../../../../schemas/employee-import';
import { MasterItem } from '../../../../schemas/master-item';
import { bodyAjv, compileLengthFirst, toFieldErrors } from '../../../shared/rules/validation';
import type { ListName, NewListItem } from './import-port';

/** How a list matches a name: any case, blanks around or doubled (a spreadsheet hides both), as the unique index compares. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

// A created item obeys what the Master data form asks of a name.
const checkName = compileLengthFirst(bodyAjv, MasterItem);
function nameProblem(name: string): string | null {
  if (checkName({ name })) return null;
  return toFieldErrors(checkName.errors ?? []).name?.[0] ?? 'Enter a valid value.';
}

interface Missing extends MissingListItem {
  placeholder: number;
  problem: string | null;
}

/**
 * The names the file gives that a list lacks, each once per list whatever its spelling: the
 * first row's spelling (blanks doubled made single) is the one created. Rows point at an
 * item to create by its placeholder, a negative number the write swaps for its id.
 */
export function missingItems() {
  const byKey = new Map<string, Missing>();
  const bySpelling = new Map<string, Missing>();
  const found: Missing[] = [];
  return {
    /** The placeholder for a row naming `name`, or the reason such an item cannot be created. */
    add(list: ListName, name: string, row: number): { placeholder: number } | { problem: string } {
      // A name is spelled alike on many rows: its key is worked out once per spelling.
      const spelling = `${list}\u0000${name}`;
      let item = bySpelling.get(spelling);
      if (!item) {
        const key = `${list}\u0000${nameKey(name)}`;
        item = byKey.get(key);
        if (!item) {
          const created = name.trim().replace(/\s+/g, ' ');
          item = { list, name: created, rows: [], row_count: 0, placeholder: -(found.length + 1), problem: nameProblem(created) };
          byKey.set(key, item);
          found.push(item);
        }
        bySpelling.set(spelling, item);
      }
      if (item.problem) return { problem: item.problem };
      this.seen(item.placeholder, row);
      return { placeholder: item.placeholder };
    },

    /** One more row naming the item `add` gave this placeholder for. */
    seen(placeholder: number, row: number): void {
      const item = found[-placeholder - 1]!;
      item.row_count += 1;
      if (item.rows.length < MISSING_ROWS_SHOWN) item.rows.push(row);
    },

    /** Items to create (a name that cannot be is a row's problem instead). */
    get count(): number {
      return found.reduce((n, m) => (m.problem ? n : n + 1), 0);
    },

    /** What the answer lists: by list, then by the first row naming the item. */
    listed(): MissingListItem[] {
      const order = { designation: 0, department: 1, group: 2 } as const;
      return found
        .filter((m) => !m.problem)
        .sort((a, b) => order[a.list] - order[b.list] || a.rows[0]! - b.rows[0]!)
        .map(({ list, name, rows, row_count }) => ({ list, name, rows, row_count }));
    },

    /** What the write creates (asked only of a file with no problem): one per placeholder, -1 first. */
    toCreate(): NewListItem[] {
      return found.map(({ list, name }) => ({ list, name }));
    },
  };
}

export type MissingItems = ReturnType<typeof missingItems>;
