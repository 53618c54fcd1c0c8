import { IconButton, Table, Text, Tooltip } from '@radix-ui/themes';
import { TrashIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ScimToken } from '../../../schemas/provisioning';
import { ScrollTable } from '../../components/scroll-table';
import { dateTime } from '../../i18n/format';

/** The company's tokens: name, created, last used; never a secret. */
export function ScimTokensTable({ tokens, onRevoke }: { tokens: ScimToken[]; onRevoke(token: ScimToken): void }) {
  const { t } = useTranslation('provisioning');
  return (
    <ScrollTable label={t('tokens.label')} variant="surface" stack>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('tokens.name')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('tokens.created')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('tokens.lastUsed')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <span className="visually-hidden">{t('tokens.actions')}</span>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {tokens.map((token) => (
          <Table.Row key={token.id} align="center">
            <Table.RowHeaderCell>
              <Text weight="medium" dir="auto">
                {token.name}
              </Text>
            </Table.RowHeaderCell>
            <Table.Cell>{dateTime(token.created_at)}</Table.Cell>
            <Table.Cell>{token.last_used_at ? dateTime(token.last_used_at) : <Text color="gray">{t('tokens.neverUsed')}</Text>}</Table.Cell>
            <Table.Cell justify="end">
              <Tooltip content={t('tokens.revoke')}>
                <IconButton size="1" variant="ghost" color="red" aria-label={t('tokens.revokeNamed', { name: token.name })} onClick={() => onRevoke(token)}>
                  <TrashIcon />
                </IconButton>
              </Tooltip>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
