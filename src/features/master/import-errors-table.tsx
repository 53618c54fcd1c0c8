import { Table } from '@radix-ui/themes';
import type { RowError } from '../../../schemas/competency-library';

const COLUMN_TITLES: Record<string, string> = { type: 'Type', competency: 'Competency', definition: 'Definition', statement: 'Statement' };

/** The problems of an import, row by row, as the spreadsheet numbers its rows. */
export function ImportErrorsTable({ rows }: { rows: readonly RowError[] }) {
  return (
    <div className="import-errors">
      <Table.Root size="1" variant="surface" aria-label="Problems by row">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell width="64px">Row</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell width="120px">Column</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Problem</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((e, i) => (
            <Table.Row key={i}>
              <Table.RowHeaderCell>{e.row}</Table.RowHeaderCell>
              <Table.Cell>{COLUMN_TITLES[e.field] ?? e.field}</Table.Cell>
              <Table.Cell>{e.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
