import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { detailFailure } from '../../../machines/failure';
import { notObservedReport, tooFewBenchmarksReport, withheldReport } from './report/report.fixtures';
import { reportRoute, ReportWith } from './story-render';

/**
 * A report's results as the admin sees them: none while the survey is open (the server's 409), answers withheld
 * from groups below the threshold (with counts), too few other ratees to benchmark, competencies not observed.
 */
const meta = { title: 'Feedback/Report results', parameters: reportRoute() } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const STILL_OPEN = 'Results of “Leadership 360 · 2026” are shown once the survey has closed (it ends on 2026-12-08).';

/** The survey is still open: the server answers 409, and the page says calmly when results come. */
export const ResultsPending: Story = {
  render: () => <ReportWith loadError={detailFailure(409, STILL_OPEN)} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Results after the survey closes' })).toBeVisible();
    await expect(canvas.getByText(STILL_OPEN)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to feedback' })).toHaveAttribute('href', '/portrayal/admin/feedback');
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

export const WithheldAnswers: Story = {
  render: () => <ReportWith report={withheldReport} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Some answers are not shown because a group had fewer than 3 raters/)).toBeVisible();
    await expect(canvas.getByText(/Not shown: 1 direct report, 1 other rater/)).toBeVisible();
  },
};

export const TooFewToBenchmark: Story = {
  render: () => <ReportWith report={tooFewBenchmarksReport} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aiko Tanaka' })).toBeVisible();
    await expect(canvas.getAllByText('Too few other ratees to compare (fewer than 3)')).toHaveLength(2);
  },
};

export const NotObserved: Story = {
  render: () => <ReportWith report={notObservedReport} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aiko Tanaka' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Competency results' })).toHaveTextContent(/Not observed/);
  },
};
