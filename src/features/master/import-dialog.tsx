import { useRef, useState } from 'react';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { FileIcon } from '@radix-ui/react-icons';
import type { Failure } from '../../../machines/failure';
import { IMPORT_LIMITS } from '../../../schemas/competency-library';
import type { RowError } from '../../../schemas/spreadsheet';
import { FailureCallout } from '../../components/failure-callout';
import { ImportErrorsTable } from '../../components/import-errors-table';
import { failureSummary } from '../../lib/error-messages';
import { count } from '../../lib/english-format';

interface ImportDialogProps {
  busy: boolean;
  error: Failure | null;
  onImport(file: File): void;
  onDismissErrors(): void;
  onClose(): void;
}

const COLUMN_TITLES: Record<string, string> = { type: 'Type', competency: 'Competency', definition: 'Definition', statement: 'Statement' };

const rowErrorsOf = (error: Failure | null): RowError[] => (Array.isArray(error?.data?.rows) ? (error.data.rows as RowError[]) : []);

/** Choose a CSV or XLSX file, send it, and see every row's problem when it is refused. */
export function ImportDialog({ busy, error, onImport, onDismissErrors, onClose }: ImportDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const rows = rowErrorsOf(error);
  const lines = error ? failureSummary(error, [], { file: 'File' }) : [];

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="620px">
        <Dialog.Title>Import competencies</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          A CSV (UTF-8) or XLSX file with the columns type, competency, definition and statement, one row per statement — the layout of an export. Items you
          already have are skipped. If any row has a problem, nothing is imported. At most {count(IMPORT_LIMITS.rows)} rows and{' '}
          {IMPORT_LIMITS.fileBytes / 1024 / 1024} MB.
        </Dialog.Description>
        <Flex align="center" gap="3" mt="4" wrap="wrap">
          <input
            ref={input}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label="Library file"
            hidden
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              onDismissErrors();
            }}
          />
          <Button variant="surface" onClick={() => input.current?.click()} disabled={busy}>
            <FileIcon /> Choose file…
          </Button>
          <Text size="2" color={file ? undefined : 'gray'}>
            {file ? file.name : 'No file chosen'}
          </Text>
        </Flex>
        {error && (
          <Flex direction="column" gap="3" mt="4">
            <FailureCallout lines={lines} onDismiss={onDismissErrors} />
            {rows.length > 0 && <ImportErrorsTable rows={rows} columnTitles={COLUMN_TITLES} />}
          </Flex>
        )}
        <Flex gap="3" mt="5" justify="end">
          <Dialog.Close disabled={busy}>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button disabled={!file || busy} loading={busy} onClick={() => file && onImport(file)}>
            Import
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
