import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExternalLinkPage } from './external-link-page';
import { allSubmitted, fakeLink, linkClosed, linkInvalid, offline, partnerReview, TOKEN, type FakeLink } from './external.fixtures';

/** An outside rater opening their personal link: loading, the list, everything submitted, a replaced link, a closed survey, offline. */
const meta = {
  title: 'Answer/Outside rater link',
  parameters: { route: { path: '/rate/:token', url: `/rate/${TOKEN}` }, layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Page = ({ read }: { read: FakeLink }) => <ExternalLinkPage flows={{ machine: fakeLink(read) }} />;

export const Loading: Story = {
  render: () => <Page read="loading" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Opening your link…');
  },
};

export const List: Story = {
  render: () => <Page read={partnerReview} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Continue: Ben Li' })).toHaveAttribute('href', `/rate/${TOKEN}/311`);
    await expect(canvas.getByRole('link', { name: 'Start: Sofia Alvarez' })).toHaveAttribute('href', `/rate/${TOKEN}/312`);
    await expect(canvas.getByRole('link', { name: 'View answers: Kenji Sato' })).toHaveAttribute('href', `/rate/${TOKEN}/313`);
    // Someone outside the company has no relationship to the people they rate.
    await expect(canvas.getByText('In progress · 5 of 12')).toBeVisible();
    await expect(canvas.queryByText(/Colleague/)).toBeNull();
    // Who asks: the company and the survey's owner.
    await expect(canvas.getByRole('region', { name: 'Who asks' })).toHaveTextContent(
      'Northwind Logistics asks for your feedback; the request comes from Hana Novak.',
    );
  },
};

export const EverythingSubmitted: Story = {
  render: () => <Page read={allSubmitted} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Thank you: everything is submitted' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^(Start|Continue)/ })).toBeNull();
  },
};

export const InvalidLink: Story = {
  render: () => <Page read={{ fail: linkInvalid }} />,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This link is no longer valid. If a newer link was sent to you, use that one.');
    await expect(alert).toHaveTextContent('ask the person who invited you');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const SurveyClosed: Story = {
  render: () => <Page read={{ fail: linkClosed }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link is no longer valid: the survey has closed.');
  },
};

export const OfflineThenRetry: Story = {
  render: () => <Page read={{ failOnceWith: offline, then: partnerReview }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your questions could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('link', { name: 'Continue: Ben Li' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...List,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
