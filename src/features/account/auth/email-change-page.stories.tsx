import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emailChangeMachine } from '../../../../machines/email-change.machine';
import { detailFailure, fieldFailure } from '../../../../machines/failure';
import { fakeFlow, flowState } from '../../../testing/app-fakes.fixtures';
import { EmailChangePage } from './email-change-page';

const token = 'c29tZS1lbWFpbC1jaGFuZ2UtdG9rZW4';
const changed = { detail: 'Your sign-in address is now tom.becker@northwind.example. Sign in with it; every earlier session has ended.' };

const meta = {
  title: 'Auth/New sign-in address',
  component: EmailChangePage,
  parameters: { route: { path: '/authentication/email-change/:token', url: `/authentication/email-change/${token}` } },
} satisfies Meta<typeof EmailChangePage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Machines and snapshots are not serialisable args: each story renders the page with its own.
const show =
  (props: ComponentProps<typeof EmailChangePage> = {}) =>
  () => <EmailChangePage {...props} />;

export const ChangesOnArrival: Story = {
  render: show({ flow: fakeFlow(emailChangeMachine, async () => changed) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your sign-in address is changed')).toBeVisible();
    await expect(canvas.getByText(/is now tom\.becker@northwind\.example/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

export const Changing: Story = {
  render: show({ flow: fakeFlow(emailChangeMachine), snapshot: flowState(emailChangeMachine, 'requesting', { input: token }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Confirming your new sign-in address/)).toBeVisible();
  },
};

export const Changed: Story = {
  render: show({ flow: fakeFlow(emailChangeMachine), snapshot: flowState(emailChangeMachine, 'success', { input: token, output: changed }) }),
};

export const LinkExpired: Story = {
  render: show({
    flow: fakeFlow(emailChangeMachine),
    snapshot: flowState(emailChangeMachine, 'failure', {
      input: token,
      error: fieldFailure({
        non_field_errors: ['This link is invalid or has expired, or a newer change or a new password replaced it. The sign-in address was not changed.'],
      }),
    }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This link is invalid or has expired/)).toBeVisible();
    await expect(canvas.getByText(/Your account keeps the address it had/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const AddressTakenMeanwhile: Story = {
  render: show({
    flow: fakeFlow(emailChangeMachine),
    snapshot: flowState(emailChangeMachine, 'failure', {
      input: token,
      error: detailFailure(409, 'Another account now uses this address, so it cannot become your sign-in address. Your sign-in address was not changed.'),
    }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Another account now uses this address/)).toBeVisible();
  },
};

export const NetworkErrorRetries: Story = {
  render: show({
    flow: fakeFlow(emailChangeMachine, async () => changed),
    snapshot: flowState(emailChangeMachine, 'failure', { input: token, error: { kind: 'network', message: 'Network Error' } }),
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Your sign-in address is changed')).toBeVisible();
  },
};
