import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { detailFailure } from '../../../machines/failure';
import { listState } from './survey-fakes.fixtures';
import { surveys } from './survey.fixtures';
import { body, listRoute, listWith as show, rowOf } from './story-render';

/** The survey list in each of its looks: loading, loaded, empty, filtered to one's own, failed. */
const meta = { title: 'Survey/Surveys page', parameters: listRoute } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: show({ loading: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading surveys…')).toBeVisible();
  },
};

export const WithSurveys: Story = {
  render: show({}),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('6 surveys')).toBeVisible();
    const leadership = rowOf(canvas.getByRole('link', { name: 'Leadership 360 · Q4' }));
    await expect(leadership).toHaveTextContent('Open');
    await expect(leadership).toHaveTextContent('21 of 33');
    await expect(leadership).toHaveTextContent('2 of 5');
    await expect(rowOf(canvas.getByText(/^Scheduled · starts/))).toHaveTextContent('New managers · first 90 days');
    await expect(rowOf(canvas.getByText('Draft'))).toHaveTextContent('Engineering competencies 2026');
    await expect(canvas.getAllByText('Closed')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /new survey/i })).toHaveAttribute('href', '/portrayal/admin/survey/new');
  },
};

/** A German admin reads the list in German: the heading, the filter, the statuses and the column headers. */
export const WithSurveysInGerman: Story = {
  parameters: { language: 'de' },
  render: show({}),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Umfragen' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Nur meine Umfragen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /neue umfrage/i })).toBeVisible();
    await expect(canvas.getAllByText('Geschlossen')).toHaveLength(2);
    await expect(canvas.getByText('Abgesendete Bewertungen')).toBeVisible();
  },
};

export const RowMenu: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Graduate programme review' }));
    await expect(await body().findByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', '/portrayal/admin/survey/5/edit');
    // Closed: nobody can answer any more, so there is nothing to remind or close.
    await expect(body().getByRole('menuitem', { name: 'Send reminder…' })).toHaveAttribute('data-disabled');
    await expect(body().getByRole('menuitem', { name: 'Close survey…' })).toHaveAttribute('data-disabled');
    await expect(body().getByRole('menuitem', { name: 'Delete…' })).not.toHaveAttribute('data-disabled');
  },
};

export const OnlyMySurveys: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('6 surveys')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Only my surveys' }));
    await expect(await canvas.findByText('4 surveys')).toBeVisible();
    await expect(canvas.queryByText('Grace Okafor')).toBeNull();
  },
};

export const Empty: Story = {
  render: show({ rows: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No surveys yet')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /new survey/i })).toHaveLength(2);
  },
};

export const NoneOfMine: Story = {
  render: show({ rows: surveys.filter((s) => s.owner?.id !== 1) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Only my surveys' }));
    await expect(await canvas.findByText('You have no surveys yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show every survey' }));
    await expect(await canvas.findByText('2 surveys')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Only my surveys' })).not.toBeChecked();
  },
};

export const SearchFindsNothing: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox'), 'astronaut');
    await expect(await canvas.findByText('No survey matches “astronaut”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(canvas.getByText('6 surveys')).toBeVisible());
  },
};

export const LoadFailed: Story = {
  render: show({ loadError: { kind: 'network', message: 'Network Error' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The surveys could not be loaded.')).toBeVisible();
    await expect(canvas.getByText(/server could not be reached/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  render: show({ loadError: detailFailure(403, 'You do not have permission to perform this action.') }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ask your company admin for the Survey permission.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const RefreshFailed: Story = {
  render: show({
    flows: { surveysSnapshot: listState('refreshFailed', { items: surveys as never, error: { kind: 'timeout', message: 'timeout exceeded' } }) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The change went through, but the list could not be refreshed.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};
