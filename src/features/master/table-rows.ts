import type { ResourceRow } from '../../../machines/resource.machine';
import { tableRows as rowsOf, type TableRow } from '../../components/data-table';
import type { Column, Related } from './list-descriptor';

export { filterRows, sortRows, type Sort, type TableRow } from '../../components/data-table';

/** The texts of every row of a master list, its related lists resolved to names (`_language` only tells a memo when to word them again). */
export function tableRows(items: readonly ResourceRow[], columns: readonly Column[], related: Related, _language?: string): TableRow[] {
  return rowsOf(items, (row) => columns.map((c) => c.text(row, related)));
}
