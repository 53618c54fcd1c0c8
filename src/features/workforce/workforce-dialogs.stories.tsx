import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fieldFailure } from '../../../machines/failure';
import { staleFailure } from '../../../machines/stale-edit';
import { byName, employees, employeesState } from './workforce.fixtures';
import { body, pageWith as show, seen, storyRoute } from './story-render';

/** The employee dialogs on the page: add, edit, server errors, delete. */
const meta = { title: 'Workforce/Dialogs', parameters: storyRoute } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddEmployeeForm: Story = {
  render: show({ initialDialog: { kind: 'create' } }),
  play: async () => {
    await waitFor(() => expect(body().getByRole('heading', { name: 'Add employee' })).toBeVisible());
    await expect(body().getByLabelText(/^first name/i)).toHaveFocus();
    await expect(body().getByRole('combobox', { name: /designation/i })).toBeVisible();
  },
};

export const AddsAnEmployee: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: /add employee/i }))[0]!);
    await userEvent.type(await body().findByLabelText(/^first name/i), 'Nadia');
    await userEvent.type(body().getByLabelText(/^last name/i), 'Karim');
    await userEvent.type(body().getByLabelText(/^email/i), 'nadia.karim@northwind.example');
    await userEvent.type(body().getByLabelText(/^username/i), 'nadia.karim');
    await userEvent.type(body().getByLabelText(/^employee code/i), 'E-2001');
    await userEvent.type(body().getByLabelText(/^contact number/i), '+44 (20) 7946-0000');
    await expect(body().getByLabelText(/^contact number/i)).toHaveValue('+44 (20) 7946-0000');
    await userEvent.click(body().getByRole('button', { name: /^manager/i }));
    await userEvent.type(await body().findByRole('searchbox', { name: 'Search people' }), 'daniel');
    await userEvent.click(await body().findByRole('option', { name: /Daniel Weiss/ }));
    await expect(body().getByRole('button', { name: /^manager/i })).toHaveTextContent('Daniel Weiss');
    await userEvent.click(body().getByRole('button', { name: 'Add employee' }));
    await seen('Employee added');
    await seen('Nadia Karim has not been mailed: invite them when you are ready.');
    const row = (await canvas.findByText('Nadia Karim')).closest('[role="row"]') as HTMLElement;
    await expect(row).toHaveTextContent('Daniel Weiss');
    await expect(row).toHaveTextContent('Not invited');
  },
};

export const WarnsOfADuplicateBeforeSending: Story = {
  render: show({ initialDialog: { kind: 'create' } }),
  play: async ({ userEvent }) => {
    await userEvent.type(await body().findByLabelText(/^first name/i), 'Tomas');
    await userEvent.type(body().getByLabelText(/^last name/i), 'Berg');
    await userEvent.type(body().getByLabelText(/^email/i), 'TOM.becker@northwind.example');
    await userEvent.type(body().getByLabelText(/^username/i), 'tomas');
    await userEvent.type(body().getByLabelText(/^employee code/i), 'e-1005');
    await userEvent.click(body().getByRole('button', { name: 'Add employee' }));
    await seen('Tom Becker already has this email address.');
    await seen('Tom Becker already has this employee code.');
  },
};

export const EditEmployeeForm: Story = {
  render: show({ initialDialog: { kind: 'edit', employee: byName('Tom') } }),
  play: async () => {
    await waitFor(() => expect(body().getByRole('heading', { name: 'Edit Tom Becker' })).toBeVisible());
    await expect(body().getByDisplayValue('tom.becker@northwind.example')).toBeVisible();
    await expect(body().getByRole('combobox', { name: /designation/i })).toHaveTextContent('Account executive');
    await expect(body().getByRole('button', { name: /^manager/i })).toHaveTextContent('Daniel Weiss');
    await expect(body().getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};

export const EditsAnEmployee: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Tom Becker' }));
    const last = await body().findByLabelText(/^last name/i);
    await userEvent.clear(last);
    await userEvent.type(last, 'Becker-Lund');
    await userEvent.click(body().getByRole('button', { name: 'Save changes' }));
    await seen('Changes saved');
    await expect(await canvas.findByRole('button', { name: 'Edit Tom Becker-Lund' })).toBeVisible();
  },
};

export const ServerFieldErrors: Story = {
  render: show({
    initialDialog: { kind: 'create' },
    flows: {
      employeesSnapshot: employeesState('failed', {
        items: employees,
        write: { kind: 'create', values: { email: 'nadia@northwind.example' } },
        error: fieldFailure({ email: ['An employee with this email already exists.'], emp_code: ['An employee with this code already exists.', 'second'] }),
      }),
    },
  }),
  play: async () => {
    await seen('An employee with this email already exists.');
    await seen('An employee with this code already exists.');
    await expect(body().queryByText('second')).toBeNull();
  },
};

export const ServerFormError: Story = {
  render: show({
    initialDialog: { kind: 'edit', employee: byName('Omar') },
    flows: {
      employeesSnapshot: employeesState('failed', {
        items: employees,
        write: { kind: 'update', id: 7, values: {} },
        error: { kind: 'network', message: 'Network Error' },
      }),
    },
  }),
  play: async () => {
    await seen(/server could not be reached/);
  },
};

export const ConfirmDelete: Story = {
  render: show({ initialDialog: { kind: 'delete', employee: byName('Daniel') } }),
  play: async () => {
    await seen('Delete Daniel Weiss?');
    await seen(/Their 3 direct reports will report to Priya Raman instead/);
    await expect(body().getByRole('button', { name: 'Delete employee' })).toBeVisible();
  },
};

export const ConfirmDeleteYourself: Story = {
  render: show({ initialDialog: { kind: 'delete', employee: byName('Priya') } }),
  play: async () => {
    await seen(/Their 3 direct reports will have no manager/);
    await seen('This is your own account: you will be signed out at once.');
  },
};

export const DeletesAfterConfirming: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Daniel Weiss' }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete employee' }));
    await seen('Employee deleted');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Edit Daniel Weiss' })).toBeNull());
    // His reports now report to his manager.
    await expect(canvas.getByText('Tom Becker').closest('[role="row"]')).toHaveTextContent('Priya Raman');
  },
};

// Someone else saved this employee since the dialog read them (412): who and when, and Reload.
export const StaleEdit: Story = {
  render: show({
    initialDialog: { kind: 'edit', employee: byName('Daniel') },
    flows: {
      employeesSnapshot: employeesState('stale', {
        items: employees,
        write: { kind: 'update', id: byName('Daniel').id, values: { first_name: 'Dan' } },
        error: staleFailure('Hana Admin', new Date().toISOString()),
      }),
    },
  }),
  play: async ({ userEvent }) => {
    await seen(/^Hana Admin changed this at .+\. Your changes were not saved\.$/);
    await userEvent.click(body().getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(body().queryByText(/changed this/)).toBeNull(), { timeout: 3000 });
    // The dialog opens again with the reread employee; wait out its opening fade.
    await waitFor(() => expect(body().getByRole('heading', { name: 'Edit Daniel Weiss' })).toBeVisible());
  },
};

export const StaleDelete: Story = {
  render: show({
    initialDialog: { kind: 'delete', employee: byName('Daniel') },
    flows: {
      employeesSnapshot: employeesState('stale', {
        items: employees,
        write: { kind: 'delete', id: byName('Daniel').id },
        error: staleFailure('Hana Admin', '2026-11-27T09:05:00.000Z'),
      }),
    },
  }),
  play: async () => {
    await seen(/^Hana Admin changed this on .+\. Your changes were not saved\.$/);
    await expect(body().getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};
