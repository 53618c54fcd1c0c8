import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { detailFailure } from '../../../machines/failure';
import type { Employee } from '../../../schemas/employee';
import { fakeFlow, never } from '../../testing/app-fakes.fixtures';
import { employees } from './workforce.fixtures';
import { body, pageWith as show, seen, storyRoute } from './story-render';
import { bulkMachine, filteredMachine } from './workforce-bulk-flows';
import type { Filters } from './workforce-filters';

/** The list's filters, its selection and the bulk actions' confirmations. */
const meta = { title: 'Workforce/Filters and bulk actions', parameters: storyRoute } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server's filtering, done over the fixtures as the SQL does it. */
const filtered = fakeFlow(filteredMachine, async ({ filters }: { filters: Filters }) =>
  employees.filter(
    (e: Employee) =>
      (filters.designation === undefined || e.designation === filters.designation) &&
      (filters.manager === undefined || e.parent_id === filters.manager) &&
      (filters.status === undefined || e.status === filters.status),
  ),
);
const at = (query: string) => ({ route: { path: storyRoute.route.path, url: `${storyRoute.route.url}?${query}` } });

export const FilteredByDesignation: Story = {
  parameters: at('designation=4'),
  render: show({ flows: { filtered } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 of 10 employees')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const FiltersMatchNobody: Story = {
  parameters: at('status=invited&manager=1'),
  render: show({ flows: { filtered } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nobody matches these filters')).toBeVisible();
  },
};

export const FilteringFailed: Story = {
  parameters: at('status=active'),
  render: show({
    flows: {
      filtered: fakeFlow(filteredMachine, async () => {
        throw detailFailure(500, 'Server error');
      }),
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The filtered list could not be loaded.')).toBeVisible();
  },
};

export const ConfirmsABulkDeleteNamingTheCount: Story = {
  render: show({ flows: { bulk: fakeFlow(bulkMachine, () => never()) } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Tom Becker' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Mei Chen' }));
    await expect(canvas.getByText('2 employees selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body().getByRole('heading', { name: 'Delete 2 employees?' })).toBeVisible());
  },
};

export const SetsTheManagerOfEveryoneMatching: Story = {
  render: show({ flows: { bulk: fakeFlow(bulkMachine, async () => ({ detail: '10 employees have a new manager.' })) } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Select all 10 employees matching' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set manager' }));
    await waitFor(() => expect(body().getByRole('heading', { name: 'Set the manager of 10 employees' })).toBeVisible());
    await userEvent.click(body().getByRole('button', { name: 'Set manager of 10 employees' }));
    await seen('10 employees have a new manager.');
  },
};

export const BulkActionRefused: Story = {
  render: show({
    flows: {
      bulk: fakeFlow(bulkMachine, async () => {
        throw detailFailure(403, 'Grace Okafor: This person can use the survey area, which you cannot.');
      }),
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Grace Okafor' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete 1 employee' }));
    await seen(/This person can use the survey area/);
  },
};
