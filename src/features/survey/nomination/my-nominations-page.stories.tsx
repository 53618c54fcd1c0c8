import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fromPromise } from 'xstate';
import { myNominationsMachine, type NominationTasks } from '../../../../machines/my-nominations.machine';
import { openNomination, returnedNomination, submittedNomination } from '../../../../machines/nomination/nomination.fixtures';
import { never } from '../../../testing/app-fakes.fixtures';
import { MyNominationsPage } from './my-nominations-page';
import { offline } from './nomination-fakes.fixtures';
import { loadStateStories, nominationPage } from './nomination-stories.fixtures';

/** The tasks answer `tasks`, never answer, or fail once and then answer. */
function TasksWith({ tasks }: { tasks: NominationTasks | 'loading' | 'failOnce' }) {
  const [machine] = useState(() => {
    let failed = false;
    return myNominationsMachine.provide({
      actors: {
        fetchTasks: fromPromise(async (): Promise<NominationTasks> => {
          if (tasks === 'loading') return never<NominationTasks>();
          if (tasks !== 'failOnce') return tasks;
          if (!failed) {
            failed = true;
            throw offline;
          }
          return { choose: [openNomination], approve: [] };
        }),
      },
    });
  });
  return <MyNominationsPage flows={{ machine }} />;
}

/** The menu's "My nominations": loading, failed, nothing waiting, lists to fill and to approve. */
const meta = {
  title: 'Nomination/My nominations',
  parameters: nominationPage('/portrayal/user/my-nominations'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const loadStates = loadStateStories({
  loading: { render: () => <TasksWith tasks="loading" />, text: 'Loading your tasks…' },
  failed: {
    render: () => <TasksWith tasks="failOnce" />,
    text: 'Your nomination tasks could not be loaded.',
    thenShows: { role: 'link', name: 'Choose your raters for Leadership 360 · Q4' },
  },
  empty: { render: () => <TasksWith tasks={{ choose: [], approve: [] }} />, heading: 'No nomination waiting for you' },
});
export const Loading: Story = loadStates.loading;
export const LoadFailed: Story = loadStates.failed;
export const NothingWaiting: Story = loadStates.empty;

export const ToChooseAndToApprove: Story = {
  render: () => <TasksWith tasks={{ choose: [returnedNomination], approve: [submittedNomination] }} />,
  play: async ({ canvas }) => {
    const choose = await canvas.findByRole('link', { name: 'Choose your raters for Leadership 360 · Q4' });
    await expect(choose).toHaveAttribute('href', '/portrayal/nominations');
    await expect(choose).toHaveTextContent('Sent back · send your list by');
    await expect(canvas.getByRole('link', { name: "Approve Ana Lee's raters for Leadership 360 · Q4" })).toHaveAttribute(
      'href',
      '/portrayal/nomination-approvals?survey=12&ratee=1',
    );
  },
};
