import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ConversationGuide } from '../../../schemas/coaching';
import { employeeUser, session } from '../../testing/app-fakes.fixtures';
import { consentWithdrawn, fakeGuide, type FakeRead } from './coaching-fakes.fixtures';
import { anasGuide } from './coaching.fixtures';
import { GuidePage } from './guide-page';

/** The conversation guide: per area the scores, the comment themes and the GROW questions; printable. */
const meta = {
  title: 'Coaching/Conversation guide',
  parameters: {
    route: { path: '/portrayal/coaching/engagements/:id/guide', url: '/portrayal/coaching/engagements/41/guide' },
    layout: 'padded',
    session: session('authenticated', { user: employeeUser }),
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Page({ read }: { read: FakeRead<ConversationGuide> }) {
  const [machine] = useState(() => fakeGuide(read));
  return <GuidePage flows={{ machine }} />;
}

export const Guide: Story = {
  render: () => <Page read={anasGuide} />,
  play: async ({ canvas }) => {
    const delegation = within((await canvas.findByRole('heading', { name: 'Delegation' })).closest('section')!);
    await expect(delegation.getByText('Blind spot')).toBeVisible();
    for (const step of ['Goal', 'Reality', 'Options', 'Will']) await expect(delegation.getByRole('heading', { name: step })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Page read="loading" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Preparing the guide…');
  },
};

export const ClosedToTheCoach: Story = {
  render: () => <Page read={{ fail: consentWithdrawn }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your coachee has withdrawn their consent');
  },
};
