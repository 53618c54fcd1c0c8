import { Button, DropdownMenu } from '@radix-ui/themes';
import { CaretDownIcon, DownloadIcon, MagicWandIcon, UploadIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from './library-flows';

interface LibraryMenuProps {
  busy: boolean;
  /** Absent for a reader: only the export is offered. */
  onStarter?(): void;
  onImport?(): void;
  onExport(format: ExportFormat): void;
}

/** The competency library as a whole: load the starter set, import, export. */
export function LibraryMenu({ busy, onStarter, onImport, onExport }: LibraryMenuProps) {
  const { t } = useTranslation('master');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="soft" loading={busy}>
          {t('library.menu')} <CaretDownIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {onStarter && (
          <DropdownMenu.Item onSelect={onStarter}>
            <MagicWandIcon /> {t('library.loadStarter')}
          </DropdownMenu.Item>
        )}
        {onImport && (
          <DropdownMenu.Item onSelect={onImport}>
            <UploadIcon /> {t('library.import')}
          </DropdownMenu.Item>
        )}
        {(onStarter || onImport) && <DropdownMenu.Separator />}
        <DropdownMenu.Item onSelect={() => onExport('csv')}>
          <DownloadIcon /> {t('library.exportCsv')}
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onExport('xlsx')}>
          <DownloadIcon /> {t('library.exportXlsx')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
