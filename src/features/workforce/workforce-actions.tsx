import { Box, Button, DropdownMenu } from '@radix-ui/themes';
import { DownloadIcon, PlusIcon, UploadIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { TemplateFormat } from './workforce-flows';

interface WorkforceActionsProps {
  onAdd(): void;
  onImport(): void;
  onTemplate(format: TemplateFormat): void;
  templateBusy: boolean;
  /** The empty state centres them and puts the two ways to start first. */
  variant?: 'header' | 'empty';
}

/** Add one employee (the primary action), import a file, or download the file's template. */
export function WorkforceActions({ onAdd, onImport, onTemplate, templateBusy, variant = 'header' }: WorkforceActionsProps) {
  const { t } = useTranslation('workforce');
  const template = (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger disabled={templateBusy}>
        <Button variant={variant === 'empty' ? 'ghost' : 'soft'} color="gray" loading={templateBusy} aria-label={t('actions.template')}>
          {/* On a phone the header keeps only the icon, so the three actions fit on one line. */}
          <DownloadIcon />{' '}
          <Box as="span" display={variant === 'empty' ? 'inline' : { initial: 'none', sm: 'inline' }}>
            {t('actions.template')}
          </Box>
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item onSelect={() => onTemplate('xlsx')}>{t('formats.xlsx')}</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onTemplate('csv')}>{t('formats.csv')}</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
  const importButton = (
    <Button variant="soft" onClick={onImport}>
      <UploadIcon /> {t('actions.import')}
    </Button>
  );
  const add = (
    <Button onClick={onAdd}>
      <PlusIcon /> {t('actions.add')}
    </Button>
  );
  return variant === 'empty' ? (
    <>
      {add}
      {importButton}
      {template}
    </>
  ) : (
    <>
      {template}
      {importButton}
      {add}
    </>
  );
}
