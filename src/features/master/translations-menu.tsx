import { Button, DropdownMenu } from '@radix-ui/themes';
import { CaretDownIcon, DownloadIcon, UploadIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

interface TranslationsMenuProps {
  busy: boolean;
  onDownload(): void;
  /** Absent for a reader: only the download is offered. */
  onUpload?(): void;
}

/** The translators' sheet: every text of the library out, and back with its translations. */
export function TranslationsMenu({ busy, onDownload, onUpload }: TranslationsMenuProps) {
  const { t } = useTranslation('master');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="soft" loading={busy}>
          {t('translations.menu')} <CaretDownIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Item onSelect={onDownload}>
          <DownloadIcon /> {t('translations.download')}
        </DropdownMenu.Item>
        {onUpload && (
          <DropdownMenu.Item onSelect={onUpload}>
            <UploadIcon /> {t('translations.upload')}
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
