import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnalyticsPage } from './analytics-page';
import { fakeFeedbackServer } from './analytics-fakes.fixtures';
import { RaterQualityCard } from './rater-quality-card';
import { fakeRaterQuality } from './rater-quality.fixtures';
import { AtSearch } from './story-search';

/** HR's rater-quality card of one survey: loading, loaded (with a withheld group), failed, and on the analytics page. */
const meta = {
  title: 'Feedback/Rater quality',
  parameters: { route: { path: '/portrayal/admin/feedback/analytics' }, layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <RaterQualityCard survey={7} machine={fakeRaterQuality({ loading: true })} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading rater quality…')).toBeVisible();
  },
};

/** Self lenient, peers in line with moderate agreement, the direct reports too few for any report: withheld. */
export const Loaded: Story = {
  render: () => <RaterQualityCard survey={7} machine={fakeRaterQuality()} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Rater quality' })).toBeVisible();
    await expect(canvas.getByText('Straight-lined sheets: 14 of 188')).toBeVisible();
    const table = canvas.getByRole('table');
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    await expect(row('Self')).toHaveTextContent('Lenient');
    await expect(row('Self')).toHaveTextContent('nothing to compare');
    await expect(row('Peers')).toHaveTextContent('2.93');
    await expect(row('Peers')).toHaveTextContent('Moderate agreement');
    await expect(row('Direct reports')).toHaveTextContent('Withheld');
    await expect(row('Direct reports')).not.toHaveTextContent(/\d\.\d\d/);
    await expect(canvas.getByText(/with the company’s: 2\.71 over 512 raters in 3 surveys/)).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => (
    <RaterQualityCard survey={7} machine={fakeRaterQuality({ fail: { kind: 'http', status: 500, message: 'Request failed with status code 500' } })} />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The rater quality could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Below the heatmap of the chosen survey; its failure leaves the heatmap shown. */
export const OnTheAnalyticsPage: Story = {
  render: () => {
    const { analytics, quality, themes } = fakeFeedbackServer({ fail: { quality: { kind: 'network', message: 'Network Error' } } });
    return (
      <AtSearch search="?survey=7">
        <AnalyticsPage flows={{ analytics, quality, themes }} />
      </AtSearch>
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The rater quality could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Scores by department' })).toBeVisible();
  },
};
