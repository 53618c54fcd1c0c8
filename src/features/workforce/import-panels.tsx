import { Callout, Code, Flex, Link, Progress, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import type { Failure } from '../../../machines/failure';
import type { RowError } from '../../../schemas/spreadsheet';
import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_LIMITS, type EmployeeImportResult } from '../../../schemas/employee';
import { FailureCallout } from '../../components/failure-callout';
import { ImportErrorsTable } from '../../components/import-errors-table';
import { count, plural } from '../../lib/english-format';
import { failureSummary } from '../../lib/error-messages';
import { MissingItems, missingOf, onlyMissing } from './import-missing';
import type { TemplateFormat } from './workforce-flows';

/** The server lists at most this many problems (server/workforce/rules/import/row-errors.ts); so does the dialog. */
const SHOWN_ROWS = 1000;

const REQUIRED: readonly string[] = ['username', 'email', 'emp_code', 'first_name', 'last_name'];

/** What to do, step by step: the template, the columns, then the file. */
export function ImportInstructions({ onTemplate, templateBusy }: { onTemplate(format: TemplateFormat): void; templateBusy: boolean }) {
  const template = (format: TemplateFormat, label: string) => (
    <Link asChild size="2">
      <button type="button" disabled={templateBusy} onClick={() => onTemplate(format)}>
        {label}
      </button>
    </Link>
  );
  return (
    <ol className="import-steps">
      <li>
        <Text as="p" size="2">
          Download the template: {template('xlsx', 'Excel (.xlsx)')} · {template('csv', 'CSV')}
        </Text>
      </li>
      <li>
        <Text as="p" size="2">
          Fill in one row per person. Designation, department and group by their names in Master data (names it does not have yet are listed for you to create
          with the import); the manager by their employee code. The columns in <Text weight="bold">bold</Text> are required:
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
          Choose the file and import it. If any row has a problem, nothing is imported and every problem is listed. At most {count(EMPLOYEE_IMPORT_LIMITS.rows)}{' '}
          rows and {EMPLOYEE_IMPORT_LIMITS.fileBytes / 1024 / 1024} MB.
        </Text>
      </li>
    </ol>
  );
}

/** Uploading (a true per cent) or processing (the file is out; the server is at work). */
export function ImportProgress({ file, progress, processing }: { file: File | null; progress: number; processing: boolean }) {
  return (
    <Flex direction="column" gap="2" py="2" role="status">
      <Text size="2">
        {processing ? 'Checking every row and creating the accounts… a large file can take a minute.' : `Uploading ${file?.name ?? 'the file'}… ${progress}%`}
      </Text>
      {/* No value: Radix draws an indeterminate bar while the server works. */}
      <Progress value={processing ? undefined : progress} max={100} size="2" aria-label={processing ? 'Processing' : 'Upload progress'} />
      <Text size="1" color="gray">
        Keep this window open until the import has finished.
      </Text>
    </Flex>
  );
}

/** The import machine's 'success' state: how many were imported and mailed, and the list items created with them. */
export function ImportSuccess({ result }: { result: EmployeeImportResult | null }) {
  const imported = result?.imported ?? 0;
  return (
    <Callout.Root color="green" role="status">
      <Callout.Icon>
        <CheckCircledIcon />
      </Callout.Icon>
      <Callout.Text>
        {result?.invited
          ? `${plural(imported, 'employee')} imported; they have been mailed a link to set a password.`
          : `${plural(imported, 'employee')} imported. Nobody has been mailed yet: invite them from the list when you are ready.`}
        {result?.created ? ` ${plural(result.created, 'item')} added to Master data.` : ''}
      </Callout.Text>
    </Callout.Root>
  );
}

const rowErrorsOf = (error: Failure): RowError[] => (Array.isArray(error.data?.rows) ? (error.data.rows as RowError[]) : []);

/** What to do about items Master data lacks, once any other problem is fixed. */
function missingAdvice(error: Failure, mayCreate: boolean): string {
  if (!onlyMissing(error)) return '';
  return mayCreate
    ? 'Check the names: create them with this import, or correct them in your file and choose it again.'
    : 'Only someone with the Master data permission can create them: ask them to, or correct the names in your file.';
}

/**
 * The import machine's 'import_fail' state: the file's or the request's problem, the list
 * items it names that do not exist (each once), then every row's problem as a table.
 */
export function ImportFailure({ error, onDismiss, mayCreate = false }: { error: Failure; onDismiss(): void; mayCreate?: boolean }) {
  const rows = rowErrorsOf(error);
  const missing = missingOf(error);
  // Only rows in the answer: say how many instead of "Request failed with status code 400".
  const onlyRows = rows.length > 0 && Object.keys(error.fieldErrors ?? {}).length === 0 && !error.detail;
  const summary = onlyRows ? [`${plural(rows.length, 'problem')} found; nothing was imported.`] : failureSummary(error, [], { file: 'File' });
  if (rows.length > 0) summary.push('Fix these rows in your file, then import it again.');
  const advice = missingAdvice(error, mayCreate);
  if (advice) summary.push(advice);
  return (
    <Flex direction="column" gap="3">
      <FailureCallout lines={summary} onDismiss={onDismiss} />
      {missing.length > 0 && <MissingItems items={missing} />}
      {rows.length > 0 && <ImportErrorsTable rows={rows.slice(0, SHOWN_ROWS)} />}
      {rows.length >= SHOWN_ROWS && (
        <Text size="1" color="gray">
          Only the first {count(SHOWN_ROWS)} problems are listed; fix them and import again to see any others.
        </Text>
      )}
    </Flex>
  );
}
