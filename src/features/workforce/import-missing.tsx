import { Flex, Heading, Table, Text } from '@radix-ui/themes';
import type { Failure } from '../../../machines/failure';
import type { ImportList, MissingListItem } from '../../../schemas/employee-import';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The lists in the order they are shown; each one's title and count are the catalogue's `missing.lists.<list>`. */
const LISTS: readonly ImportList[] = ['designation', 'department', 'group'];

/** The items a refused file names that Master data lacks (the 400's `missing`), each once. */
export const missingOf = (error: Failure | null): MissingListItem[] => (Array.isArray(error?.data?.missing) ? (error.data.missing as MissingListItem[]) : []);

/**
 * The file was refused for missing items alone: sending it again with them created would
 * import it (other problems come first, and a file naming too many is refused as a whole).
 */
export const onlyMissing = (error: Failure | null): boolean => missingOf(error).length > 0 && !Array.isArray(error?.data?.rows) && !error?.fieldErrors?.file;

/** "rows 2, 3, 5 and 4 more". */
function rowsText({ rows, row_count }: MissingListItem): string {
  const more = row_count - rows.length;
  const listed = rows.join(', ');
  if (more > 0) return i18n.t('workforce:missing.rowsAndMore', { rows: listed, count: more });
  return i18n.t('workforce:missing.rows', { rows: listed, count: rows.length });
}

/** "2 designations, 3 departments and 1 group". */
function missingBreakdown(items: readonly MissingListItem[]): string {
  const parts = LISTS.map((list) => {
    const n = items.filter((m) => m.list === list).length;
    return n ? i18n.t(`workforce:missing.lists.${list}.count`, { count: n }) : '';
  }).filter(Boolean);
  return parts.length > 1 ? i18n.t('workforce:missing.and', { list: parts.slice(0, -1).join(', '), last: parts.at(-1) }) : (parts[0] ?? '');
}

/**
 * What the import would create, grouped by list, each name with the rows that give it (a typo
 * shows itself here: one row, a name close to another's).
 */
export function MissingItems({ items }: { items: readonly MissingListItem[] }) {
  const { t } = useTranslation('workforce');
  const lists = LISTS.filter((list) => items.some((m) => m.list === list));
  return (
    <Flex direction="column" gap="2">
      <Heading as="h3" size="2" id="import-missing-heading">
        {t('missing.heading', { breakdown: missingBreakdown(items) })}
      </Heading>
      {/* Scrolls when long: focusable so that a keyboard can scroll it too. */}
      <div className="import-missing" role="region" aria-labelledby="import-missing-heading" tabIndex={0}>
        <Table.Root size="1" variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell width="120px">{t('missing.list')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('missing.name')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('missing.namedIn')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lists.flatMap((list) =>
              items
                .filter((m) => m.list === list)
                .map((m) => (
                  <Table.Row key={`${list}:${m.name}`}>
                    <Table.Cell>
                      <Text color="gray">{t(`missing.lists.${list}.title`)}</Text>
                    </Table.Cell>
                    <Table.RowHeaderCell dir="auto">{m.name}</Table.RowHeaderCell>
                    <Table.Cell>{rowsText(m)}</Table.Cell>
                  </Table.Row>
                )),
            )}
          </Table.Body>
        </Table.Root>
      </div>
    </Flex>
  );
}
