import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { detailFailure, fieldFailure } from '../../../machines/failure';
import { fakeTokens, NEW_TOKEN, tokens } from './provisioning-fakes.fixtures';
import { ProvisioningPage } from './provisioning-page';

/** The admin's provisioning screen, one story per state; the token flow is a fake. */
const meta = {
  title: 'Provisioning/Provisioning page',
  parameters: { route: { path: '/portrayal/admin/provisioning' }, layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  render: () => <ProvisioningPage flows={{ tokens: fakeTokens() }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Okta production')).toBeVisible();
    await expect(canvas.getByText('Never used')).toBeVisible();
    await expect(canvas.getByText('SCIM base URL')).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => <ProvisioningPage flows={{ tokens: fakeTokens({ rows: [] }) }} />,
  play: async ({ canvas }) => await expect(await canvas.findByText('No SCIM tokens yet')).toBeVisible(),
};

export const Loading: Story = {
  render: () => <ProvisioningPage flows={{ tokens: fakeTokens({ loading: true }) }} />,
  play: async ({ canvas }) => await expect(await canvas.findByText('Loading the tokens…')).toBeVisible(),
};

export const LoadFailed: Story = {
  render: () => <ProvisioningPage flows={{ tokens: fakeTokens({ loadError: { kind: 'network', message: 'Network Error' } }) }} />,
  play: async ({ canvas }) => await expect(await canvas.findByText('The tokens could not be loaded.')).toBeVisible(),
};

export const CreateDialog: Story = {
  render: () => <ProvisioningPage flows={{ tokens: fakeTokens() }} initialDialog={{ kind: 'create' }} />,
};

export const CreatedShowsTheSecretOnce: Story = {
  render: () => <ProvisioningPage flows={{ tokens: fakeTokens() }} initialDialog={{ kind: 'create' }} />,
  play: async ({ canvas, canvasElement }) => {
    // Dialogs render in a portal, outside the story's canvas.
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(await dialog.findByLabelText(/Name/), 'Okta staging');
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    await expect(await canvas.findByText(NEW_TOKEN)).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'Okta staging' })).toBeVisible();
  },
};

export const CreateRefused: Story = {
  render: () => (
    <ProvisioningPage
      flows={{ tokens: fakeTokens({ writeError: fieldFailure({ name: ['This field may not be blank.'] }) }) }}
      initialDialog={{ kind: 'create' }}
    />
  ),
};

export const RevokeConfirm: Story = {
  render: () => <ProvisioningPage flows={{ tokens: fakeTokens() }} initialDialog={{ kind: 'revoke', token: tokens[0]! }} />,
  play: async ({ canvasElement }) => await expect(await within(canvasElement.ownerDocument.body).findByText('Revoke “Okta production”?')).toBeInTheDocument(),
};

export const RevokeFailed: Story = {
  render: () => (
    <ProvisioningPage
      flows={{ tokens: fakeTokens({ writeError: detailFailure(500, 'Something went wrong on our side. Please try again.') }) }}
      initialDialog={{ kind: 'revoke', token: tokens[0]! }}
    />
  ),
};
