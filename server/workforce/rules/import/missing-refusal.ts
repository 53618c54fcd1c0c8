import { MAX_CREATED_ITEMS, type EmployeeImportErrors, type MissingListItem } from '../../../../schemas/employee-import';
import type { ImportErrors } from '../../../../schemas/spreadsheet';
import type { MissingItems } from './missing-items';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
const LIST_WORDS = { designation: ['designation', 'designations'], department: ['department', 'departments'], group: ['group', 'groups'] } as const;

/** "2 designations, 1 department and 3 groups". */
function breakdown(items: readonly MissingListItem[]): string {
  const parts = (Object.keys(LIST_WORDS) as Array<keyof typeof LIST_WORDS>)
    .map((list) => {
      const n = items.filter((m) => m.list === list).length;
      return n ? plural(n, LIST_WORDS[list][0], LIST_WORDS[list][1]) : '';
    })
    .filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/**
 * The refusal of a file naming items Master data lacks: each item once (not once per row),
 * with any other problems of the file (`rows`, already worded). Created with the import only
 * when asked, and never more than MAX_CREATED_ITEMS: a file naming more has a column mixed up.
 */
export function missingRefusal(missing: MissingItems, others: ImportErrors | null): EmployeeImportErrors {
  const total = missing.count;
  const all = missing.listed();
  const listed = all.slice(0, MAX_CREATED_ITEMS);
  const summary = others?.non_field_errors ?? [];
  const refusal: EmployeeImportErrors = { ...others, missing: listed };
  if (total > MAX_CREATED_ITEMS) {
    refusal.file = [
      `The file names ${total.toLocaleString('en')} designations, departments and groups that Master data does not have; ` +
        `an import creates at most ${MAX_CREATED_ITEMS.toLocaleString('en')}. Check that each column holds what its header says.`,
    ];
  }
  refusal.non_field_errors = others
    ? [
        ...summary,
        `The file also names ${plural(total, 'item')} that Master data does not have yet (${breakdown(all)}): fix the rows first, then they can be created with the import.`,
      ]
    : [`The file names ${plural(total, 'item')} that Master data does not have yet (${breakdown(all)}); nothing was imported.`];
  return refusal;
}
