import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fromPromise } from 'xstate';
import { myNominationsMachine, type NominationTasks } from '../../../../machines/my-nominations.machine';
import { openNomination, returnedNomination, submittedNomination } from '../../../../machines/nomination/nomination.fixtures';
import { employeeUser, never, session } from '../../../testing/app-fakes.fixtures';
import { MyNominationsPage } from './my-nominations-page';
import { offline } from './nomination-fakes.fixtures';

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
  parameters: {
    route: { path: '/portrayal/user/my-nominations', url: '/portrayal/user/my-nominations' },
    layout: 'padded',
    session: session('authenticated', { user: employeeUser }),
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <TasksWith tasks="loading" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your tasks…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => <TasksWith tasks="failOnce" />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your nomination tasks could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('link', { name: 'Choose your raters for Leadership 360 · Q4' })).toBeVisible();
  },
};

export const NothingWaiting: Story = {
  render: () => <TasksWith tasks={{ choose: [], approve: [] }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No nomination waiting for you' })).toBeVisible();
  },
};

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
