import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fieldFailure } from '../../../../machines/failure';
import { staleFailure } from '../../../../machines/stale-edit';
import { AlertsPage } from './alerts-page';
import { fakeFeedbackServer } from './analytics-fakes.fixtures';
import { feedbackSurveys } from './analytics.fixtures';
import { AtSearch } from './story-search';
import { fakeWordingList } from './wording-list-fakes.fixtures';

/** The alerts and the thresholds form in each of their looks (only closed surveys have any). */
const meta = {
  title: 'Feedback/Alerts page',
  parameters: { route: { path: '/portrayal/admin/feedback/alerts' }, layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const show =
  (server: Parameters<typeof fakeFeedbackServer>[0] = {}, search = '') =>
  () => {
    const { alerts, settings } = fakeFeedbackServer(server);
    return (
      <AtSearch search={search}>
        <AlertsPage flows={{ alerts, settings, wording: fakeWordingList().machine }} />
      </AtSearch>
    );
  };
const body = () => within(document.body);
const list = async (canvas: ReturnType<typeof within>, name: string) => canvas.findByRole('table', { name });

/** Opened without a survey (the menu, the tab): the latest closed survey with alerts, its entries only. */
export const LatestByDefault: Story = {
  render: show(),
  play: async ({ canvas }) => {
    const succession = await list(canvas, 'Succession candidates');
    await expect(canvas.getByRole('combobox', { name: 'Survey' })).toHaveTextContent('Leadership 360 · Q4');
    await expect(within(succession).getByRole('link', { name: 'Amara Nwosu' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Sofia Marquez' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Olivia Brown' })).toBeNull();
  },
};

/** `?survey=all`: every survey's alerts, one entry per survey and ratee. */
export const AllSurveys: Story = {
  render: show({}, '?survey=all'),
  play: async ({ canvas }) => {
    const succession = await list(canvas, 'Succession candidates');
    await expect(within(succession).getByRole('link', { name: 'Amara Nwosu' })).toHaveAttribute('href', '/portrayal/admin/feedback/7/31');
    // The server's percent (from the unrounded score), not one worked out from 3.62.
    await expect(within(succession).getByRole('link', { name: 'Amara Nwosu' }).closest('tr')).toHaveTextContent('90.4%');
    const development = await list(canvas, 'Development needs');
    await expect(within(development).getByRole('link', { name: 'Olivia Brown' }).closest('tr')).toHaveTextContent('Functional 40.5%');
    await expect(canvas.getByText('Overall and every competency type at or above 80%.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Survey' })).toHaveTextContent('All surveys');
    await expect(canvas.getByLabelText(/Succession candidate at or above/)).toHaveValue(80);
    await expect(canvas.getByText('Applies to new surveys only: each survey keeps the threshold it was given.')).toBeVisible();
  },
};

export const FilterBySurvey: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await list(canvas, 'Succession candidates');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Survey' }));
    const options = await body().findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['All surveys', 'Leadership 360 · Q4', 'Sales team review', 'Pilot survey']);
    await userEvent.click(await body().findByRole('option', { name: 'Sales team review' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Amara Nwosu' })).toBeNull());
    await expect(await canvas.findByRole('link', { name: 'Sofia Marquez' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/portrayal/admin/feedback/analytics?survey=4');
  },
};

export const NoAlerts: Story = {
  render: show({}, '?survey=2'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nobody reaches 80% overall and in every competency type yet.')).toBeVisible();
    await expect(canvas.getByText('Nobody is below 50% overall or in any competency type.')).toBeVisible();
  },
};

/** The address asks for a survey still open: its alerts come once it closes. */
export const ResultsPending: Story = {
  render: show({}, '?survey=9'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Results after the survey closes' })).toBeVisible();
    await expect(canvas.getByText(/Results of “Engineering competencies 2026” are shown once the survey has closed/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show the latest closed survey’s alerts' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Survey' })).toHaveTextContent('Engineering competencies 2026');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NoClosedSurveyYet: Story = {
  render: show({ surveys: feedbackSurveys.filter((s) => !s.results_available) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No results yet' })).toBeVisible();
    await expect(canvas.getByText(/Alerts appear once a survey closes/)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Succession candidates' })).toBeNull();
  },
};

export const Loading: Story = {
  render: show({ loading: 'alerts' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading alerts…')).toBeVisible();
  },
};

export const AlertsFailed: Story = {
  render: show({ fail: { alerts: { kind: 'timeout', message: 'timeout exceeded' } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The alerts could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const SettingsLoading: Story = {
  render: show({ loading: 'settings' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading thresholds…')).toBeVisible();
  },
};

export const SettingsLoadFailed: Story = {
  render: show({ fail: { settings: { kind: 'network', message: 'Network Error' } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The thresholds could not be loaded.')).toBeVisible();
  },
};

export const SaveThresholds: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await list(canvas, 'Succession candidates');
    const field = canvas.getByLabelText(/Succession candidate at or above/);
    await userEvent.clear(field);
    await userEvent.type(field, '75');
    await userEvent.click(canvas.getByRole('button', { name: 'Save thresholds' }));
    await waitFor(() => expect(body().getByText('Thresholds saved')).toBeVisible());
    await expect(await canvas.findByRole('link', { name: 'Hiroshi Tanaka' })).toBeVisible();
    await expect(canvas.getByText('Overall and every competency type at or above 75%.')).toBeVisible();
  },
};

export const SettingsInvalid: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByLabelText(/Development need below/);
    await userEvent.clear(field);
    await userEvent.type(field, '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Save thresholds' }));
    await expect(await canvas.findByText('Ensure this value is less than or equal to 100.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The anonymity default is 3 to 10, as every survey's threshold. */
export const AnonymityOutOfRange: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByLabelText(/Smallest anonymous group/);
    await userEvent.clear(field);
    await userEvent.type(field, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save thresholds' }));
    await expect(await canvas.findByText('Ensure this value is greater than or equal to 3.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '11');
    await userEvent.click(canvas.getByRole('button', { name: 'Save thresholds' }));
    await expect(await canvas.findByText('Ensure this value is less than or equal to 10.')).toBeVisible();
  },
};

export const SettingsRefused: Story = {
  render: show({ fail: { save: fieldFailure({ development_threshold: ['Must be below the succession threshold.'] }) } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save thresholds' }));
    await expect(await canvas.findByText('Must be below the succession threshold.')).toBeVisible();
    await expect(canvas.getByLabelText(/Development need below/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SettingsSaveFailed: Story = {
  render: show({ fail: { save: { kind: 'network', message: 'Network Error' } } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save thresholds' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Network Error: the server could not be reached.');
    // The failure stays until dismissed or fixed.
    await expect(within(alert).getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save thresholds' })).toBeEnabled();
  },
};

/** Someone else saved the thresholds since they were loaded (412): who and when, and Reload. */
export const SaveStale: Story = {
  render: show({ fail: { save: staleFailure('Hana Admin', new Date().toISOString()) } }),
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByLabelText(/Succession candidate at or above/);
    await userEvent.clear(field);
    await userEvent.type(field, '75');
    await userEvent.click(canvas.getByRole('button', { name: 'Save thresholds' }));
    await expect(await canvas.findByText(/^Hana Admin changed this at .+\. Your changes were not saved\.$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(canvas.queryByText(/changed this/)).toBeNull());
    await expect(await canvas.findByLabelText(/Succession candidate at or above/)).not.toHaveValue(75);
  },
};
