import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportView } from './report-view';
import { asRateeSees, emptyReport, fullReport, notObservedReport, partialReport, tooFewBenchmarksReport, withheldReport } from './report.fixtures';

/**
 * The report itself, shared by the admin's and the ratee's pages: full, partial (hidden groups, no self), empty,
 * withheld answers as HR and as the ratee see them, too few ratees to benchmark, not observed competencies.
 */
const meta = { title: 'Report/Report view', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (heading: HTMLElement) => within(heading.closest('section') as HTMLElement);

export const Full: Story = {
  render: () => <ReportView report={fullReport} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('73.8% · all raters but self')).toBeVisible();
    await expect(canvas.getByText('Shown in this report: Self (1), Manager (1), Peers (4), Direct reports (3).')).toBeVisible();
    await expect(canvas.queryByText(/Some answers are not shown/)).toBeNull();
    await expect(canvas.getByText('Responses')).toBeVisible();
    // Benchmarks: the server's figure and percent, over the other ratees.
    await expect(canvas.getByText('73.5% · This survey · 47 other ratees')).toBeVisible();
    await expect(canvas.getByText('75.5% · Engineering Manager · 5 other ratees')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Radar chart of 9 competencies/ })).toBeVisible();
    await userEvent.click(canvas.getByText('Show the figures as a table'));
    await expect(canvas.getByRole('table', { name: 'Competency scores by rater group' })).toBeVisible();
    const blind = section(canvas.getByRole('heading', { name: 'Blind spots' }));
    await expect(blind.getByText('Coaching others')).toBeVisible();
    await expect(blind.getByText('Self 3.40 · others 2.19 · gap +1.21')).toBeVisible();
    await expect(section(canvas.getByRole('heading', { name: 'Hidden strengths' })).getByText('Technical depth')).toBeVisible();
    const top = section(canvas.getByRole('heading', { name: 'Top strengths' })).getAllByRole('listitem');
    await expect(top).toHaveLength(3);
    await expect(top[0]).toHaveTextContent('Integrity');
    await expect(top[0]).toHaveTextContent('3.63 · 90.8%');
    const comments = section(canvas.getByRole('heading', { name: 'Comments' }));
    await expect(comments.getAllByText('Anonymous')).toHaveLength(4);
    await expect(comments.getByText('Manager')).toBeVisible();
    await expect(comments.getByText('Self')).toBeVisible();
  },
};

export const HiddenGroupsNoSelf: Story = {
  render: () => <ReportView report={partialReport} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No self-assessment submitted')).toBeVisible();
    await expect(canvas.getByText('No self-assessment was submitted, so self and others cannot be compared.')).toBeVisible();
    await expect(canvas.getByText('Some answers are not shown because a group had fewer than 3 raters. Not shown: 2 direct reports.')).toBeVisible();
    await expect(canvas.getAllByText('No self-assessment was submitted: there is nothing to compare.')).toHaveLength(2);
    await expect(canvas.queryByText('Self', { selector: '.rt-Badge' })).toBeNull();
  },
};

export const NoAnswersYet: Story = {
  render: () => <ReportView report={emptyReport} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No answers to report yet' })).toBeVisible();
    await expect(canvas.getByText('0')).toBeVisible();
    await expect(canvas.getByText('No answers from others yet')).toBeVisible();
    await expect(canvas.getByText('None of the 9 raters asked submitted answers before the survey closed.')).toBeVisible();
  },
};

export const WithheldAsHrSees: Story = {
  render: () => <ReportView report={withheldReport} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Some answers are not shown because a group had fewer than 3 raters. Not shown: 1 direct report, 1 other rater.'),
    ).toBeVisible();
    await expect(canvas.getByText('Responses')).toBeVisible();
  },
};

/** The ratee learns that answers were withheld, never how many: no counts, no response figure. */
export const WithheldAsRateeSees: Story = {
  render: () => <ReportView report={asRateeSees(withheldReport)} viewer="ratee" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Some answers are not shown because a group had fewer than 3 raters.')).toBeVisible();
    await expect(canvas.queryByText(/Not shown:/)).toBeNull();
    await expect(canvas.queryByText(/\d direct report/)).toBeNull();
    await expect(canvas.queryByText('Responses')).toBeNull();
  },
};

export const TooFewToBenchmark: Story = {
  render: () => <ReportView report={tooFewBenchmarksReport} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Too few other ratees to compare (fewer than 3)')).toHaveLength(2);
    await expect(canvas.getByText(/“Too few” means fewer than 3 other ratees to compare with/)).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Competency results' });
    await expect(within(table).getAllByText('Too few')).toHaveLength(18);
  },
};

export const NotObserved: Story = {
  render: () => <ReportView report={notObservedReport} />,
  play: async ({ canvas, userEvent }) => {
    const results = within(canvas.getByRole('table', { name: 'Competency results' }));
    // Self did not observe Delivery planning: no self score, no gap.
    await expect(results.getByRole('rowheader', { name: /Delivery planning/ }).closest('tr')).toHaveTextContent(/Not observed/);
    await userEvent.click(canvas.getByText('Show the figures as a table'));
    const byGroup = within(canvas.getByRole('table', { name: 'Competency scores by rater group' }));
    await expect(byGroup.getByRole('rowheader', { name: 'Customer focus' }).closest('tr')).toHaveTextContent('Not observed');
    await expect(byGroup.getByRole('rowheader', { name: 'Technical depth' }).closest('tr')).toHaveTextContent('Not observed');
    await expect(byGroup.getAllByText('Not observed')).toHaveLength(3);
  },
};

export const AsTheRateeReadsIt: Story = {
  render: () => <ReportView report={asRateeSees(fullReport)} viewer="ratee" />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Responses')).toBeNull();
    await expect(canvas.getByText(/everyone who answered about you, except your own self-assessment/)).toBeVisible();
    await expect(canvas.getByText('Others rate you at least 1 point higher than the self-rating does.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  render: () => <ReportView report={fullReport} />,
};
