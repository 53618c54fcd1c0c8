import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { detailFailure } from '../../../machines/failure';
import { adminUser, session } from '../../testing/app-fakes.fixtures';
import { employees, employeesState, fakeEmployees, manyEmployees } from './workforce.fixtures';
import { pageWith as show, storyRoute } from './story-render';

/** The workforce page in each of its looks: loading, empty, loaded, failed, and a very large company. */
const meta = { title: 'Workforce/Workforce page', parameters: storyRoute } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: show({ flows: { employees: fakeEmployees({ rows: [], loading: true }) } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading employees…')).toBeVisible();
  },
};

export const Empty: Story = {
  render: show({ rows: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No employees yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /add employee/i })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /import/i })).toHaveLength(2);
  },
};

export const Loaded: Story = {
  render: show({}),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('10 employees')).toBeVisible();
    const grace = canvas.getByText('Grace Okafor').closest('[role="row"]') as HTMLElement;
    await expect(grace).toHaveTextContent('HR business partner');
    await expect(grace).toHaveTextContent('Priya Raman'); // her manager, by name
    await expect(canvas.getAllByText(/^Invited \d+ \w+$/)).toHaveLength(2);
    await expect(canvas.getByText('Not invited')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite everyone not invited (1)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Permissions' })).toBeVisible();
  },
};

/** The same list in German: the words come from locales/de/workforce.json. */
export const LoadedInGerman: Story = {
  parameters: { language: 'de' },
  render: show({}),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Belegschaft' }, { timeout: 8000 })).toBeVisible();
    await expect(await canvas.findByText('10 Personen')).toBeVisible();
    await expect(await canvas.findByText('Nicht eingeladen')).toBeVisible();
  },
};

export const AddressWaitingForConfirmation: Story = {
  render: show({ rows: employees.map((e) => (e.first_name === 'Tom' ? { ...e, pending_email: 'tom@becker-family.example' } : e)) }),
  play: async ({ canvas }) => {
    const tom = (await canvas.findByText('Tom Becker')).closest('[role="row"]') as HTMLElement;
    await expect(tom).toHaveTextContent('tom.becker@northwind.example → tom@becker-family.example (to confirm)');
  },
};

export const SortedByManager: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^manager/i }));
    await expect(canvas.getByRole('columnheader', { name: /manager/i })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const SearchFindsNobody: Story = {
  parameters: { route: { path: storyRoute.route.path, url: `${storyRoute.route.url}?search=astronaut` } },
  render: show({}),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Nobody matches/)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: show({ flows: { employees: fakeEmployees({ rows: [], loadError: { kind: 'network', message: 'Network Error' } }) } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The employees could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  render: show({ flows: { employees: fakeEmployees({ rows: [], loadError: detailFailure(403, 'You do not have permission to perform this action.') }) } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ask your company admin for the Workforce permission.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const RefreshFailed: Story = {
  render: show({
    flows: { employeesSnapshot: employeesState('refreshFailed', { items: employees, error: { kind: 'timeout', message: 'timeout exceeded' } }) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your change was saved, but the list could not be refreshed.')).toBeVisible();
  },
};

const huge = manyEmployees(100_000);
export const HundredThousandEmployees: Story = {
  render: show({ rows: huge }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('100,000 employees', {}, { timeout: 10_000 })).toBeVisible();
    // Windowed: only the rows in view are in the page.
    await expect(canvas.getAllByRole('row').length).toBeLessThan(80);
    await userEvent.type(canvas.getByRole('searchbox'), 'E-099999');
    await expect(await canvas.findByText('1 of 100,000 employees', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('user99999@northwind.example')).toBeVisible();
  },
};

export const ManagerWithoutPermissionsTab: Story = {
  parameters: { session: session('authenticated', { user: { ...adminUser, id: 3, role: 'user' } }) },
  render: show({}),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('10 employees')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Permissions' })).toBeNull();
  },
};

/** Ines was added without an invitation: HR invites her from her row, and her status shows when. */
export const InvitesOneFromTheList: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    const ines = (await canvas.findByText('Ines Duarte')).closest('[role="row"]') as HTMLElement;
    await expect(ines).toHaveTextContent('Not invited');
    await userEvent.click(within(ines).getByRole('button', { name: 'Invite Ines Duarte' }));
    await waitFor(() => expect(canvas.getByText('Ines Duarte').closest('[role="row"]')).toHaveTextContent(/Invited \d+ \w+/));
    await expect(canvas.queryByRole('button', { name: /Invite everyone not invited/ })).toBeNull();
  },
};
