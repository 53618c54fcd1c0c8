import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ACROSS_SURVEYS } from '../../../../schemas/feedback';
import { ReportView } from './report-view';
import { asRateeSees } from './report.fixtures';
import { acrossSurveysReport, benchmarkWithheldReport, partlyWithheldReport } from './protection.fixtures';

/**
 * Figures the disclosure auditor withheld (ACROSS_SURVEYS): HR sees which and why (the earlier surveys they would
 * combine with), the ratee only which; some figures withheld; a benchmark withheld.
 */
const meta = { title: 'Report/Withheld across surveys', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (heading: HTMLElement) => within(heading.closest('section') as HTMLElement);
const SENTENCE = 'Some figures are withheld to protect raters across surveys: Peers and All raters but self.';

export const AsHrSees: Story = {
  render: () => <ReportView report={acrossSurveysReport} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(SENTENCE)).toBeVisible();
    const why = canvas.getAllByRole('listitem')[0];
    await expect(why).toHaveTextContent(
      'Peers and All raters but self on every competency: would combine with figures already released from Leadership 360 · Q2 and this survey.',
    );
    // The headline: withheld, not missing.
    await expect(canvas.getByText('To protect raters across surveys · all raters but self')).toBeVisible();
    await expect(canvas.queryByText('No answers from others yet')).toBeNull();
    // Each table says "Withheld" where the group's figure would be, to a screen reader with the reason.
    const types = within(canvas.getByRole('table', { name: 'Type scores by rater group' }));
    await expect(types.getByRole('rowheader', { name: 'Overall' }).closest('tr')).toHaveTextContent('Withheld');
    await expect(types.getAllByText(ACROSS_SURVEYS)).toHaveLength(8);
    const results = within(canvas.getByRole('table', { name: 'Competency results' }));
    await expect(results.getByRole('rowheader', { name: /Communication/ }).closest('tr')).toHaveTextContent(/^Communication.*3\.25.*Withheld/);
    await expect(results.queryAllByText('Not observed')).toHaveLength(0);
    // The radar leaves the withheld groups out and says so; its table keeps their columns.
    await expect(canvas.getByRole('img', { name: /Radar chart of 9 competencies for Self, Manager, Direct reports;/ })).toBeVisible();
    await expect(canvas.getByText('Not drawn: Peers and All raters but self, which have figures withheld to protect raters across surveys.')).toBeVisible();
    await userEvent.click(canvas.getByText('Show the figures as a table'));
    const byGroup = within(canvas.getByRole('table', { name: 'Competency scores by rater group' }));
    await expect(byGroup.getAllByRole('cell', { name: ACROSS_SURVEYS })).toHaveLength(18);
    // Nothing from others to rank or compare; the peers' comments went with their figures.
    await expect(canvas.getAllByText('Scores from others are withheld to protect raters across surveys.')).toHaveLength(2);
    await expect(canvas.getAllByText('Scores from others are withheld to protect raters across surveys: there is nothing to compare.')).toHaveLength(2);
    const comments = section(canvas.getByRole('heading', { name: 'Comments' }));
    await expect(comments.getByText('Comments from Peers are withheld with their figures, to protect raters across surveys.')).toBeVisible();
    await expect(comments.queryByText('Anonymous')).toBeNull();
  },
};

/** The ratee (and their manager, in My team) learns which figures are withheld, never why. */
export const AsRateeSees: Story = {
  render: () => <ReportView report={asRateeSees(acrossSurveysReport)} viewer="ratee" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SENTENCE)).toBeVisible();
    await expect(canvas.queryByText(/would combine/)).toBeNull();
    await expect(canvas.queryByText(/Leadership 360 · Q2/)).toBeNull();
    await expect(canvas.getByText('To protect raters across surveys · all raters but self')).toBeVisible();
  },
};

export const PartlyWithheld: Story = {
  render: () => <ReportView report={partlyWithheldReport} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Some figures are withheld to protect raters across surveys: Peers and Direct reports.')).toBeVisible();
    const why = canvas.getAllByRole('listitem').slice(0, 2);
    await expect(why[0]).toHaveTextContent('Peers on Coaching others: would combine with figures already released from Leadership 360 · Q2.');
    await expect(why[1]).toHaveTextContent(
      'Direct reports on Coaching others and Strategic thinking: would combine with figures already released from Leadership 360 · Q2 and Leadership 360 · Q3.',
    );
    // All raters but self is not withheld: the headline keeps its figure.
    await expect(canvas.getByText('73.8% · all raters but self')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Radar chart of 9 competencies for Self, Manager, All raters but self;/ })).toBeVisible();
    const types = within(canvas.getByRole('table', { name: 'Type scores by rater group' }));
    await expect(types.getAllByRole('cell', { name: ACROSS_SURVEYS })).toHaveLength(8);
  },
};

export const BenchmarkWithheld: Story = {
  render: () => <ReportView report={benchmarkWithheldReport} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Some figures are withheld to protect raters across surveys: the company benchmark.')).toBeVisible();
    await expect(canvas.getByText('Company benchmark').closest('.rt-Card')).toHaveTextContent(`Company benchmark${ACROSS_SURVEYS}This survey`);
    await expect(canvas.getByText('75.5% · Engineering Manager · 5 other ratees')).toBeVisible();
    const results = within(canvas.getByRole('table', { name: 'Competency results' }));
    await expect(results.getAllByRole('cell', { name: ACROSS_SURVEYS })).toHaveLength(9);
    await expect(canvas.getByText(/“Withheld”: a figure withheld to protect raters across surveys/)).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: () => <ReportView report={acrossSurveysReport} />,
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  render: () => <ReportView report={acrossSurveysReport} />,
};
