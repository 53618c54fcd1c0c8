import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fieldFailure } from '../../../machines/failure';
import { staleFailure } from '../../../machines/stale-edit';
import { competencyList, competencyTypeList } from './competency-lists';
import { body, screenWith as show, seen, storyRoute } from './story-render';
import { competencies, competencyTypes, designations, fakeResource, resourceState } from './master.fixtures';

/** The list screen's dialogs: add, duplicates, delete; each story drives or starts in one. */
const meta = { title: 'Master/List screen dialogs', parameters: storyRoute } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddsAnItem: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /add designation/i }));
    await userEvent.type(await body().findByLabelText(/^name/i), 'Product owner');
    await userEvent.click(body().getByRole('button', { name: 'Add designation' }));
    await seen('Designation added');
    await expect(await canvas.findByText('Product owner')).toBeVisible();
    await expect(canvas.getByText('7 designations')).toBeVisible();
  },
};

export const WarnsOfADuplicateBeforeSending: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /add designation/i }));
    await userEvent.type(await body().findByLabelText(/^name/i), '  sales MANAGER ');
    await userEvent.click(body().getByRole('button', { name: 'Add designation' }));
    await seen('Designation "sales MANAGER" already exists.');
  },
};

export const ServerRefusesADuplicate: Story = {
  render: show({
    initialDialog: { kind: 'create' },
    flows: {
      resourceSnapshot: resourceState('failed', {
        items: designations,
        write: { kind: 'create', values: { name: 'Team Lead ' } },
        error: fieldFailure({ name: ['Designation "Team Lead" already exists.'] }),
      }),
    },
  }),
  play: async () => {
    await seen('Designation "Team Lead" already exists.');
  },
};

export const ConfirmDelete: Story = {
  render: show({ list: competencyList, rows: competencies, initialDialog: { kind: 'delete', item: competencies[0]! } }),
  play: async () => {
    await seen(/Its 3 behavioural statements will be deleted with it/);
    await expect(body().getByRole('button', { name: 'Delete competency' })).toBeVisible();
  },
};

export const DeleteBlockedWhileInUse: Story = {
  render: show({ list: competencyTypeList, rows: competencyTypes, initialDialog: { kind: 'delete', item: competencyTypes[0]! } }),
  play: async () => {
    await seen(/still has 2 competencies/);
    await expect(body().queryByRole('button', { name: 'Delete competency type' })).toBeNull();
    await expect(body().getByRole('button', { name: 'Archive competency type' })).toBeVisible();
  },
};

const inUse = fieldFailure({ non_field_errors: ['This designation is still used by 4 employees. Change them first, or archive it to stop offering it.'] });

export const DeleteRefused: Story = {
  render: show({
    initialDialog: { kind: 'delete', item: designations[0]! },
    flows: {
      resourceSnapshot: resourceState('failed', {
        items: designations,
        write: { kind: 'delete', id: 1 },
        error: inUse,
      }),
    },
  }),
  play: async () => {
    await seen(/still used by 4 employees/);
    await expect(body().getByRole('button', { name: 'Archive designation' })).toBeVisible();
    await expect(body().queryByRole('button', { name: 'Delete designation' })).toBeNull();
  },
};

export const ArchivesWhatIsInUse: Story = {
  render: show({ flows: { resource: fakeResource({ rows: designations, failWrite: inUse }) } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Team lead' }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete designation' }));
    await seen('This designation is in use');
    await seen(/still used by 4 employees/);
    await userEvent.click(body().getByRole('button', { name: 'Archive designation' }));
    await seen('Designation archived');
    await expect(await canvas.findByText('Archived')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit Team lead' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Team lead' }));
    await seen('Designation restored');
    await waitFor(() => expect(canvas.queryByText('Archived')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Edit Team lead' })).toBeVisible();
  },
};

export const ArchivedItems: Story = {
  render: show({ rows: designations.map((d, i) => (i % 3 === 0 ? { ...d, archived_at: '2026-11-20T09:00:00Z' } : d)) }),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Archived')).length).toBe(2);
    await expect(canvas.getByRole('button', { name: 'Restore Sales manager' })).toBeVisible();
  },
};

export const DeletesAfterConfirming: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Team lead' }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete designation' }));
    await seen('Designation deleted');
    await waitFor(() => expect(canvas.queryByText('Team lead')).toBeNull());
  },
};

// Someone else saved this item since the dialog read it (412): who and when, and Reload.
const staleNow = staleFailure('Hana Admin', new Date().toISOString());

export const StaleEdit: Story = {
  render: show({
    initialDialog: { kind: 'edit', item: designations[0]! },
    flows: {
      resourceSnapshot: resourceState('stale', {
        items: designations,
        write: { kind: 'update', id: designations[0]!.id, values: { name: 'Mine' } },
        error: staleNow,
      }),
    },
  }),
  play: async ({ userEvent }) => {
    await seen(/^Hana Admin changed this at .+\. Your changes were not saved\.$/);
    await userEvent.click(body().getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(body().queryByText(/changed this/)).toBeNull(), { timeout: 3000 });
    // The dialog opens again with the reread item; wait out its opening fade.
    await waitFor(() => expect(body().getByRole('button', { name: 'Save changes' })).toBeVisible());
  },
};

export const StaleDelete: Story = {
  render: show({
    initialDialog: { kind: 'delete', item: designations[0]! },
    flows: {
      resourceSnapshot: resourceState('stale', { items: designations, write: { kind: 'delete', id: designations[0]!.id }, error: staleFailure(null, null) }),
    },
  }),
  play: async () => {
    await seen('Someone else changed this since you opened it. Your changes were not saved.');
    await expect(body().getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};
