import { Box, Button, DropdownMenu } from '@radix-ui/themes';
import { TableIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from './workforce-bulk-flows';

/** Download the list as the filters and search show it, in the import template's columns. */
export function ExportMenu({ onExport, busy, filtered }: { onExport(format: ExportFormat): void; busy: boolean; filtered: boolean }) {
  const { t } = useTranslation('workforce');
  const what = filtered ? t('export.filtered') : t('export.all');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger disabled={busy}>
        <Button variant="soft" color="gray" loading={busy} aria-label={what}>
          {/* On a phone the header keeps only the icon, as the template's button does. */}
          <TableIcon />{' '}
          <Box as="span" display={{ initial: 'none', sm: 'inline' }}>
            {what}
          </Box>
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item onSelect={() => onExport('xlsx')}>{t('formats.xlsx')}</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onExport('csv')}>{t('formats.csv')}</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
