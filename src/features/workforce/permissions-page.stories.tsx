import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { detailFailure } from '../../../machines/failure';
import { staleFailure } from '../../../machines/stale-edit';
import { employeeUser, session } from '../../testing/app-fakes.fixtures';
import { fakePermissions, manyPeople, people, permissionsState, self } from './permissions.fixtures';
import { PermissionsPage } from './permissions-page';

const meta = {
  title: 'Workforce/Permissions',
  component: PermissionsPage,
  parameters: { route: { path: '/portrayal/admin/workforce/permissions' }, layout: 'padded' },
} satisfies Meta<typeof PermissionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Machines and snapshots are not serialisable args: each story renders its own.
const show = (props: ComponentProps<typeof PermissionsPage>) => () => <PermissionsPage {...props} />;
const live = (server: Parameters<typeof fakePermissions>[0] = { records: people }) => ({ machine: fakePermissions(server) });
/** Near the top of the list, so every story shows the switch it is about. */
const gracesSwitch = 'Workforce for Grace Mensah';
/** Toasts live outside the story's canvas. */
const seen = (text: string | RegExp) => waitFor(() => expect(within(document.body).getByText(text)).toBeVisible(), { timeout: 3000 });

export const Loading: Story = { render: show({ flows: live({ records: [], loading: true }) }) };

export const LoadFailed: Story = {
  render: show({ flows: live({ records: [], loadError: { kind: 'network', message: 'Network Error' } }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The permissions could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NotAnAdmin: Story = {
  parameters: { session: session('authenticated', { user: employeeUser }) },
  render: show({ flows: live() }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only admins can change permissions' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const ServerRefusesTheList: Story = {
  render: show({ flows: live({ records: [], loadError: detailFailure(403, 'You do not have permission to perform this action.') }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only admins can change permissions' })).toBeVisible();
  },
};

export const Empty: Story = {
  render: show({ flows: live({ records: [self] }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No one else to give permissions to yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /add employees/i })).toHaveAttribute('href', '/portrayal/admin/workforce');
  },
};

export const Loaded: Story = {
  render: show({ flows: live() }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: gracesSwitch })).not.toBeChecked();
    await expect(canvas.getByText('10 people')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Permissions' })).toHaveAttribute('aria-current', 'page');
    for (const label of ['Dashboard', 'Workforce', 'Organization', 'Surveys', 'Master data', 'Feedback']) {
      await expect(canvas.getByRole('columnheader', { name: label })).toBeVisible();
    }
    // Admins, the signed-in one included, are fixed.
    await expect(canvas.getByRole('switch', { name: 'Master data for Daniel Moreau' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Feedback for Priya Raman' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Feedback for Priya Raman' })).toBeChecked();
  },
};

export const FilteredBySearch: Story = {
  render: show({ flows: live(), initialSearch: 'okafor' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 of 10 people')).toBeVisible();
    await expect(canvas.getByText('Amara Okafor')).toBeVisible();
    await expect(canvas.queryByText('Tom Becker')).toBeNull();
  },
};

export const SearchFindsNoOne: Story = {
  render: show({ flows: live(), initialSearch: 'astronaut' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No one matches/)).toBeVisible();
  },
};

export const SavingAChange: Story = {
  render: show({
    flows: {
      machine: fakePermissions({ records: people, holdSaves: true }),
      snapshot: permissionsState({ ready: 'saving' }, { pending: [{ user_id: 8, area: 'workforce', value: true }] }),
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: gracesSwitch })).toBeChecked();
    await expect(canvas.getByText('Saving…')).toBeVisible();
  },
};

export const ChangeRefused: Story = {
  render: show({
    flows: {
      machine: fakePermissions({ records: people }),
      snapshot: permissionsState(
        { ready: 'failed' },
        {
          refusal: { change: { user_id: 8, area: 'workforce', value: true }, error: { kind: 'network', message: 'Network Error' } },
        },
      ),
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Workforce for Grace Mensah was not changed.')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: gracesSwitch })).not.toBeChecked();
  },
};

export const FlipSavesWithAToast: Story = {
  render: show({ flows: live() }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: gracesSwitch }));
    await expect(canvas.getByRole('switch', { name: gracesSwitch })).toBeChecked();
    await seen('Grace Mensah can now use Workforce.');
    await expect(canvas.queryByText('Saving…')).toBeNull();
  },
};

export const FlipRefusedReturns: Story = {
  render: show({ flows: live({ records: people, saveError: detailFailure(404, 'Not found.') }) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: gracesSwitch }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Workforce for Grace Mensah was not changed: they are no longer/);
    await expect(canvas.getByRole('switch', { name: gracesSwitch })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

// Another admin changed Grace's areas since this list was read (412): who and when, nothing saved, and a reload.
export const StaleChange: Story = {
  render: show({ flows: live({ records: people, saveError: staleFailure('Hana Admin', new Date().toISOString()) }) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: gracesSwitch }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^Hana Admin changed this at .+\. Workforce for Grace Mensah was not changed: reload to see the areas as they are now\./,
    );
    await expect(canvas.getByRole('switch', { name: gracesSwitch })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the list' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(await canvas.findByRole('switch', { name: gracesSwitch })).not.toBeChecked();
  },
};

export const ThousandsOfPeople: Story = {
  render: show({ flows: live({ records: manyPeople }) }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3,000 people')).toBeVisible();
    // Windowed: only the rows in view are in the page.
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    await userEvent.type(canvas.getByRole('searchbox'), 'Jensen 2999');
    await expect(await canvas.findByText('1 of 3,000 people')).toBeVisible();
  },
};
