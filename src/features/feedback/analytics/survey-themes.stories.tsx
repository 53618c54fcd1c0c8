import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { loadedThemes, pendingThemes, tooFewThemes } from '../comment-themes/comment-themes.fixtures';
import { AnalyticsPage } from './analytics-page';
import { fakeFeedbackServer } from './analytics-fakes.fixtures';
import { AtSearch } from './story-search';
import { SurveyThemesCard } from './survey-themes-card';
import { fakeSurveyThemes } from './survey-themes.fixtures';

/** The analytics tab's survey-wide comment themes: loading, pending (then computed), too few, themes, failed, and on the page. */
const meta = {
  title: 'Feedback/Survey comment themes',
  parameters: { route: { path: '/portrayal/admin/feedback/analytics' }, layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <SurveyThemesCard survey={7} machine={fakeSurveyThemes({ loading: true })} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading comment themes…')).toBeVisible();
  },
};

/** Not computed yet: Check again asks once more, and the themes show once the server has them. */
export const Pending: Story = {
  render: () => <SurveyThemesCard survey={7} machine={fakeSurveyThemes({ answers: [pendingThemes, loadedThemes] })} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Pending: the themes are computed on this server in the background/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(await canvas.findByText('too many meetings')).toBeVisible();
  },
};

export const TooFew: Story = {
  render: () => <SurveyThemesCard survey={7} machine={fakeSurveyThemes({ answers: [tooFewThemes] })} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No ratee had enough comments shown to group them into themes/)).toBeVisible();
    await expect(canvas.getByText(/Computed 14 Nov 2025/)).toBeVisible();
  },
};

/** Each theme with its count and tone; opening one shows the comments behind it. */
export const Themes: Story = {
  render: () => <SurveyThemesCard survey={7} machine={fakeSurveyThemes()} />,
  play: async ({ canvas, userEvent }) => {
    const card = (await canvas.findByRole('heading', { name: 'Comment themes' })).closest('section')!;
    await expect(card).toHaveTextContent('3 comments');
    await expect(card).toHaveTextContent('2 positive · 0 neutral · 1 negative');
    const comment = canvas.getByText('Replies to messages late, which blocks the team.');
    await expect(comment).not.toBeVisible();
    await userEvent.click(canvas.getByText('Communication', { selector: 'summary *' }));
    await expect(comment).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => (
    <SurveyThemesCard survey={7} machine={fakeSurveyThemes({ fail: { kind: 'http', status: 500, message: 'Request failed with status code 500' } })} />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The comment themes could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Below the rater-quality card of the chosen survey; its failure leaves the heatmap and the other card shown. */
export const OnTheAnalyticsPage: Story = {
  render: () => {
    const { analytics, quality, themes } = fakeFeedbackServer({ fail: { themes: { kind: 'network', message: 'Network Error' } } });
    return (
      <AtSearch search="?survey=7">
        <AnalyticsPage flows={{ analytics, quality, themes }} />
      </AtSearch>
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('The comment themes could not be loaded.')).toBeVisible());
    await expect(canvas.getByRole('table', { name: 'Scores by department' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Rater quality' })).toBeVisible();
  },
};
