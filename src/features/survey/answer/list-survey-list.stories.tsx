import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@radix-ui/themes';
import { expect, waitFor, within } from 'storybook/test';
import { waiting } from './list.fixtures';
import { offline, useFakeRead, type FakeRead } from './list-fakes.fixtures';
import { SurveyListPage } from './survey-list-page';

/** What a rater has to answer: loading, failed, empty, three surveys, the invitation's survey brought forward or missing, on a phone. */
const meta = {
  title: 'Answer/Survey list',
  parameters: { route: { path: '/portrayal/user/survey-list', url: '/portrayal/user/survey-list' }, layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// The story preview's router takes a path without a query, so `?survey=` arrives as the prop it overrides.
function Page({ read, highlight }: { read: FakeRead; highlight?: number }) {
  return <SurveyListPage flows={{ list: useFakeRead(read) }} highlightSurvey={highlight} />;
}
const cardOf = (heading: HTMLElement) => heading.closest('section') as HTMLElement;

export const Loading: Story = {
  render: () => <Page read="loading" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your surveys…');
  },
};

export const LoadFailed: Story = {
  render: () => <Page read={{ failOnceWith: offline, then: waiting }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your surveys could not be loaded.')).toBeVisible();
    await expect(canvas.getByText(/server could not be reached/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const Empty: Story = {
  render: () => <Page read={{ result: [] }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Nothing to answer right now' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Submitted surveys' })).toHaveAttribute('href', '/portrayal/user/submited-survey-list');
  },
};

export const ThreeSurveys: Story = {
  render: () => <Page read={waiting} />,
  play: async ({ canvas }) => {
    const headings = await canvas.findAllByRole('heading', { level: 2 });
    // The one due first on top, whatever order the server sent.
    await expect(headings.map((h) => h.textContent)).toEqual(['Leadership 360 · Q4', 'Engineering competencies 2026', 'New managers · first 90 days']);
    const soon = within(cardOf(headings[0]!));
    await expect(soon.getByText(/2 days left/)).toBeVisible();
    await expect(soon.getByText('Your direct report · In progress · 8 of 12')).toBeVisible();
    await expect(soon.getByRole('link', { name: 'Continue: Ben Li' })).toHaveAttribute('href', '/portrayal/user/survey-list/111');
    const mixed = within(cardOf(headings[1]!));
    await expect(mixed.getAllByRole('listitem')).toHaveLength(4);
    await expect(mixed.getByText('Yourself · Not started')).toBeVisible();
    await expect(mixed.getByText('Your manager · In progress · 6 of 15')).toBeVisible();
    await expect(mixed.getByText('Peer · All answered · ready to submit')).toBeVisible();
    await expect(mixed.getByText('Colleague · Not started')).toBeVisible();
    await expect(mixed.getByRole('progressbar', { name: 'Statements answered for Marcus Webb' })).toHaveAttribute('aria-valuetext', '6 of 15');
    await expect(mixed.getByRole('link', { name: 'Start: Kenji Sato' })).toHaveAttribute('href', '/portrayal/user/survey-list/124');
    await expect(within(cardOf(headings[2]!)).getByText(/45 days left/)).toBeVisible();
  },
};

export const ByKeyboard: Story = {
  render: () => <Page read={waiting} />,
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('heading', { level: 2 });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Continue: Ben Li' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Start: Priya Raman' })).toHaveFocus();
  },
};

export const FromInvitation: Story = {
  render: () => <Page read={waiting} highlight={12} />,
  play: async ({ canvas }) => {
    const card = cardOf(await canvas.findByRole('heading', { level: 2, name: 'Engineering competencies 2026' }));
    await expect(card).toHaveAttribute('data-highlighted');
    await expect(within(card).getByText('From your invitation')).toBeVisible();
    await waitFor(() => expect(within(card).getByRole('link', { name: 'Start: Priya Raman' })).toHaveFocus());
    await expect(canvas.getAllByText('From your invitation')).toHaveLength(1);
  },
};

export const InvitationSurveyNotWaiting: Story = {
  render: () => <Page read={waiting} highlight={9} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The survey from your invitation is not waiting for your answers/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Submitted surveys' })).toHaveAttribute('href', '/portrayal/user/submited-survey-list');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The shell's page padding on a phone, around the page.
  render: () => (
    <Box data-testid="phone" width="360px" px="4">
      <Page read={waiting} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('heading', { level: 2 });
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(360);
    // The action wraps under the ratee's name rather than squeezing it.
    const name = canvas.getByText('Marcus Webb').getBoundingClientRect();
    const action = canvas.getByRole('link', { name: 'Continue: Marcus Webb' }).getBoundingClientRect();
    await expect(action.top).toBeGreaterThanOrEqual(name.bottom);
    await expect(action.right).toBeLessThanOrEqual(phone.getBoundingClientRect().right);
  },
};
