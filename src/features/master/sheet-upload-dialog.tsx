import { useRef, useState } from 'react';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { FileIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { RowError } from '../../../schemas/spreadsheet';
import { FailureCallout } from '../../components/failure-callout';
import { ImportErrorsTable } from '../../components/import-errors-table';
import { failureSummary } from '../../lib/error-messages';

export interface SheetUploadDialogProps {
  busy: boolean;
  error: Failure | null;
  onUpload(file: File): void;
  onDismissErrors(): void;
  onClose(): void;
}

interface SheetWords {
  title: string;
  description: string;
  /** The file input's accessible name. */
  fileLabel: string;
  submit: string;
  /** The file's columns as the row errors name them. */
  columnTitles: Record<string, string>;
}

const rowErrorsOf = (error: Failure | null): RowError[] => (Array.isArray(error?.data?.rows) ? (error.data.rows as RowError[]) : []);

/** Choose a CSV or XLSX file, send it, and see every row's problem when it is refused: the library's and the translators' sheet. */
export function SheetUploadDialog({ busy, error, onUpload, onDismissErrors, onClose, words }: SheetUploadDialogProps & { words: SheetWords }) {
  const { t } = useTranslation('master');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const rows = rowErrorsOf(error);
  const lines = error ? failureSummary(error, [], { file: t('importDialog.file') }) : [];

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="620px">
        <Dialog.Title>{words.title}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {words.description}
        </Dialog.Description>
        <Flex align="center" gap="3" mt="4" wrap="wrap">
          <input
            ref={input}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={words.fileLabel}
            hidden
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              onDismissErrors();
            }}
          />
          <Button variant="surface" onClick={() => input.current?.click()} disabled={busy}>
            <FileIcon /> {t('importDialog.choose')}
          </Button>
          <Text size="2" color={file ? undefined : 'gray'}>
            {file ? <bdi>{file.name}</bdi> : t('importDialog.noFile')}
          </Text>
        </Flex>
        {error && (
          <Flex direction="column" gap="3" mt="4">
            <FailureCallout lines={lines} onDismiss={onDismissErrors} />
            {rows.length > 0 && <ImportErrorsTable rows={rows} columnTitles={words.columnTitles} />}
          </Flex>
        )}
        <Flex gap="3" mt="5" justify="end">
          <Dialog.Close disabled={busy}>
            <Button variant="soft" color="gray">
              {t('importDialog.cancel')}
            </Button>
          </Dialog.Close>
          <Button disabled={!file || busy} loading={busy} onClick={() => file && onUpload(file)}>
            {words.submit}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
