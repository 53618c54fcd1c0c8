import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportView } from './report-view';
import { emptyReport, fullReport, partialReport } from './report-fixture';

/** The report itself, shared by the admin's and the ratee's pages: full, partial (hidden groups, no self), empty. */
const meta = { title: 'Report/Report view', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (heading: HTMLElement) => within(heading.closest('section') as HTMLElement);

export const Full: Story = {
  render: () => <ReportView report={fullReport} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('73.8% · all raters but self')).toBeVisible();
    await expect(canvas.getByText('Shown in this report: Self (1), Manager (1), Peers (4), Direct reports (3).')).toBeVisible();
    await expect(canvas.getByText(/too few to stay anonymous: 1 other rater/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Radar chart of 9 competencies/ })).toBeVisible();
    await userEvent.click(canvas.getByText('Show the figures as a table'));
    await expect(canvas.getByRole('table', { name: 'Competency scores by rater group' })).toBeVisible();
    const blind = section(canvas.getByRole('heading', { name: 'Blind spots' }));
    await expect(blind.getByText('Coaching others')).toBeVisible();
    await expect(blind.getByText('Self 3.40 · others 2.19 · gap +1.21')).toBeVisible();
    await expect(section(canvas.getByRole('heading', { name: 'Hidden strengths' })).getByText('Technical depth')).toBeVisible();
    const top = section(canvas.getByRole('heading', { name: 'Top 5 strengths' })).getAllByRole('listitem');
    await expect(top).toHaveLength(5);
    await expect(top[0]).toHaveTextContent('Integrity');
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
    await expect(canvas.getByText(/too few to stay anonymous: 2 direct reports/)).toBeVisible();
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
  },
};

export const AsTheRateeReadsIt: Story = {
  render: () => <ReportView report={fullReport} viewer="ratee" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/everyone who answered about you, except your own self-assessment/)).toBeVisible();
    await expect(canvas.getByText('Others rate you at least 1 point higher than the self-rating does.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  render: () => <ReportView report={fullReport} />,
};
