import { useRef, useState } from 'react';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { FileIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import { IMPORT_LIMITS } from '../../../schemas/competency-library';
import type { RowError } from '../../../schemas/spreadsheet';
import { FailureCallout } from '../../components/failure-callout';
import { ImportErrorsTable } from '../../components/import-errors-table';
import { failureSummary } from '../../lib/error-messages';
import { count } from '../../i18n/format';

interface ImportDialogProps {
  busy: boolean;
  error: Failure | null;
  onImport(file: File): void;
  onDismissErrors(): void;
  onClose(): void;
}

const rowErrorsOf = (error: Failure | null): RowError[] => (Array.isArray(error?.data?.rows) ? (error.data.rows as RowError[]) : []);

/** Choose a CSV or XLSX file, send it, and see every row's problem when it is refused. */
export function ImportDialog({ busy, error, onImport, onDismissErrors, onClose }: ImportDialogProps) {
  const { t } = useTranslation('master');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const rows = rowErrorsOf(error);
  const lines = error ? failureSummary(error, [], { file: t('importDialog.file') }) : [];

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="620px">
        <Dialog.Title>{t('importDialog.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('importDialog.description', { rows: count(IMPORT_LIMITS.rows), megabytes: IMPORT_LIMITS.fileBytes / 1024 / 1024 })}
        </Dialog.Description>
        <Flex align="center" gap="3" mt="4" wrap="wrap">
          <input
            ref={input}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={t('importDialog.fileLabel')}
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
            {rows.length > 0 && (
              <ImportErrorsTable
                rows={rows}
                columnTitles={{
                  type: t('columns.type'),
                  competency: t('columns.competency'),
                  definition: t('columns.definition'),
                  statement: t('columns.statement'),
                }}
              />
            )}
          </Flex>
        )}
        <Flex gap="3" mt="5" justify="end">
          <Dialog.Close disabled={busy}>
            <Button variant="soft" color="gray">
              {t('importDialog.cancel')}
            </Button>
          </Dialog.Close>
          <Button disabled={!file || busy} loading={busy} onClick={() => file && onImport(file)}>
            {t('importDialog.import')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
