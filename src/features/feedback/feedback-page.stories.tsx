import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { detailFailure } from '../../../machines/failure';
import { offline } from './report/report-fakes.fixtures';
import { ACROSS_SURVEYS } from '../../../schemas/feedback';
import { feedbackSurveys, leadershipRatees, openRatees, openSurvey, withheldOverallRatees } from './feedback.fixtures';
import { body, feedbackRoute, FeedbackWith, rowOf } from './story-render';

/**
 * The admin's feedback page: loading, failed, no survey, an open survey's progress, a closed survey's ratees, one with
 * an overall withheld across surveys, searching, another survey.
 */
const meta = { title: 'Feedback/Feedback page', parameters: feedbackRoute } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <FeedbackWith loading />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading surveys…')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LoadFailed: Story = {
  render: () => <FeedbackWith surveysError={offline} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The surveys could not be loaded.')).toBeVisible();
    await expect(canvas.getByText(/server could not be reached/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  render: () => <FeedbackWith surveysError={detailFailure(403, 'You do not have permission to perform this action.')} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ask your company admin for the Feedback permission.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const NoSurveyYet: Story = {
  render: () => <FeedbackWith surveys={[]} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No published survey yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New survey' })).toHaveAttribute('href', '/portrayal/admin/survey/new');
  },
};

export const Ratees: Story = {
  render: () => <FeedbackWith />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('28 ratees')).toBeVisible();
    // The newest survey first, whatever order the server sent.
    await expect(canvas.getByRole('combobox', { name: 'Survey' })).toHaveTextContent('Leadership 360 · Q4');
    await expect(canvas.getByText('231 of 252 submitted')).toBeVisible();
    await expect(canvas.getByText('3 of 28 ratees')).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Aiko Tanaka');
    await expect(rows[2]).toHaveTextContent('Anders Berg');
    const aiko = rowOf(canvas.getByRole('link', { name: 'Aiko Tanaka' }));
    await expect(aiko).toHaveTextContent('Engineering Manager');
    await expect(aiko).toHaveTextContent('7 of 8');
    await expect(aiko).toHaveTextContent('2.10 · 52.5%');
    await expect(aiko).toHaveTextContent(/Released\s*14 Nov 2025/);
    await expect(canvas.getByRole('link', { name: 'Aiko Tanaka' })).toHaveAttribute('href', '/portrayal/admin/feedback/3/9');
    await expect(canvas.getByRole('button', { name: 'Withdraw the report of Aiko Tanaka' })).toBeEnabled();
    // No answers yet: no score to show.
    await expect(rowOf(canvas.getByRole('link', { name: 'Farah Haddad' }))).toHaveTextContent('0 of 10——Not released');
  },
};

/** An overall withheld to protect raters across surveys reads "Withheld", not a dash (no answers). */
export const OverallWithheld: Story = {
  render: () => <FeedbackWith ratees={{ 3: withheldOverallRatees }} />,
  play: async ({ canvas }) => {
    const ben = rowOf(await canvas.findByRole('link', { name: 'Ben Li' }));
    await expect(within(ben).getByText('Withheld')).toBeVisible();
    await expect(within(ben).getByText(ACROSS_SURVEYS)).toBeInTheDocument();
    await expect(within(ben).getByTitle(ACROSS_SURVEYS)).toBeVisible();
    await expect(rowOf(canvas.getByRole('link', { name: 'Farah Haddad' }))).not.toHaveTextContent('Withheld');
  },
};

/** The survey is still open: no score anywhere, when results come, and each ratee's raters per group. */
export const OpenSurveyProgress: Story = {
  render: () => <FeedbackWith surveys={[openSurvey, ...feedbackSurveys]} ratees={{ 5: openRatees, 3: leadershipRatees }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('6 ratees')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Survey' })).toHaveTextContent('Leadership 360 · 2026');
    await expect(canvas.getByRole('heading', { name: 'Results after the survey closes on 8 Dec 2026' })).toBeVisible();
    await expect(canvas.getByText('After the survey closes on 8 Dec 2026')).toBeVisible();
    const aiko = rowOf(canvas.getByText('Aiko Tanaka'));
    await expect(aiko).toHaveTextContent('4 of 9');
    await expect(aiko).toHaveTextContent('Self 1/1 · Manager 1/1 · Peers 2/4 · Direct reports 0/3');
    // Nothing to open, release or score yet.
    await expect(canvas.queryByRole('link', { name: 'Aiko Tanaka' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Release all reports' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Release the report of/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: /Overall/ })).toBeNull();
    await expect(canvas.queryByText('Reports released')).toBeNull();
    // Sortable and searchable like the closed survey's list.
    await userEvent.click(canvas.getByRole('button', { name: /Responses/ }));
    await expect(within(canvas.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Carmen Ortiz');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search ratees' }), 'peers 1/4');
    await expect(await canvas.findByText('1 of 6 ratees')).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Farah Haddad');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search ratees' }));
    await expect(await canvas.findByText('6 ratees')).toBeVisible();
  },
};

export const Search: Story = {
  render: () => <FeedbackWith />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search ratees' }), 'sales');
    await expect(await canvas.findByText('8 of 28 ratees')).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'astronaut');
    await expect(await canvas.findByText('No ratee matches “astronaut”')).toBeVisible();
  },
};

export const RateesFailed: Story = {
  render: () => <FeedbackWith rateesError={{ kind: 'timeout', message: 'timeout exceeded' }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The ratees of this survey could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Survey' })).toBeEnabled();
  },
};

export const OtherSurveyWithoutRatees: Story = {
  render: () => <FeedbackWith />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Survey' }));
    const options = await body().findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Leadership 360 · Q4', 'Engineering competencies 2025', 'New managers · first 90 days']);
    await userEvent.click(options[1]!);
    await expect(await canvas.findByText('Nobody is rated in this survey')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/portrayal/admin/feedback?survey=2'));
  },
};
