import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { detailFailure, fieldFailure } from '../../../machines/failure';
import { fakeOrganization, organizationState } from './organization.fixtures';
import { dragOnto, row, rows } from './story-helpers';
import { show, storyParameters } from './story-render';

/** Changing a manager: by drag and drop or the dialog, while saving, and refused by the server. */
const meta = { title: 'Organization/Moving people', parameters: storyParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const MovePerson: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await dragOnto(row(canvas, 'Liam Chen'), row(canvas, 'Sofia Rossi'));
    const body = within(document.body);
    const confirm = within(await body.findByRole('alertdialog', { name: 'Move Liam Chen under Sofia Rossi?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(body.getByText('Liam Chen now reports to Sofia Rossi.')).toBeVisible());
    await waitFor(() => expect(row(canvas, 'Liam Chen')).toHaveAttribute('aria-level', '3'));
  },
};

/** The drop asks first, naming both people; Cancel leaves everyone where they were. */
export const ConfirmDrop: Story = {
  render: show(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await dragOnto(row(canvas, 'Liam Chen'), row(canvas, 'Sofia Rossi'));
    const confirm = within(await within(document.body).findByRole('alertdialog', { name: 'Move Liam Chen under Sofia Rossi?' }));
    // The dialog fades in: visible once its opening animation has run.
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Move' })).toBeVisible());
  },
};

/** After a move, the toast's Undo puts the person back under their manager. */
export const UndoMove: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    const aria = row(canvas, 'Liam Chen').getAttribute('aria-level');
    await dragOnto(row(canvas, 'Liam Chen'), row(canvas, 'Sofia Rossi'));
    const body = within(document.body);
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Move' }));
    await userEvent.click(await body.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(body.getByText('Move undone')).toBeVisible());
    await waitFor(() => expect(row(canvas, 'Liam Chen')).toHaveAttribute('aria-level', aria!));
  },
};

export const ChangeManagerWithoutDragging: Story = {
  render: show({ initialSelection: '12' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change manager…' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search for the new manager' }), 'engineering manager');
    // Her current manager is shown but cannot be picked again.
    await expect(dialog.getByRole('button', { name: /Tomás García \(current manager\)/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /Priya Nair/ }));
    await waitFor(() => expect(within(document.body).getByText('Grace Kim now reports to Priya Nair.')).toBeVisible());
    await expect(canvas.getByRole('region', { name: 'Grace Kim' })).toHaveTextContent('ManagerPriya Nair');
  },
};

export const SavingMove: Story = {
  render: show({
    flows: {
      machine: fakeOrganization({ saving: true }),
      snapshot: organizationState({ ready: 'saving' }, { move: { id: 5, parentId: 3, previousParentId: 1 } }),
    },
    initialSelection: '5',
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saving the new manager…')).toBeVisible();
    // Drawn where it is going while the server answers.
    await waitFor(() => expect(row(canvas, 'Liam Chen')).toHaveAttribute('aria-level', '3'));
  },
};

const refused = show({
  flows: {
    machine: fakeOrganization(),
    snapshot: organizationState(
      { ready: 'moveFailed' },
      {
        move: { id: 2, parentId: 8, previousParentId: 1 },
        error: fieldFailure({ parent_id: ['An employee cannot report to someone in their own team.'] }),
      },
    ),
  },
});

export const MoveRefused: Story = {
  render: refused,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Daniel Okafor could not be moved under Aiko Tanaka.');
    await expect(alert).toHaveTextContent('Manager: An employee cannot report to someone in their own team.');
    // Back in the saved place: still a direct report of the chief executive.
    await expect(row(canvas, 'Daniel Okafor')).toHaveAttribute('aria-level', '2');
  },
};

export const RefusalDismissed: Story = {
  render: refused,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await canvas.findByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const MoveRefusedByServer: Story = {
  render: show({ flows: { machine: fakeOrganization({ refuse: detailFailure(404, 'No employee matches the given query.') }) } }),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await dragOnto(row(canvas, 'Liam Chen'), row(canvas, 'Sofia Rossi'));
    await userEvent.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Move' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Liam Chen could not be moved under Sofia Rossi.');
    await expect(alert).toHaveTextContent('No employee matches the given query.');
    // The tree is back as it was saved.
    await waitFor(() => expect(row(canvas, 'Liam Chen')).toHaveAttribute('aria-level', '2'));
  },
};

export const ChangeManagerDialog: Story = {
  render: show({ initialSelection: '8' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change manager…' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search for the new manager' }), 'a');
    // Aiko's own team is not offered; she herself is not either.
    await expect(dialog.queryByRole('button', { name: /Aiko Tanaka/ })).toBeNull();
    // The dialog fades in: visible once its opening animation has run.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'No manager: top of the organization' })).toBeVisible());
  },
};
