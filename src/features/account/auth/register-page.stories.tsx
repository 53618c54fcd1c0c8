import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { registrationChoicesMachine, registrationMachine, type RegistrationChoices } from '../../../../machines/flows';
import { fieldFailure } from '../../../../machines/failure';
import { fakeFlow, flowState } from '../../../testing/app-fakes.fixtures';
import { RegisterPage } from './register-page';

const list = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
const choices: RegistrationChoices = {
  company_type: list('Private limited', 'Public limited', 'Partnership', 'Non-profit'),
  industry: list('Software', 'Manufacturing', 'Healthcare', 'Retail', 'Financial services'),
  market_share: list('Leader', 'Challenger', 'Niche'),
  annual_revenue: list('Under $1M', '$1M–$10M', '$10M–$100M', 'Over $100M'),
  total_head_count: list('1–50', '51–250', '251–1,000', 'Over 1,000'),
};
const loaded = { choicesFlow: fakeFlow(registrationChoicesMachine), choicesSnapshot: flowState(registrationChoicesMachine, 'success', { output: choices }) };
const draft = { company_name: 'Northwind Traders', first_name: 'Priya', last_name: 'Raman', email: 'priya@gmail.com', password: 'password' };

const meta = {
  title: 'Auth/Register',
  component: RegisterPage,
  parameters: { route: { path: '/authentication/register' } },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Machines and snapshots are not serialisable args: each story renders the page with its own.
const defaults = { ...loaded, flow: fakeFlow(registrationMachine, async () => ({ id: 9 })) };
const show =
  (props: ComponentProps<typeof RegisterPage> = {}) =>
  () => <RegisterPage {...defaults} {...props} />;

export const Idle: Story = {
  render: show(),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/company name/i)).toBeVisible();
    await expect(canvas.getByText('Industry')).toBeVisible();
  },
};

export const BusinessEmailRule: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/business email/i), 'priya@gmail.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText(/Use your business email address/)).toBeVisible();
  },
};

export const LoadingChoices: Story = {
  render: show({ choicesFlow: fakeFlow(registrationChoicesMachine), choicesSnapshot: flowState(registrationChoicesMachine, 'requesting') }),
};

export const ChoicesFailed: Story = {
  render: show({
    choicesFlow: fakeFlow(registrationChoicesMachine),
    choicesSnapshot: flowState(registrationChoicesMachine, 'failure', { error: { kind: 'network', message: 'Network Error' } }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/did not load/)).toBeVisible();
    await expect(canvas.queryByText('Industry')).toBeNull();
  },
};

export const Busy: Story = {
  render: show({ snapshot: flowState(registrationMachine, 'requesting', { input: draft }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /create account/i })).toBeDisabled();
  },
};

export const FailedWithFieldErrors: Story = {
  render: show({
    snapshot: flowState(registrationMachine, 'failure', {
      input: { ...draft, email: 'priya@northwind.example' },
      error: fieldFailure({ email: ['A user with that email already exists.'], password: ['This password is too common.'] }),
    }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A user with that email already exists.')).toBeVisible();
  },
};

export const FailedWithNonFieldError: Story = {
  render: show({
    snapshot: flowState(registrationMachine, 'failure', {
      input: { ...draft, email: 'priya@northwind.example' },
      error: fieldFailure({ non_field_errors: ['Registration is closed for maintenance. Try again in an hour.'] }),
    }),
  }),
};

export const Registered: Story = {
  render: show({ snapshot: flowState(registrationMachine, 'idle') }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/company name/i), 'Northwind Traders');
    await userEvent.type(canvas.getByLabelText(/first name/i), 'Priya');
    await userEvent.type(canvas.getByLabelText(/last name/i), 'Raman');
    await userEvent.type(canvas.getByLabelText(/business email/i), 'priya@northwind.example');
    await userEvent.type(canvas.getByLabelText(/^password/i), 'blue harbour lantern');
    await userEvent.type(canvas.getByLabelText(/contact number/i), '+44 20 7946 0000');
    await expect(canvas.getByLabelText(/contact number/i)).toHaveValue('442079460000');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('/verify-email');
  },
};
