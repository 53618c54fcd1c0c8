import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Failure } from '../../../../machines/failure';
import { oneRealPeer, openNomination, returnedNomination } from '../../../../machines/nomination/nomination.fixtures';
import type { MyNomination } from '../../../../schemas/nomination';
import { ChooseRatersPage } from './choose-raters-page';
import { fakeColleagueSearch, fakeNomination, offline, pastDeadline, type FakeRead } from './nomination-fakes.fixtures';
import { loadStateStories, nominationPage } from './nomination-stories.fixtures';

function ChooseWith({ read, refuse }: { read: FakeRead<MyNomination>; refuse?: Failure }) {
  const [nomination] = useState(() => fakeNomination(read, refuse).machine);
  return <ChooseRatersPage flows={{ nomination, search: fakeColleagueSearch }} />;
}

/** The ratee choosing who rates them: loading, failed, nothing to choose, choosing and sending, sent back, refused. */
const meta = {
  title: 'Nomination/Choose your raters',
  parameters: nominationPage('/portrayal/nominations'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const loadStates = loadStateStories({
  loading: { render: () => <ChooseWith read="loading" />, text: 'Loading your surveys…' },
  failed: {
    render: () => <ChooseWith read={{ failOnceWith: offline, then: [openNomination] }} />,
    text: 'Your surveys could not be loaded.',
    thenShows: { role: 'heading', name: 'Leadership 360 · Q4' },
  },
  empty: { render: () => <ChooseWith read={[]} />, heading: 'Nothing to choose right now' },
});
export const Loading: Story = loadStates.loading;
export const LoadFailed: Story = loadStates.failed;
export const NothingToChoose: Story = loadStates.empty;

export const ChooseAndSend: Story = {
  render: () => <ChooseWith read={[openNomination]} />,
  play: async ({ canvas, userEvent }) => {
    const send = await canvas.findByRole('button', { name: 'Send for approval' });
    await expect(send).toBeDisabled();
    await expect(canvas.getByText('Choose at least 3 peers (0 chosen).')).toBeVisible();
    for (const name of ['Cy Park', 'Di Moss']) await userEvent.click(canvas.getByRole('button', { name: `Add ${name} as peer` }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Search colleagues/ }), 'hal');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Hal Oak as peer' }));
    await expect(canvas.getByText('Peers: 3 chosen · 3–6')).toBeVisible();
    await userEvent.click(send);
    await expect(await canvas.findByText('Waiting for approval')).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Your raters for Leadership 360 · Q4' }));
    await expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Cy Park · Peer', 'Di Moss · Peer', 'Hal Oak · Peer']);
    await expect(canvas.queryByRole('button', { name: 'Send for approval' })).toBeNull();
  },
};

export const SentBack: Story = {
  render: () => <ChooseWith read={[returnedNomination]} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Please add Gil, who worked with you on the launch all year/)).toBeVisible();
    await expect(canvas.getByText('Sent back')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send for approval' })).toBeEnabled();
  },
};

export const RefusedAfterTheDeadline: Story = {
  render: () => <ChooseWith read={[returnedNomination]} refuse={pastDeadline} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send for approval' }));
    await expect(await canvas.findByText(/The nomination deadline \(2026-12-04\) has passed/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText(/has passed/)).toBeNull();
  },
};

export const TreeMeetsTheMinimum: Story = {
  render: () => <ChooseWith read={[oneRealPeer]} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Your tree has 1 peer and 4 direct reports\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Cy Park as peer' }));
    for (const name of ['Ivy Fox', 'Gil Roy']) await userEvent.click(canvas.getByRole('button', { name: `Add ${name} as direct report` }));
    await expect(canvas.getByText('Peers: 1 chosen · at least 1 (all the tree has)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send for approval' })).toBeEnabled();
  },
};
