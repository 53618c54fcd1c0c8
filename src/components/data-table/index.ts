export { DataTable } from './data-table';
export type { TableColumn } from './table-column';
export { filterRows, sortRows, tableRows, type Sort, type TableRow } from './table-rows';
export { TableToolbar } from './table-toolbar';
export { useTableView, type TextColumn } from './use-table-view';
