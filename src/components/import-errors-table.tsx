import { Table } from '@radix-ui/themes';
import type { RowError } from '../../schemas/spreadsheet';
import './import-errors-table.css';
import { useTranslation } from 'react-i18next';

interface ImportErrorsTableProps {
  rows: readonly RowError[];
  /** How the file's columns are shown; a column not named here shows as the file names it. */
  columnTitles?: Record<string, string>;
}

/** The problems of an import, row by row, as the spreadsheet numbers its rows. */
export function ImportErrorsTable({ rows, columnTitles = {} }: ImportErrorsTableProps) {
  const { t } = useTranslation();
  return (
    <div className="import-errors">
      <Table.Root size="1" variant="surface" aria-label={t('importErrors.label')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell width="64px">{t('importErrors.row')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell width="150px">{t('importErrors.column')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('importErrors.problem')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((e, i) => (
            <Table.Row key={i}>
              <Table.RowHeaderCell>{e.row}</Table.RowHeaderCell>
              <Table.Cell>{columnTitles[e.field] ?? e.field}</Table.Cell>
              <Table.Cell>{e.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
