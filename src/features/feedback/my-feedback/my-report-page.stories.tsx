import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { detailFailure } from '../../../../machines/failure';
import { offline, reportState } from '../report/report-fakes.fixtures';
import { asRateeSees, emptyReport, partialReport, releasedReport, withheldReport } from '../report/report.fixtures';
import { acrossSurveysReport } from '../report/protection.fixtures';
import { employeeUser, session } from '../../../testing/app-fakes.fixtures';
import { myReportRoute, MyReportWith } from './story-render';

/**
 * The ratee's own report (as GET /feedback/my-reports/{survey}/ answers it: no response count, no hidden counts):
 * loading, failed, not released, the report with its PDF, withheld answers, figures withheld across surveys, hidden groups
 * without self, download failure.
 */
const released = '2025-11-14T09:30:00Z';
const mine = asRateeSees(releasedReport);

const meta = {
  title: 'My feedback/My report page',
  parameters: { ...myReportRoute(), session: session('authenticated', { user: employeeUser }) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <MyReportWith loading />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the report…')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My feedback' })).toHaveAttribute('href', '/portrayal/user/my-feedback');
  },
};

/** The same report in German: the words come from locales/de/feedback.json, dates and names as they are. */
export const RateeViewInGerman: Story = {
  parameters: { language: 'de' },
  render: () => <MyReportWith report={mine} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Leadership 360 · Q4' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'So lesen Sie diesen Bericht' })).toBeVisible();
    await expect(canvas.getByText(/alle, die über Sie geantwortet haben/)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Entwicklungsplan' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => <MyReportWith loadError={offline} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The report could not be loaded.')).toBeVisible();
  },
};

export const NotReleased: Story = {
  render: () => <MyReportWith loadError={detailFailure(404, 'Not found.')} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Report not available' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to my feedback' })).toHaveAttribute('href', '/portrayal/user/my-feedback');
  },
};

export const RateeView: Story = {
  render: () => <MyReportWith report={mine} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Leadership 360 · Q4' })).toBeVisible();
    await expect(canvas.getByText('Your feedback report from the survey closed 24 Oct 2025, released 14 Nov 2025.')).toBeVisible();
    await expect(canvas.getByText(/everyone who answered about you/)).toBeVisible();
    await expect(canvas.queryByText('Responses')).toBeNull();
    // Only the PDF, and nothing to release.
    await expect(canvas.getByRole('button', { name: 'PDF' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Excel' })).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(await canvas.findByRole('heading', { name: 'Development plan' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Add action/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'PDF' }));
    await expect(await canvas.findByRole('button', { name: 'PDF' })).toBeEnabled();
  },
};

/** Told that some answers are withheld, never how many. */
export const WithheldAnswers: Story = {
  render: () => <MyReportWith report={asRateeSees({ ...withheldReport, released_at: released })} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Some answers are not shown because a group had fewer than 3 raters.')).toBeVisible();
    await expect(canvas.queryByText(/Not shown:/)).toBeNull();
    await expect(canvas.queryByText(/\d direct report/)).toBeNull();
  },
};

/** Figures withheld to protect raters across surveys: which, never why (no earlier survey named). */
export const WithheldAcrossSurveys: Story = {
  render: () => <MyReportWith report={asRateeSees(acrossSurveysReport)} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Some figures are withheld to protect raters across surveys: Peers and All raters but self.')).toBeVisible();
    await expect(canvas.queryByText(/would combine/)).toBeNull();
    await expect(canvas.getByText('To protect raters across surveys · all raters but self')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Development plan' })).toBeVisible();
  },
};

export const HiddenGroupsNoSelf: Story = {
  render: () => <MyReportWith report={asRateeSees({ ...partialReport, released_at: released })} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No self-assessment submitted')).toBeVisible();
    await expect(canvas.getByText('Some answers are not shown because a group had fewer than 3 raters.')).toBeVisible();
    await expect(canvas.queryByText(/2 direct reports/)).toBeNull();
  },
};

export const NoAnswers: Story = {
  render: () => <MyReportWith report={asRateeSees(emptyReport)} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No answers to report yet' })).toBeVisible();
  },
};

export const DownloadFailed: Story = {
  render: () => (
    <MyReportWith
      report={mine}
      downloadError={offline}
      snapshot={reportState(
        { ready: { release: 'idle', download: 'failed' } },
        { key: { surveyId: 3, rateeId: null }, report: mine, format: 'pdf', downloadError: offline },
      )}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The PDF file could not be downloaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('The PDF file could not be downloaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText('The PDF file could not be downloaded.')).toBeNull();
  },
};
