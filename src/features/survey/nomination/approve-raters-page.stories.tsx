import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { approvedNomination, openNomination, submittedNomination } from '../../../../machines/nomination/nomination.fixtures';
import type { Nomination } from '../../../../schemas/nomination';
import { ApproveRatersPage } from './approve-raters-page';
import { fakeApproval, fakeColleagueSearch, fakeTreeSuggestions, offline, type FakeRead } from './nomination-fakes.fixtures';
import { loadStateStories, nominationPage } from './nomination-stories.fixtures';
import { bySentence } from '../by-sentence.fixtures';

function ApproveWith({ read }: { read: FakeRead<Nomination> }) {
  const [approval] = useState(() => fakeApproval(read).machine);
  return <ApproveRatersPage flows={{ approval, search: fakeColleagueSearch, suggestions: fakeTreeSuggestions }} />;
}

/** The approver (Ana's manager, or HR): loading, failed, nothing waiting, replace and approve, too few, send back, approved. */
const meta = {
  title: 'Nomination/Approve raters',
  parameters: nominationPage('/portrayal/nomination-approvals'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const loadStates = loadStateStories({
  loading: { render: () => <ApproveWith read="loading" />, text: 'Loading the lists…' },
  failed: {
    render: () => <ApproveWith read={{ failOnceWith: offline, then: [submittedNomination] }} />,
    text: 'The lists could not be loaded.',
    thenShows: { role: 'heading', name: 'Ana Lee' },
  },
  empty: { render: () => <ApproveWith read={[]} />, heading: 'No list waiting for you' },
});
export const Loading: Story = loadStates.loading;
export const LoadFailed: Story = loadStates.failed;
export const NothingWaiting: Story = loadStates.empty;

export const ReplaceOneAndApprove: Story = {
  render: () => <ApproveWith read={[submittedNomination]} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Replace Fay Wu' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search a colleague instead of Fay Wu' }), 'gil');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Put Gil Roy instead' }));
    const list = within(canvas.getByRole('list', { name: 'Raters proposed by Ana Lee' }));
    await expect(list.getByText('Gil Roy')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve 4 raters' }));
    await expect(await canvas.findByText(/Approved on 28 Nov 2026/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Approve/ })).toBeNull();
  },
};

export const TooFewChecked: Story = {
  render: () => <ApproveWith read={[submittedNomination]} />,
  play: async ({ canvas, userEvent }) => {
    const boxes = await canvas.findAllByRole('checkbox');
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    await expect(canvas.getByText('Choose at least 3 peers (2 chosen).')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve 2 raters' })).toBeDisabled();
  },
};

export const FewerWithAReason: Story = {
  render: () => <ApproveWith read={[submittedNomination]} />,
  play: async ({ canvas, userEvent }) => {
    const boxes = await canvas.findAllByRole('checkbox');
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    const approve = canvas.getByRole('button', { name: 'Approve 2 raters' });
    await expect(approve).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason for approving fewer raters than asked' }), 'Cy and Di are on leave.');
    await expect(approve).toBeEnabled();
    await userEvent.click(approve);
    await expect(await canvas.findByText(bySentence(/Fewer than asked, because: “Cy and Di are on leave\.”/))).toBeVisible();
  },
};

export const SendBackWithANote: Story = {
  render: () => <ApproveWith read={[submittedNomination]} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send back…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send the list back to Ana Lee' }));
    await expect(dialog.getByRole('button', { name: 'Send back' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note to Ana Lee' }), 'Please add someone from sales.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send back' }));
    await expect(await canvas.findByText(bySentence(/with your note: “Please add someone from sales.”/))).toBeVisible();
  },
};

export const AlreadyApproved: Story = {
  render: () => <ApproveWith read={[approvedNomination]} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Approved')).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

const { suggestions: _, ...notSentYet } = openNomination;

export const HrStepsInOnAListNotSent: Story = {
  render: () => <ApproveWith read={[notSentYet]} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/has not sent a list yet; as HR you may set it for them/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send back…' })).toBeNull();
    for (const name of ['cy', 'di', 'eve']) {
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Search a colleague to add for Ana Lee' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Search a colleague to add for Ana Lee' }), name);
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      // The tree's suggestions offer the same people: add them from what the search found.
      const found = within(await canvas.findByRole('list', { name: 'Colleagues found' }));
      await userEvent.click(await found.findByRole('button', { name: /as peer$/ }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Approve 3 raters' }));
    await expect(await canvas.findByText(/Approved on 28 Nov 2026/)).toBeVisible();
  },
};
