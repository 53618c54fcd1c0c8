import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { offline } from './report/report-fakes.fixtures';
import { feedbackState } from './feedback-fakes.fixtures';
import { feedbackSurveys, leadershipRatees } from './feedback.fixtures';
import { body, feedbackRoute, FeedbackWith, rowOf, seen } from './story-render';

/** Releasing reports to their ratees from the feedback page: one row, all after a confirmation, and failures. */
const meta = { title: 'Feedback/Releasing reports', parameters: feedbackRoute } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: { getByRole: (role: string, o: { name: string }) => HTMLElement }, name: string) => rowOf(canvas.getByRole('link', { name }));

export const ReleaseOne: Story = {
  render: () => <FeedbackWith />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Release the report of Ben Li' }));
    await seen('Report released');
    await waitFor(() => expect(row(canvas, 'Ben Li')).toHaveTextContent('Released'));
    await expect(canvas.getByRole('button', { name: 'Withdraw the report of Ben Li' })).toBeEnabled();
    await expect(canvas.getByText('4 of 28 ratees')).toBeVisible();
  },
};

export const ReleaseAllAsksFirst: Story = {
  render: () => <FeedbackWith />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Release all reports' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Release every report of “Leadership 360 · Q4”?');
    await expect(dialog).toHaveTextContent(/Each ratee will see their own report/);
    await expect(dialog).toHaveTextContent('25 reports not released yet will be released.');
    await userEvent.click(body().getByRole('button', { name: 'Release all reports' }));
    await seen('25 ratees can now see their report under My feedback.');
    await waitFor(() => expect(canvas.getByText('28 of 28 ratees')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Release all reports' })).toBeDisabled();
  },
};

export const ReleaseFailed: Story = {
  render: () => <FeedbackWith releaseError={offline} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Release the report of Ben Li' }));
    await expect(await canvas.findByText('The report could not be released.')).toBeVisible();
    await expect(row(canvas, 'Ben Li')).toHaveTextContent('Not released');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByText('The report could not be released.')).toBeNull());
  },
};

export const ReleaseAllFailed: Story = {
  render: () => (
    <FeedbackWith
      releaseError={offline}
      snapshot={feedbackState(
        { ready: 'failed' },
        {
          surveys: feedbackSurveys,
          surveyId: 3,
          ratees: leadershipRatees,
          release: { released: true },
          releaseError: offline,
        },
      )}
    />
  ),
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(/server could not be reached/);
    await expect(body().getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};
