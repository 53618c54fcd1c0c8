import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contactUsMachine, demoRequestMachine } from '../../../machines/flows';
import { detailFailure, fieldFailure } from '../../../machines/failure';
import { ENQUIRY_RECEIVED } from '../../../schemas/contact';
import { fakeFlow, flowState } from '../../testing/app-fakes.fixtures';
import { ContactUsForm, DemoRequestForm } from './enquiry-forms';

const meta = { title: 'Public site/Enquiry forms', component: DemoRequestForm } satisfies Meta<typeof DemoRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const request = { name: 'Priya Raman', email: 'priya.raman@northwind.example', company: 'Northwind Traders' };
const message = { name: 'Priya Raman', email: 'priya@northwind.example', message: 'Do you offer a discount for charities?' };

const demo =
  (props: ComponentProps<typeof DemoRequestForm> = {}) =>
  () => <DemoRequestForm flow={fakeFlow(demoRequestMachine, async () => ({ detail: ENQUIRY_RECEIVED.demo }))} {...props} />;
const contact =
  (props: ComponentProps<typeof ContactUsForm> = {}) =>
  () => <ContactUsForm flow={fakeFlow(contactUsMachine, async () => ({ detail: ENQUIRY_RECEIVED.contact }))} {...props} />;

export const DemoIdle: Story = { render: demo() };

export const DemoSends: Story = {
  render: demo(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /your name/i }), request.name);
    await userEvent.type(canvas.getByRole('textbox', { name: /business email/i }), 'priya@gmail.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /company/i }), request.company);
    await userEvent.type(canvas.getByRole('textbox', { name: /phone/i }), '+44 20-7946');
    await expect(canvas.getByRole('textbox', { name: /phone/i })).toHaveValue('44207946');
    await userEvent.click(canvas.getByRole('button', { name: 'Request a demo' }));
    await expect((await canvas.findAllByText(/free-mail addresses/))[0]).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /business email/i }));
    await userEvent.type(canvas.getByRole('textbox', { name: /business email/i }), request.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Request a demo' }));
    await expect(await canvas.findByText(ENQUIRY_RECEIVED.demo)).toBeVisible();
  },
};

export const DemoBusy: Story = {
  render: demo({ flow: fakeFlow(demoRequestMachine), snapshot: flowState(demoRequestMachine, 'requesting', { input: request }) }),
};

export const DemoFailedWithFieldErrors: Story = {
  render: demo({
    snapshot: flowState(demoRequestMachine, 'failure', {
      input: request,
      error: fieldFailure({ company: ['Ensure this field has no more than 150 characters.'] }),
    }),
  }),
};

export const DemoRateLimited: Story = {
  render: demo({
    snapshot: flowState(demoRequestMachine, 'failure', { input: request, error: detailFailure(429, 'Too many attempts. Try again in 52 minutes.') }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many attempts');
  },
};

export const DemoNetworkError: Story = {
  render: demo({ snapshot: flowState(demoRequestMachine, 'failure', { input: request, error: { kind: 'network', message: 'Network Error' } }) }),
};

export const DemoSent: Story = {
  render: demo({ snapshot: flowState(demoRequestMachine, 'success', { input: request, output: { detail: ENQUIRY_RECEIVED.demo } }) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request another demo' }));
    await expect(canvas.getByRole('textbox', { name: /company/i })).toBeVisible();
  },
};

export const ContactIdle: Story = { render: contact() };

export const ContactWithSubject: Story = {
  render: contact({ subject: 'Masterclass certification' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /subject/i })).toHaveValue('Masterclass certification');
  },
};

export const ContactSends: Story = {
  render: contact(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send the message' }));
    await expect((await canvas.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(3);
    await userEvent.type(canvas.getByRole('textbox', { name: /your name/i }), message.name);
    await userEvent.type(canvas.getByRole('textbox', { name: /^email/i }), message.email);
    await userEvent.type(canvas.getByRole('textbox', { name: /message/i }), message.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the message' }));
    await expect(await canvas.findByText(ENQUIRY_RECEIVED.contact)).toBeVisible();
  },
};

export const ContactBusy: Story = {
  render: contact({ flow: fakeFlow(contactUsMachine), snapshot: flowState(contactUsMachine, 'requesting', { input: message }) }),
};

export const ContactFailedWithFieldErrors: Story = {
  render: contact({ snapshot: flowState(contactUsMachine, 'failure', { input: message, error: fieldFailure({ email: ['Enter a valid email address.'] }) }) }),
};

export const ContactNetworkError: Story = {
  render: contact({ snapshot: flowState(contactUsMachine, 'failure', { input: message, error: { kind: 'network', message: 'Network Error' } }) }),
};

export const ContactSent: Story = {
  render: contact({ snapshot: flowState(contactUsMachine, 'success', { input: message, output: { detail: ENQUIRY_RECEIVED.contact } }) }),
};
