import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { detailFailure } from '../../../machines/failure';
import { offline, reportState } from './report/report-fakes.fixtures';
import { emptyReport, fullReport, partialReport, releasedReport } from './report/report.fixtures';
import { reportRoute, ReportWith, seen } from './story-render';

/**
 * One ratee's report as the admin sees it: loading, failed, not found, full, partial, empty; releasing and downloading.
 * The states of its results (survey still open, withheld answers, benchmarks, not observed) are in report-results.stories.
 */
const meta = { title: 'Feedback/Report page', parameters: reportRoute() } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <ReportWith loading />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the report…')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/portrayal/admin/feedback?survey=3');
  },
};

export const LoadFailed: Story = {
  render: () => <ReportWith loadError={offline} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The report could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <ReportWith loadError={detailFailure(404, 'Not found.')} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Report not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to feedback' })).toHaveAttribute('href', '/portrayal/admin/feedback');
  },
};

export const NotAnAddress: Story = {
  parameters: reportRoute('x', 9),
  render: () => <ReportWith report={fullReport} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Report not found' })).toBeVisible();
  },
};

export const FullReport: Story = {
  render: () => <ReportWith report={fullReport} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aiko Tanaka' })).toBeVisible();
    // The survey's title is set apart (<bdi>) inside the line: read the line whole.
    await expect(canvas.getByText('Leadership 360 · Q4', { selector: 'bdi' }).parentElement).toHaveTextContent(
      /Engineering Manager · Engineering · Leadership 360 · Q4/,
    );
    await expect(canvas.getByRole('switch')).not.toBeChecked();
    await expect(canvas.getByText('Not released')).toBeVisible();
    for (const name of ['PDF', 'CSV', 'Excel']) await expect(canvas.getByRole('button', { name })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: 'Competencies by rater group' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Development plan' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Add action/ })).toBeVisible();
  },
};

export const HiddenGroupsNoSelf: Story = {
  render: () => <ReportWith report={partialReport} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No self-assessment submitted')).toBeVisible();
    await expect(canvas.getByText(/Some answers are not shown because a group had fewer than 3 raters. Not shown: 2 direct reports./)).toBeVisible();
  },
};

export const NoAnswersYet: Story = {
  render: () => <ReportWith report={emptyReport} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No answers to report yet' })).toBeVisible();
    await expect(canvas.getByText(/None of the 9 raters asked submitted answers before the survey closed/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Competencies by rater group' })).toBeNull();
  },
};

export const Releases: Story = {
  render: () => <ReportWith report={fullReport} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch'));
    await seen('Aiko Tanaka can now see this report under My feedback.');
    await waitFor(() => expect(canvas.getByRole('switch')).toBeChecked());
    await expect(canvas.getByText('Released to the ratee')).toBeVisible();
  },
};

export const Withdraws: Story = {
  render: () => <ReportWith report={releasedReport} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('· 14 Nov 2025')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch'));
    await seen('Aiko Tanaka no longer sees this report.');
    await waitFor(() => expect(canvas.getByRole('switch')).not.toBeChecked());
  },
};

export const ReleaseFailed: Story = {
  render: () => <ReportWith report={fullReport} releaseError={offline} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch'));
    await expect(await canvas.findByText('The report could not be released.')).toBeVisible();
    await expect(canvas.getByRole('switch')).not.toBeChecked();
  },
};

export const Downloads: Story = {
  render: () => <ReportWith report={fullReport} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excel' }));
    await seen('Excel downloaded');
  },
};

export const DownloadFailed: Story = {
  render: () => (
    <ReportWith
      report={fullReport}
      downloadError={offline}
      snapshot={reportState({ ready: { release: 'idle', download: 'failed' } }, { report: fullReport, format: 'pdf', downloadError: offline })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The PDF file could not be downloaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};
