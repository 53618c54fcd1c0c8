import { Box, Button, DropdownMenu } from '@radix-ui/themes';
import { DownloadIcon, PlusIcon, UploadIcon } from '@radix-ui/react-icons';
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
  const template = (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger disabled={templateBusy}>
        <Button variant={variant === 'empty' ? 'ghost' : 'soft'} color="gray" loading={templateBusy} aria-label="Download template">
          {/* On a phone the header keeps only the icon, so the three actions fit on one line. */}
          <DownloadIcon />{' '}
          <Box as="span" display={variant === 'empty' ? 'inline' : { initial: 'none', sm: 'inline' }}>
            Download template
          </Box>
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item onSelect={() => onTemplate('xlsx')}>Excel (.xlsx)</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onTemplate('csv')}>CSV (.csv)</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
  const importButton = (
    <Button variant="soft" onClick={onImport}>
      <UploadIcon /> Import
    </Button>
  );
  const add = (
    <Button onClick={onAdd}>
      <PlusIcon /> Add employee
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
