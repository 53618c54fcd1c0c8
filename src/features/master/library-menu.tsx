import { Button, DropdownMenu } from '@radix-ui/themes';
import { CaretDownIcon, DownloadIcon, MagicWandIcon, UploadIcon } from '@radix-ui/react-icons';
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
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="soft" loading={busy}>
          Library <CaretDownIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {onStarter && (
          <DropdownMenu.Item onSelect={onStarter}>
            <MagicWandIcon /> Load starter library
          </DropdownMenu.Item>
        )}
        {onImport && (
          <DropdownMenu.Item onSelect={onImport}>
            <UploadIcon /> Import from CSV or XLSX…
          </DropdownMenu.Item>
        )}
        {(onStarter || onImport) && <DropdownMenu.Separator />}
        <DropdownMenu.Item onSelect={() => onExport('csv')}>
          <DownloadIcon /> Export as CSV
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onExport('xlsx')}>
          <DownloadIcon /> Export as XLSX
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
