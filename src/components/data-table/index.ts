export { DataTable, type TableColumn } from './data-table';
export { filterRows, sortRows, tableRows, type Sort, type SortableColumn, type TableRow } from './table-rows';
export { TableToolbar } from './table-toolbar';
export { useTableView, type TextColumn } from './use-table-view';
