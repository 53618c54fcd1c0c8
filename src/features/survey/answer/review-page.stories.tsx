import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allAnswered, demoSheet } from '../../../../machines/answer/demo-sheet.fixtures';
import { reviewRoute, served, showReview } from './answer-fakes.fixtures';
import { ReviewPage } from './review-page';
import { bySentence } from '../by-sentence.fixtures';

const meta = { title: 'Answer/Submitted review', component: ReviewPage, parameters: reviewRoute } satisfies Meta<typeof ReviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const submitted = demoSheet({
  answers: allAnswered().map((a) => (a.statement === 102 ? { ...a, value: null } : a)),
  comments: [{ competency: 1, text: 'Writes the clearest release notes.' }],
  assignment: { ...demoSheet().assignment, status: 'submitted', submitted_at: '2026-01-12T15:30:00Z' },
});

export const ReadOnly: Story = {
  render: showReview(served({ sheet: submitted })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Communication' })).toBeVisible();
    await expect(canvas.getByText(bySentence('Comment: Writes the clearest release notes.'))).toBeVisible();
    await expect(canvas.getAllByText('0 – Never').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Not observed')).toBeVisible();
    // What the server holds is shown as such: no level was picked, so none is given.
    await expect(canvas.getAllByText('Level not given').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Submitted surveys' })).toHaveAttribute('href', '/portrayal/user/submited-survey-list');
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};

export const Loading: Story = {
  render: showReview(served({ failures: { load: ['never'] } })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the survey…');
  },
};

export const NotSubmittedYet: Story = {
  render: showReview(served()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This survey is not submitted yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue answering' })).toHaveAttribute('href', '/portrayal/user/survey-list/31');
  },
};
