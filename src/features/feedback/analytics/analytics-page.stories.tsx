import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { detailFailure } from '../../../../machines/failure';
import { AnalyticsPage } from './analytics-page';
import { fakeFeedbackServer } from './analytics-fakes.fixtures';
import { feedbackSurveys, STILL_OPEN_DETAIL } from './analytics.fixtures';
import { AtSearch } from './story-search';

/** The group analytics in each of their looks: loading, failed, no survey, none closed yet, results pending, no answers, the heatmap. */
const meta = {
  title: 'Feedback/Analytics page',
  parameters: { route: { path: '/portrayal/admin/feedback/analytics' }, layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page over an in-memory company, started at `?search` (survey 7 unless told). */
const show =
  (server: Parameters<typeof fakeFeedbackServer>[0] = {}, search = '?survey=7') =>
  () => {
    const { analytics, quality, themes } = fakeFeedbackServer(server);
    return (
      <AtSearch search={search}>
        <AnalyticsPage flows={{ analytics, quality, themes }} />
      </AtSearch>
    );
  };

export const Heatmap: Story = {
  render: show(),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Scores by department' });
    await expect(within(table).getByRole('columnheader', { name: /Strategic thinking/ })).toBeVisible();
    const engineering = within(table)
      .getByRole('rowheader', { name: /Engineering/ })
      .closest('tr')!;
    await expect(engineering).toHaveTextContent('0.40');
    await expect(within(table).getByRole('rowheader', { name: /None/ }).closest('tr')).toHaveTextContent('No score');
    await expect(canvas.getByText('188 of 212 answers submitted')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Colour scale' })).toHaveTextContent('Below 11–22–2.52.5–33–3.53.5–4');
    await expect(canvas.getByRole('img', { name: /Ratees by overall score: 0–0.5: 0; 0.5–1: 1/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    // Reports keep the chosen survey; Alerts open on the latest closed survey with alerts (docs/trends-and-alerts.md).
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/portrayal/admin/feedback?survey=7');
    await expect(canvas.getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/portrayal/admin/feedback/alerts');
  },
};

export const GroupByDesignation: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: 'Scores by department' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Designation' }));
    const table = await canvas.findByRole('table', { name: 'Scores by designation' });
    await expect(within(table).getByRole('rowheader', { name: /Senior manager/ })).toBeVisible();
  },
};

export const PicksNewestWithAnswers: Story = {
  render: show({}, ''),
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Scores by department' });
    await expect(canvas.getByRole('combobox', { name: 'Survey' })).toHaveTextContent('Leadership 360 · Q4');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/portrayal/admin/feedback?survey=7'));
  },
};

/** Only closed surveys can be picked: the open one is not offered, and asking for it shows the newest closed one. */
export const OnlyClosedSurveys: Story = {
  render: show({}, '?survey=9'),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: 'Scores by department' });
    await expect(canvas.getByRole('combobox', { name: 'Survey' })).toHaveTextContent('Leadership 360 · Q4');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Survey' }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Leadership 360 · Q4', 'Sales team review', 'Pilot survey']);
    await userEvent.keyboard('{Escape}');
  },
};

export const NoAnswers: Story = {
  render: show({}, '?survey=2'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No scores in this survey' })).toBeVisible();
    await expect(canvas.getByText(/closed with 0 of 12 answers submitted/)).toBeVisible();
  },
};

/** Published surveys, none closed yet: nothing to analyse, and when the first results come. */
export const NoClosedSurveyYet: Story = {
  render: show({ surveys: feedbackSurveys.filter((s) => !s.results_available) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No results yet' })).toBeVisible();
    await expect(canvas.getByText(/Analytics appear once a survey closes/)).toBeVisible();
    await expect(canvas.getByText('Engineering competencies 2026', { selector: 'bdi' }).parentElement).toHaveTextContent(
      /“Engineering competencies 2026” closes on 8 Dec 2026/,
    );
    await expect(canvas.getByRole('link', { name: 'See how far the answers are' })).toHaveAttribute('href', '/portrayal/admin/feedback?survey=9');
    await expect(canvas.queryByRole('combobox', { name: 'Survey' })).toBeNull();
  },
};

/** The server says the survey's results are not there yet (extended meanwhile, say): a calm state, not an error. */
export const ResultsPending: Story = {
  render: show({ fail: { analytics: detailFailure(409, STILL_OPEN_DETAIL) } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Results after the survey closes' })).toBeVisible();
    await expect(canvas.getByText(STILL_OPEN_DETAIL)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Survey' })).toBeVisible();
  },
};

export const NoPublishedSurvey: Story = {
  render: show({ surveys: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No published survey yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to surveys' })).toHaveAttribute('href', '/portrayal/admin/survey');
  },
};

export const LoadingSurveys: Story = {
  render: show({ loading: 'surveys' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading surveys…')).toBeVisible();
  },
};

export const LoadingAnalytics: Story = {
  render: show({ loading: 'analytics' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading analytics…')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Survey' })).toBeVisible();
  },
};

export const SurveysFailed: Story = {
  render: show({ fail: { surveys: { kind: 'network', message: 'Network Error' } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The surveys could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const AnalyticsFailed: Story = {
  render: show({ fail: { analytics: { kind: 'http', status: 500, message: 'Request failed with status code 500' } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The analytics could not be loaded.')).toBeVisible();
    await expect(canvas.getByText(/Something went wrong on our side/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  render: show({ fail: { surveys: detailFailure(403, 'You do not have permission to perform this action.') } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ask your company admin for the Feedback permission.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};
