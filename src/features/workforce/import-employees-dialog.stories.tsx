import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { fieldFailure } from '../../../machines/failure';
import { ImportEmployeesDialog } from './import-employees-dialog';
import { fakeImport, importState, peopleCsv, stillImport } from './workforce.fixtures';
import { body, seen } from './story-render';

/** The import dialog in each state of the import machine; the last story drives a fake upload. */
const meta = { title: 'Workforce/Import dialog', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};
const rowErrors = [
  { row: 3, field: 'email', message: 'Enter a valid email address.' },
  { row: 7, field: 'emp_code', message: 'E-1004 appears twice in the file (rows 4 and 7).' },
  { row: 12, field: 'designation', message: 'The designation "Sales lead" is archived: restore it under Master data first, or name another.' },
  { row: 15, field: 'manager_emp_code', message: 'No employee has the code E-9999.' },
];

const show =
  (snapshot?: ReturnType<typeof importState>, logic = stillImport, onImported = noop, mayCreateLists = true) =>
  () => (
    <ImportEmployeesDialog
      logic={logic}
      snapshot={snapshot}
      onImported={onImported}
      onTemplate={noop}
      templateBusy={false}
      mayCreateLists={mayCreateLists}
      onClose={noop}
    />
  );

/** A file refused only for names the lists lack, as the server answers it. */
const missingRefused = {
  ...fieldFailure({
    non_field_errors: ['The file names 4 items that Master data does not have yet (1 designation, 2 departments and 1 group); nothing was imported.'],
  }),
  data: {
    missing: [
      { list: 'designation', name: 'Field Technician', rows: [4], row_count: 1 },
      { list: 'department', name: 'Sales', rows: [2, 3, 5, 8, 9], row_count: 31 },
      { list: 'department', name: 'Logistics', rows: [6], row_count: 1 },
      { list: 'group', name: 'North team', rows: [2, 3], row_count: 2 },
    ],
  },
};

export const Idle: Story = {
  render: show(),
  play: async () => {
    await seen(/Drop a CSV or Excel/);
    await expect(body().getByRole('button', { name: 'Import' })).toBeDisabled();
    await expect(body().getByRole('button', { name: 'CSV' })).toBeVisible();
    await expect(body().getByRole('button', { name: 'Excel (.xlsx)' })).toBeVisible();
    await expect(body().getByRole('button', { name: 'Choose file…' })).toHaveFocus();
  },
};

export const UploadingAt40: Story = {
  render: show(importState('uploading', { file: peopleCsv, progress: 40 })),
  play: async () => {
    await seen('Uploading northwind-people.csv… 40%');
    await expect(body().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(body().getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  },
};

export const Processing: Story = {
  render: show(importState('processing', { file: peopleCsv, progress: 100 })),
  play: async () => {
    await seen(/Checking every row and creating the accounts/);
  },
};

export const Success: Story = {
  render: show(importState('success', { file: peopleCsv, progress: 100, result: { imported: 200, invited: 200 } })),
  play: async () => {
    await seen('200 employees imported; they have been mailed a link to set a password.');
  },
};

export const ImportFailWithRowErrors: Story = {
  render: show(
    importState('import_fail', {
      file: peopleCsv,
      error: { kind: 'http', status: 400, message: 'Request failed with status code 400', data: { rows: rowErrors } },
    }),
  ),
  play: async () => {
    await seen('4 problems found; nothing was imported.');
    await expect(body().getByRole('rowheader', { name: '12' })).toBeVisible();
    await seen('No employee has the code E-9999.');
    await expect(body().getByRole('button', { name: 'Choose the corrected file' })).toBeVisible();
  },
};

/** As the server answers: a summary first (the first message it sends), then the rows. */
export const ImportFailAsTheServerSaysIt: Story = {
  render: show(
    importState('import_fail', {
      file: peopleCsv,
      error: { ...fieldFailure({ non_field_errors: ['4 rows have problems; nothing was imported.'] }), data: { rows: rowErrors } },
    }),
  ),
  play: async () => {
    await seen('4 rows have problems; nothing was imported.');
    await seen('Fix these rows in your file, then import it again.');
    await expect(body().getAllByRole('row')).toHaveLength(rowErrors.length + 1);
  },
};

export const ImportFailMissingItems: Story = {
  render: show(importState('import_fail', { file: peopleCsv, error: missingRefused })),
  play: async () => {
    await seen(/The file names 4 items that Master data does not have yet/);
    await seen('Not in Master data yet: 1 designation, 2 departments and 1 group');
    await expect(body().getByRole('rowheader', { name: 'Sales' })).toBeVisible();
    await seen('rows 2, 3, 5, 8, 9 and 26 more');
    await expect(body().getByRole('button', { name: 'Create these 4 items and import' })).toHaveFocus();
    await expect(body().getByRole('button', { name: 'Choose the corrected file' })).toBeVisible();
  },
};

export const ImportFailMissingItemsWithoutMasterData: Story = {
  render: show(importState('import_fail', { file: peopleCsv, error: missingRefused }), stillImport, noop, false),
  play: async () => {
    await seen(/Only someone with the Master data permission can create them/);
    await expect(body().queryByRole('button', { name: /Create these/ })).toBeNull();
  },
};

export const SuccessWithItemsCreated: Story = {
  render: show(importState('success', { file: peopleCsv, progress: 100, result: { imported: 40, invited: 0, created: 24 } })),
  play: async () => {
    await seen(/40 employees imported\. .* 24 items added to Master data\./);
  },
};

export const FileRefused: Story = {
  render: show(importState('import_fail', { file: peopleCsv, error: fieldFailure({ file: ['The file is neither a CSV nor an XLSX workbook.'] }) })),
  play: async () => {
    await seen('File: The file is neither a CSV nor an XLSX workbook.');
    await expect(body().getByRole('button', { name: 'Choose another file' })).toBeVisible();
  },
};

export const NetworkFailure: Story = {
  render: show(importState('import_fail', { file: peopleCsv, error: { kind: 'network', message: 'Network Error' } })),
  play: async () => {
    await seen(/server could not be reached/);
    await expect(body().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const imported = fn();
export const UploadsThenSucceeds: Story = {
  render: show(
    undefined,
    fakeImport(async () => ({ imported: 3, invited: 3 })),
    imported,
  ),
  play: async ({ userEvent }) => {
    await userEvent.upload(await body().findByLabelText('Employee file'), peopleCsv);
    await seen('northwind-people.csv');
    await userEvent.click(body().getByRole('button', { name: 'Import' }));
    await seen(/Uploading northwind-people\.csv… \d+%/);
    await seen(/Checking every row/);
    await seen('3 employees imported; they have been mailed a link to set a password.');
    await waitFor(() => expect(imported).toHaveBeenCalledOnce());
  },
};
