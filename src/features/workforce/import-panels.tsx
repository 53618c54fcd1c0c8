import { Callout, Code, Flex, Link, Progress, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { RowError } from '../../../schemas/spreadsheet';
import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_LIMITS, type EmployeeImportResult } from '../../../schemas/employee';
import { FailureCallout } from '../../components/failure-callout';
import { ImportErrorsTable } from '../../components/import-errors-table';
import { count } from '../../i18n/format';
import { i18n } from '../../i18n';
import { failureSummary } from '../../lib/error-messages';
import { MissingItems, missingOf, onlyMissing } from './import-missing';
import type { TemplateFormat } from './workforce-flows';

/** The server lists at most this many problems (server/workforce/rules/import/row-errors.ts); so does the dialog. */
const SHOWN_ROWS = 1000;

const REQUIRED: readonly string[] = ['username', 'email', 'emp_code', 'first_name', 'last_name'];

/** What to do, step by step: the template, the columns, then the file. */
export function ImportInstructions({ onTemplate, templateBusy }: { onTemplate(format: TemplateFormat): void; templateBusy: boolean }) {
  const { t } = useTranslation('workforce');
  const template = (format: TemplateFormat, label: string) => (
    <Link asChild size="2">
      <button type="button" disabled={templateBusy} onClick={() => onTemplate(format)}>
        {label}
      </button>
    </Link>
  );
  // The format codes are the server's, not words: chosen outside the markup.
  const formats = { xlsx: template('xlsx', t('formats.xlsx')), csv: template('csv', t('formats.csvShort')) };
  return (
    <ol className="import-steps">
      <li>
        <Text as="p" size="2">
          {t('import.steps.template')} {formats.xlsx} · {formats.csv}
        </Text>
      </li>
      <li>
        <Text as="p" size="2">
          <Trans t={t} i18nKey="import.steps.fill" components={{ bold: <Text weight="bold" /> }} />
        </Text>
        <Flex gap="1" wrap="wrap" mt="1">
          {EMPLOYEE_IMPORT_COLUMNS.map((c) => (
            <Code key={c} size="1" variant="soft" color="gray" weight={REQUIRED.includes(c) ? 'bold' : 'regular'}>
              {c}
            </Code>
          ))}
        </Flex>
      </li>
      <li>
        <Text as="p" size="2">
          {t('import.steps.choose', { rows: count(EMPLOYEE_IMPORT_LIMITS.rows), megabytes: EMPLOYEE_IMPORT_LIMITS.fileBytes / 1024 / 1024 })}
        </Text>
      </li>
    </ol>
  );
}

/** Uploading (a true per cent) or processing (the file is out; the server is at work). */
export function ImportProgress({ file, progress, processing }: { file: File | null; progress: number; processing: boolean }) {
  const { t } = useTranslation('workforce');
  return (
    <Flex direction="column" gap="2" py="2" role="status">
      <Text size="2">
        {processing ? t('import.processing') : file ? t('import.uploading', { name: file.name, progress }) : t('import.uploadingFile', { progress })}
      </Text>
      {/* No value: Radix draws an indeterminate bar while the server works. */}
      <Progress
        value={processing ? undefined : progress}
        max={100}
        size="2"
        aria-label={processing ? t('import.processingLabel') : t('import.progressLabel')}
      />
      <Text size="1" color="gray">
        {t('import.keepOpen')}
      </Text>
    </Flex>
  );
}

/** The import machine's 'success' state: how many were imported and mailed, and the list items created with them. */
export function ImportSuccess({ result }: { result: EmployeeImportResult | null }) {
  const { t } = useTranslation('workforce');
  const imported = result?.imported ?? 0;
  return (
    <Callout.Root color="green" role="status">
      <Callout.Icon>
        <CheckCircledIcon />
      </Callout.Icon>
      <Callout.Text>
        {result?.invited ? t('import.importedInvited', { count: imported }) : t('import.importedNotInvited', { count: imported })}
        {result?.created ? t('import.created', { count: result.created }) : ''}
      </Callout.Text>
    </Callout.Root>
  );
}

const rowErrorsOf = (error: Failure): RowError[] => (Array.isArray(error.data?.rows) ? (error.data.rows as RowError[]) : []);

/** What to do about items Master data lacks, once any other problem is fixed. */
function missingAdvice(error: Failure, mayCreate: boolean): string {
  if (!onlyMissing(error)) return '';
  return mayCreate ? i18n.t('workforce:import.adviceCreate') : i18n.t('workforce:import.adviceAsk');
}

/**
 * The import machine's 'import_fail' state: the file's or the request's problem, the list
 * items it names that do not exist (each once), then every row's problem as a table.
 */
export function ImportFailure({ error, onDismiss, mayCreate = false }: { error: Failure; onDismiss(): void; mayCreate?: boolean }) {
  const { t } = useTranslation('workforce');
  const rows = rowErrorsOf(error);
  const missing = missingOf(error);
  // Only rows in the answer: say how many instead of "Request failed with status code 400".
  const onlyRows = rows.length > 0 && Object.keys(error.fieldErrors ?? {}).length === 0 && !error.detail;
  const summary = onlyRows ? [t('import.problems', { count: rows.length })] : failureSummary(error, [], { file: t('import.file') });
  if (rows.length > 0) summary.push(t('import.fixRows'));
  const advice = missingAdvice(error, mayCreate);
  if (advice) summary.push(advice);
  return (
    <Flex direction="column" gap="3">
      <FailureCallout lines={summary} onDismiss={onDismiss} />
      {missing.length > 0 && <MissingItems items={missing} />}
      {rows.length > 0 && <ImportErrorsTable rows={rows.slice(0, SHOWN_ROWS)} />}
      {rows.length >= SHOWN_ROWS && (
        <Text size="1" color="gray">
          {t('import.firstProblems', { count: SHOWN_ROWS })}
        </Text>
      )}
    </Flex>
  );
}
