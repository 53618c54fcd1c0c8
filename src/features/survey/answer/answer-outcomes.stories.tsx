import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { allAnswered, demoSheet } from '../../../../machines/answer/demo-sheet.fixtures';
import { answersOf } from '../../../../machines/answer/answer-state';
import { AnswerPage } from './answer-page';
import { answerRoute, at, review, served, showAnswer } from './answer-fakes.fixtures';
import { bySentence } from '../by-sentence.fixtures';

const meta = { title: 'Answer/Review and submit', component: AnswerPage, parameters: answerRoute } satisfies Meta<typeof AnswerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const done = demoSheet({ answers: allAnswered(), comments: [{ competency: 2, text: 'Always the first to help.' }] });
const missingThree = demoSheet({ answers: allAnswered().filter((a) => ![201, 401, 402].includes(a.statement)) });
const serverError = { kind: 'http' as const, status: 500, message: 'Request failed with status code 500' };
const submittedSheet = demoSheet({
  answers: allAnswered(),
  levels: [{ competency: 1, level: 'advance' }],
  assignment: { ...done.assignment, status: 'submitted', submitted_at: '2026-01-12T15:30:00Z' },
});

export const ReviewWithMissing: Story = {
  render: showAnswer(at(review(), {}, missingThree)),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 statements are not answered yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit answers' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Answer every statement before submitting: 3 statements are not answered yet.');
    const first = canvas.getByRole('button', { name: 'Teamwork: “Offers help before being asked.”' });
    await waitFor(() => expect(first).toHaveFocus());
    // The link opens the step with focus on that statement.
    await userEvent.click(first);
    await expect(await canvas.findByRole('heading', { name: 'Teamwork' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('radio', { name: '0 Never' })[0]).toHaveFocus());
  },
};

export const ReviewComplete: Story = {
  render: showAnswer(at(review('saved'), {}, done)),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Every statement is answered. Once submitted, your answers can no longer change.')).toBeVisible();
    await expect(canvas.getByText(bySentence('Comment: Always the first to help.'))).toBeVisible();
    // No level picked: each competency says so, and none counts as basic.
    await expect(canvas.getAllByText('Level not given')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit answers' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you' })).toHaveFocus();
    // The next sheet is offered straight away.
    await expect(await canvas.findByRole('link', { name: 'Rate Priya Shah' })).toHaveAttribute('href', '/portrayal/user/survey-list/32');
  },
};

/** Two statements not observed, Teamwork's level chosen, the other two never picked (not given): a note, no block. */
const mixed = demoSheet({
  answers: allAnswered().map((a) => ([102, 401].includes(a.statement) ? { ...a, value: null } : a)),
  levels: [{ competency: 2, level: 'expert' }],
});

export const ReviewNotObservedAndUntouchedLevels: Story = {
  render: showAnswer(at(review('saved'), {}, mixed)),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Every statement is answered. Once submitted, your answers can no longer change.')).toBeVisible();
    await expect(canvas.getAllByText('Not observed')).toHaveLength(2);
    await expect(canvas.getByText(/Level not given for:/)).toHaveTextContent('Level not given for: Communication, Ownership.');
    await expect(canvas.getAllByText('Level not given')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'Who sees your answers' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit answers' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you' })).toBeVisible();
  },
};

export const ReviewGoesToAnUntouchedLevel: Story = {
  render: showAnswer(at(review('saved'), {}, mixed)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose the observed level for Ownership' }));
    await expect(await canvas.findByRole('heading', { name: 'Ownership' })).toBeVisible();
    const basic = canvas.getByRole('radio', { name: 'Basic' });
    await waitFor(() => expect(basic).toHaveFocus());
    await expect(canvas.getByText('Basic is pre-selected: pick the level you observed, or it is submitted as not given.')).toBeVisible();
    // Choosing basic itself counts as a choice.
    await userEvent.click(basic);
    await expect(canvas.queryByText('Basic is pre-selected: pick the level you observed, or it is submitted as not given.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Review answers' }));
    await expect(await canvas.findByText(/Level not given for:/)).toHaveTextContent('Level not given for: Communication.');
  },
};

export const Submitting: Story = {
  render: showAnswer(at('submitting', {}, done)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Submit answers' })).toBeDisabled();
  },
};

export const SubmitFailed: Story = {
  render: showAnswer(at('submitFailed', { submitError: serverError }, done)),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your answers were not submitted; every answer is kept.')).toBeVisible();
    await expect(canvas.getByText(/Something went wrong on our side/)).toBeVisible();
    await expect(canvas.getAllByText('4 – Always').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you' })).toBeVisible();
  },
};

export const SubmitFailedOffline: Story = {
  render: showAnswer(at('submitFailed', { submitError: { kind: 'network', message: 'Network Error' }, online: false }, done)),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('You are offline: they are sent as soon as you are back online.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  },
};

export const Submitted: Story = {
  render: showAnswer(at('submitted', {}, { ...done, assignment: { ...done.assignment, status: 'submitted' } })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(bySentence('Your answers about Tom Becker are submitted.'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your submitted surveys' })).toHaveAttribute('href', '/portrayal/user/submited-survey-list');
  },
};

export const ReadOnlyReview: Story = {
  render: showAnswer(at('readOnly', { answers: answersOf(submittedSheet) }, submittedSheet)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(bySentence('About Tom Becker, answered as a peer · submitted on 12 Jan 2026'))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ownership' })).toBeVisible();
    await expect(canvas.getByText('Advanced')).toBeVisible();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /Submit|Change answers/ })).toBeNull();
  },
};

export const OpenedAfterSubmitting: Story = {
  render: showAnswer(served({ sheet: submittedSheet })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Communication' })).toBeVisible();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};
