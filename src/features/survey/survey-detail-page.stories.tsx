import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { detailFailure } from '../../../machines/failure';
import { actionsState, detailState } from './survey-fakes.fixtures';
import { byTitle, closedEarlyDetail, day, endedDetail, leadershipDetail, openedDetail, surveys } from './survey.fixtures';
import { body, detailRoute, detailWith as show, rowOf, seen } from './story-render';
import { fullDay } from '../../lib/english-format';

/** One survey's page: loading, loaded (ratees and raters), not found, failed, and its actions. */
const meta = { title: 'Survey/Survey detail page', parameters: detailRoute() } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: show({ loading: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading survey…')).toBeVisible();
  },
};

export const Loaded: Story = {
  render: show({}),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Leadership 360 · Q4' })).toBeVisible();
    await expect(canvas.getByText('Open')).toBeVisible();
    await expect(canvas.getByText(/Individual: ratees picked one by one/)).toBeVisible();
    await expect(canvas.getByText(/6 competencies · locked/)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Ratings submitted' })).toHaveAttribute('aria-valuetext', '21 of 33');
    await expect(canvas.getByText('5 ratees')).toBeVisible();
    const table = within(canvas.getByRole('table'));
    await expect(rowOf(table.getByText('Priya Raman'))).toHaveTextContent('Complete');
    await expect(rowOf(table.getByText('Aiko Tanaka'))).toHaveTextContent('5 ratings to come');
    await expect(canvas.getByRole('link', { name: /edit/i })).toHaveAttribute('href', '/portrayal/admin/survey/1/edit');
    // Open: progress only; the results come once it closes.
    await expect(canvas.getByRole('note', { name: 'Results' })).toHaveTextContent(`Results after the survey closes on ${fullDay(day(16))}`);
    await expect(canvas.queryByRole('button', { name: /extend end date/i })).toBeNull();
  },
};

/** Ended by its date, no result opened yet: the results are ready and the end date may still be extended. */
export const EndedExtendOffered: Story = {
  render: show({ detail: endedDetail }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note', { name: 'Results' })).toHaveTextContent(`Results are ready: the survey ended on ${fullDay(day(-2))}`);
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Extend end date' })).toBeEnabled();
    await expect(canvas.getByRole('progressbar', { name: 'Ratings submitted' })).toHaveAttribute('aria-valuetext', '21 of 33');
  },
};

export const ExtendDialog: Story = {
  render: show({ detail: endedDetail, flows: { actionsSnapshot: actionsState('confirming', { kind: 'extend', survey: endedDetail.survey }) } }),
  play: async () => {
    await seen('Extend “Leadership 360 · Q4”?');
    await seen(/A later end date opens it again: raters who have not submitted \(12 assignments\) can answer until then/);
    await expect(body().getByLabelText('New end date')).toHaveValue(day(7));
  },
};

export const ExtendsAndReopens: Story = {
  render: show({ detail: endedDetail }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Extend end date' }));
    const field = await body().findByLabelText('New end date');
    await userEvent.clear(field);
    await userEvent.type(field, day(-2));
    await userEvent.click(body().getByRole('button', { name: 'Extend end date' }));
    await seen('Choose a day after the current end date.');
    await userEvent.clear(field);
    await userEvent.type(field, day(10));
    await userEvent.click(body().getByRole('button', { name: 'Extend end date' }));
    await seen(`Raters can answer “Leadership 360 · Q4” until ${fullDay(day(10))}.`);
    await waitFor(() => expect(canvas.getByText('Open')).toBeVisible());
    await expect(canvas.getByRole('note', { name: 'Results' })).toHaveTextContent(`Results after the survey closes on ${fullDay(day(10))}`);
  },
};

/** A result has been opened: closed for good, no extension offered. */
export const ClosedForGood: Story = {
  render: show({ detail: openedDetail }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note', { name: 'Results' })).toHaveTextContent(
      `Results opened on ${fullDay(openedDetail.survey.results_opened_at)}: closed for good`,
    );
    await expect(canvas.queryByRole('button', { name: /extend end date/i })).toBeNull();
    await expect(canvas.getByRole('link', { name: /edit/i })).toBeVisible();
  },
};

/** Closed early with Close survey: results are ready and it stays closed. */
export const ClosedEarly: Story = {
  render: show({ detail: closedEarlyDetail }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note', { name: 'Results' })).toHaveTextContent(/Results are ready: the survey was closed on .*stays closed/);
    await expect(canvas.queryByRole('button', { name: /extend end date/i })).toBeNull();
  },
};

export const Raters: Story = {
  render: show({ initialTab: 'assignments' }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('33 assignments')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search assignments' }), 'tom becker');
    await expect(await canvas.findByText('8 of 33 assignments')).toBeVisible();
    const self = canvas
      .getAllByText('Self')
      .map(rowOf)
      .find((row) => row.textContent?.startsWith('Tom Becker'))!;
    await expect(self).toHaveTextContent('In progress');
  },
};

export const NoRatersYet: Story = {
  render: show({ detail: { survey: byTitle('Engineering'), progress: [], assignments: [] } }),
  parameters: detailRoute(4),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No raters yet')).toBeVisible();
    await expect(canvas.getByText('Draft')).toBeVisible();
    // A draft: nothing to remind or close yet.
    await expect(canvas.getByRole('button', { name: /send reminder/i })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /close survey/i })).toBeDisabled();
  },
};

export const NotFound: Story = {
  render: show({ loadError: detailFailure(404, 'Not found.') }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Survey not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to surveys' })).toHaveAttribute('href', '/portrayal/admin/survey');
  },
};

export const NotAnId: Story = {
  parameters: detailRoute('new-ish'),
  render: show({}),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Survey not found')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: show({ loadError: { kind: 'timeout', message: 'timeout exceeded' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The survey could not be loaded.')).toBeVisible();
    await expect(canvas.getByText(/server took too long/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const RefreshFailed: Story = {
  render: show({
    flows: { detailSnapshot: detailState('failure', { input: 1, output: leadershipDetail, error: { kind: 'network', message: 'Network Error' } }) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/could not be refreshed/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leadership 360 · Q4' })).toBeVisible();
  },
};

export const ClosesAndRefetches: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /close survey/i }));
    await userEvent.click(await body().findByRole('button', { name: 'Close survey' }));
    await seen('Survey closed');
    await waitFor(() => expect(canvas.getByText('Closed')).toBeVisible());
    await expect(canvas.getByRole('button', { name: /send reminder/i })).toBeDisabled();
  },
};

export const RemindsFromThePage: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /send reminder/i }));
    await userEvent.click(await body().findByRole('button', { name: 'Send reminder' }));
    await seen('12 raters who had not submitted yet were mailed.');
  },
};

export const DeleteLeavesThePage: Story = {
  render: show({ detail: { ...leadershipDetail, survey: surveys[2]! } }),
  parameters: detailRoute(3),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /delete/i }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete survey' }));
    await seen('Survey deleted');
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('/portrayal/admin/survey');
  },
};
