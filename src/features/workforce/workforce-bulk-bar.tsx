import { Button, Flex, Text } from '@radix-ui/themes';
import { EnvelopeClosedIcon, PersonIcon, TrashIcon } from '@radix-ui/react-icons';
import { BULK_MAX } from '../../../schemas/employee';
import { useTranslation } from 'react-i18next';

export type BulkDialogKind = 'invite' | 'manager' | 'delete';

interface BulkBarProps {
  selected: number;
  matching: number;
  onSelectAll(): void;
  onClear(): void;
  onAction(kind: BulkDialogKind): void;
}

/** What to do with the chosen rows; it shows once one is chosen. */
export function WorkforceBulkBar({ selected, matching, onSelectAll, onClear, onAction }: BulkBarProps) {
  const { t } = useTranslation('workforce');
  if (selected === 0) {
    return (
      <Flex mb="2" justify="start">
        <Button size="1" variant="ghost" onClick={onSelectAll} disabled={matching === 0}>
          {t('bulk.selectAll', { count: matching })}
        </Button>
      </Flex>
    );
  }
  const tooMany = selected > BULK_MAX;
  return (
    <Flex gap="3" align="center" wrap="wrap" mb="2" p="2" className="bulk-bar" role="region" aria-label={t('bulk.label')}>
      <Text size="2" weight="medium" aria-live="polite">
        {t('bulk.selected', { count: selected })}
      </Text>
      {selected < matching && (
        <Button size="1" variant="ghost" onClick={onSelectAll}>
          {t('bulk.selectAll', { count: matching })}
        </Button>
      )}
      <Button size="1" variant="ghost" color="gray" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
      <Flex gap="2" wrap="wrap" ml={{ initial: '0', sm: 'auto' }}>
        <Button size="1" variant="soft" disabled={tooMany} onClick={() => onAction('invite')}>
          <EnvelopeClosedIcon /> {t('bulk.invite')}
        </Button>
        <Button size="1" variant="soft" disabled={tooMany} onClick={() => onAction('manager')}>
          <PersonIcon /> {t('bulk.setManager')}
        </Button>
        <Button size="1" variant="soft" color="red" disabled={tooMany} onClick={() => onAction('delete')}>
          <TrashIcon /> {t('bulk.delete')}
        </Button>
      </Flex>
      {tooMany && (
        <Text size="1" color="red" as="p">
          {t('bulk.tooMany', { count: BULK_MAX })}
        </Text>
      )}
    </Flex>
  );
}
