import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fieldFailure } from '../../../machines/failure';
import { staleFailure } from '../../../machines/stale-edit';
import { auditEntries, fakeAuditServer, type FakeAuditServer } from './audit-log.fixtures';
import { AuditLogPage } from './audit-log-page';

/** The company's audit log in each of its looks: the list, filtered, empty, failing; the retention form saved or refused. */
const meta = {
  title: 'Audit log/Audit log page',
  parameters: { route: { path: '/portrayal/admin/audit-log' }, layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const show =
  (server: FakeAuditServer = {}) =>
  () => <AuditLogPage flows={fakeAuditServer(server)} />;
const body = () => within(document.body);
const table = (canvas: ReturnType<typeof within>) => canvas.findByRole('table', { name: 'Audit log entries' });

export const List: Story = {
  render: show(),
  play: async ({ canvas }) => {
    const rows = within(await table(canvas)).getAllByRole('row');
    await expect(rows).toHaveLength(auditEntries.length + 1);
    await expect(rows[1]).toHaveTextContent('Raters added');
    await expect(rows[1]).toHaveTextContent('Hana Okafor');
    await expect(rows[1]).toHaveTextContent('Aiko Tanaka rates Priya Raman as peer');
    await expect(rows[1]).toHaveTextContent('203.0.113.24');
    await expect(rows[3]).toHaveTextContent('End date: 2026-03-31 → 2026-04-15');
    await expect(rows[4]).toHaveTextContent('Priya Raman');
    await expect(rows[4]).toHaveTextContent('Manager: Sofia Marquez → Hiroshi Tanaka');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expect(await canvas.findByLabelText(/Keep entries for/)).toHaveValue(365);
  },
};

export const Loading: Story = {
  render: show({ loading: 'log' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the audit log…')).toBeVisible();
  },
};

export const Empty: Story = {
  render: show({ entries: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing recorded yet' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Audit log entries' })).toBeNull();
  },
};

/** Filters come from the address: none match, and the empty state offers to clear them. */
export const NoMatches: Story = {
  parameters: { route: { path: '/portrayal/admin/audit-log', url: '/portrayal/admin/audit-log?entity=development_action' } },
  render: show(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No entries match these filters' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'What' })).toHaveTextContent('Development actions');
    await expect(canvas.getAllByRole('button', { name: /Clear filters/ }).length).toBeGreaterThan(0);
  },
};

export const FilterByKindAndPerson: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('combobox', { name: 'What' }));
    await userEvent.click(await body().findByRole('option', { name: 'Survey raters' }));
    await waitFor(async () => expect(within(await table(canvas)).getAllByRole('row')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: /Clear filters/ }));
    await waitFor(async () => expect(within(await table(canvas)).getAllByRole('row')).toHaveLength(auditEntries.length + 1));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Who' }));
    await userEvent.click(await body().findByRole('option', { name: 'Luis Romero' }));
    await waitFor(async () => expect(within(await table(canvas)).getAllByRole('row')).toHaveLength(3));
  },
};

export const OlderEntries: Story = {
  render: show({ older: [{ ...auditEntries[5]!, id: 12, action: 'user.delete', before: { first_name: 'Tom', last_name: 'Becker' }, after: null }] }),
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Show older entries' }));
    await expect(await canvas.findByText('Account deleted')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Show older entries' })).toBeNull());
  },
};

export const LoadFailed: Story = {
  render: show({ fail: { log: { kind: 'timeout', message: 'timeout exceeded' } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The audit log could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const ExportFailed: Story = {
  render: show({ fail: { export: { kind: 'network', message: 'Network Error' } } }),
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByText('The export could not be downloaded.')).toBeVisible();
  },
};

export const RetentionSaved: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByLabelText(/Keep entries for/);
    await userEvent.clear(field);
    await userEvent.type(field, '90');
    await userEvent.click(canvas.getByRole('button', { name: 'Save retention' }));
    await waitFor(() => expect(body().getByText('Retention saved')).toBeVisible());
    await expect(field).toHaveValue(90);
  },
};

export const RetentionInvalid: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByLabelText(/Keep entries for/);
    await userEvent.clear(field);
    await userEvent.type(field, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Save retention' }));
    await expect(await canvas.findByText('Ensure this value is greater than or equal to 30.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RetentionRefused: Story = {
  render: show({ fail: { save: fieldFailure({ audit_retention_days: ['Ensure this value is less than or equal to 3650.'] }) } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save retention' }));
    await expect(await canvas.findByText('Ensure this value is less than or equal to 3650.')).toBeVisible();
  },
};

// Another admin saved the retention since this page read it (412): who and when, and Reload.
export const RetentionStale: Story = {
  render: show({ fail: { save: staleFailure('Hana Admin', new Date().toISOString()) } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save retention' }));
    await expect(await canvas.findByText(/^Hana Admin changed this at .+\. Your changes were not saved\.$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(canvas.queryByText(/changed this/)).toBeNull());
  },
};

export const RetentionLoading: Story = {
  render: show({ loading: 'settings' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the retention…')).toBeVisible();
  },
};

/** The page in German: the column headers, the filters and the retention card in the reader's language. Last in the file, so the switch to German cannot leak into a story after it. */
export const German: Story = {
  render: show(),
  parameters: { language: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Einträge des Audit-Protokolls' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'CSV exportieren' })).toBeEnabled();
  },
};
