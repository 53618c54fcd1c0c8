import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { detailFailure, fieldFailure } from '../../../../machines/failure';
import { staleFailure } from '../../../../machines/stale-edit';
import { DevelopmentPlanPanel, type DevelopmentPlanPanelProps } from './development-plan-panel';
import { planState, WithPlan, type FakePlanServer } from './plan-fakes.fixtures';
import { ana, anasPlan, competencies, librarySuggestions, suggestions, suggestionsWithoutEvidence } from './plan.fixtures';

/** One ratee's plan below their report: the feedback area's panel, and the same plan as the ratee sees it. */
const meta = { title: 'Feedback/Development plan panel', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const props: DevelopmentPlanPanelProps = { surveyId: 1, rateeId: ana.id, rateeName: ana.name, suggestions, competencies, mode: 'admin' };
const show =
  (server: FakePlanServer, mode: 'admin' | 'ratee' = 'admin') =>
  () => (
    <WithPlan server={server}>
      <DevelopmentPlanPanel {...props} mode={mode} />
    </WithPlan>
  );
const body = () => within(document.body);
const seen = (text: string | RegExp) => waitFor(() => expect(body().getByText(text)).toBeVisible(), { timeout: 3000 });
const unavailable = { kind: 'http', status: 503, message: 'Request failed with status code 503' } as const;

export const Loading: Story = {
  render: show({ actions: [], loading: true }),
  play: async () => {
    await seen('Loading the development plan…');
  },
};

export const EmptyWithSuggestions: Story = {
  render: show({ actions: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No actions yet')).toBeVisible();
    await expect(canvas.getByText('Suggested from this report')).toBeVisible();
    await expect(await canvas.findByText('1.85 / 4')).toBeVisible();
    await expect(canvas.getByText('Blind spot: self 3.10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Add to plan.*Delegate a task/ })).toBeEnabled();
  },
};

/** Issue 40: the evidence behind each library action, from what followed it in this company. */
export const SuggestionsWithEvidence: Story = {
  render: show({ actions: [] }),
  play: async ({ canvas }) => {
    const delegation = within(await canvas.findByRole('region', { name: 'Delegation' }));
    const ranked = delegation.getAllByRole('listitem');
    await expect(ranked[0]).toHaveTextContent('Delegate a task you enjoy doing yourself');
    await expect(ranked[0]).toHaveTextContent('+0.40 on average after 5 people did it');
    await expect(ranked[1]).toHaveTextContent('Not enough evidence yet');
  },
};

export const SuggestionsNotEnoughEvidence: Story = {
  render: show({ actions: [], suggestions: suggestionsWithoutEvidence }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Delegate a task you enjoy doing yourself')).toBeVisible();
    await expect(canvas.getAllByText('Not enough evidence yet')).toHaveLength(2);
    await expect(canvas.queryByText(/on average after/)).toBeNull();
  },
};

export const SuggestionsNoLibraryActions: Story = {
  render: show({ actions: [] }),
  play: async ({ canvas, userEvent }) => {
    const coaching = within(await canvas.findByRole('region', { name: 'Coaching' }));
    await expect(coaching.getByText(/No library actions for this competency/)).toBeVisible();
    // Still one click from an action of its own.
    await userEvent.click(coaching.getByRole('button', { name: /Add to plan.*Coaching/ }));
    await waitFor(() => expect(body().getByDisplayValue('Build skill in coaching')).toBeVisible());
  },
};

export const SuggestionsLoading: Story = {
  render: show({ actions: [], suggestions: 'loading' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading suggestions…')).toBeVisible();
  },
};

export const SuggestionsFailed: Story = {
  render: show({ actions: [], suggestionsError: unavailable }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The suggestions could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Delegate a task you enjoy doing yourself')).toBeVisible();
  },
};

export const NoDevelopmentAreas: Story = {
  render: show({ actions: [], suggestions: { ...librarySuggestions, areas: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No development areas in this report/)).toBeVisible();
  },
};

export const List: Story = {
  render: show({ actions: anasPlan }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Shadow a senior coach')).toBeVisible();
    await expect(canvas.getByText('Marcus Lee')).toBeVisible();
    await expect(canvas.getByText('31 Jan 2026')).toBeVisible();
    await expect(canvas.getByText('In progress')).toBeVisible();
    // The library action the plan already took says so instead of being offered again.
    await expect(await canvas.findByText('In the plan')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: show({ actions: [], loadError: unavailable }),
  play: async ({ canvas }) => {
    await seen('The development plan could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const AddDialog: Story = {
  render: show({ actions: anasPlan, snapshot: planState('editing', { actions: anasPlan, dialog: { kind: 'create', values: {} } }) }),
  play: async () => {
    await waitFor(() => expect(body().getByRole('heading', { name: 'Add action' })).toBeVisible());
    await expect(body().getByRole('dialog')).toHaveTextContent('Development plan of Ana Silva.');
    await expect(body().getByLabelText(/^action/i)).toHaveFocus();
  },
};

export const AddsFromASuggestion: Story = {
  render: show({ actions: [] }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Add to plan.*Delegate a task/ }));
    await waitFor(() => expect(body().getByDisplayValue('Delegate a task you enjoy doing yourself')).toBeVisible());
    await userEvent.click(body().getByRole('button', { name: 'Add action' }));
    await seen('Action added');
    await expect(await canvas.findByRole('rowheader', { name: /Delegate a task you enjoy doing yourself/ })).toBeVisible();
    // The action keeps its library source: the suggestion now says it is in the plan.
    await expect(canvas.getByText('In the plan')).toBeVisible();
  },
};

export const Edits: Story = {
  render: show({ actions: anasPlan }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit “Shadow a senior coach”' }));
    const title = await body().findByDisplayValue('Shadow a senior coach');
    // Another owner than the ratee stays offered, and chosen.
    await expect(body().getByRole('combobox', { name: /owner/i })).toHaveTextContent('Marcus Lee');
    await expect(body().getByLabelText(/^due date/i)).toHaveValue('2026-03-15');
    await userEvent.clear(title);
    await userEvent.type(title, 'Shadow two senior coaches');
    await userEvent.click(body().getByRole('button', { name: 'Save changes' }));
    await seen('Action saved');
    await expect(await canvas.findByText('Shadow two senior coaches')).toBeVisible();
  },
};

export const ValidationError: Story = {
  render: show({ actions: anasPlan, snapshot: planState('editing', { actions: anasPlan, dialog: { kind: 'create', values: {} } }) }),
  play: async ({ userEvent }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Add action' }));
    // Checked before anything is sent, with the server's wording: the dialog stays, nothing is added.
    await waitFor(() => expect(body().getAllByText('This field is required.')[0]).toBeVisible());
    await expect(body().getByLabelText(/^action/i)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerRefusal: Story = {
  render: show({
    actions: anasPlan,
    snapshot: planState('saveFailed', {
      actions: anasPlan,
      dialog: { kind: 'edit', action: anasPlan[1]! },
      error: fieldFailure({ competency: ['This development area is not one of the survey’s competencies.'] }),
    }),
  }),
  play: async () => {
    await waitFor(() => expect(body().getByRole('heading', { name: 'Edit action' })).toBeVisible());
    await seen('This development area is not one of the survey’s competencies.');
  },
};

export const SaveFailure: Story = {
  render: show({
    actions: anasPlan,
    writeError: unavailable,
    snapshot: planState('saveFailed', { actions: anasPlan, dialog: { kind: 'create', values: { title: 'Lead a retro' } }, error: unavailable }),
  }),
  play: async ({ userEvent }) => {
    await seen(/Something went wrong on our side/);
    await expect(body().getByDisplayValue('Lead a retro')).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body().queryByText(/Something went wrong on our side/)).toBeNull());
  },
};

export const DeleteConfirm: Story = {
  render: show({ actions: anasPlan, snapshot: planState('confirmingDelete', { actions: anasPlan, dialog: { kind: 'delete', action: anasPlan[2]! } }) }),
  play: async () => {
    await waitFor(() => expect(body().getByRole('alertdialog')).toBeVisible());
    await expect(body().getByRole('alertdialog')).toHaveTextContent(
      '“Read “Radical Candor”” will be removed from the development plan of Ana Silva, with the record that it was done.',
    );
  },
};

export const Deletes: Story = {
  render: show({ actions: anasPlan }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete “Shadow a senior coach”' }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete action' }));
    await seen('Action deleted');
    await waitFor(() => expect(canvas.queryByText('Shadow a senior coach')).toBeNull());
  },
};

export const RateeMode: Story = {
  render: show({ actions: anasPlan }, 'ratee'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('What you agreed with your manager and HR to work on after this survey.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Add action/ })).toBeNull();
    await expect(canvas.queryByText('Suggested from this report')).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status of “Shadow a senior coach”' }));
    await userEvent.click(await body().findByRole('option', { name: 'In progress' }));
    await seen('Status updated');
  },
};

export const RateeStatusFailed: Story = {
  render: show(
    {
      actions: anasPlan,
      snapshot: planState('statusFailed', { actions: anasPlan, write: { kind: 'status', id: 2, status: 'done' }, error: detailFailure(404, 'Not found.') }),
    },
    'ratee',
  ),
  play: async () => {
    await seen('The status could not be changed.');
  },
};

/** HR's save refused as stale (412): Ana moved the status since the dialog read the action; Reload shows it as it is now. */
export const StaleEdit: Story = {
  render: show({
    actions: anasPlan,
    snapshot: planState('stale', {
      actions: anasPlan,
      dialog: { kind: 'edit', action: anasPlan[1]! },
      write: { kind: 'update', id: anasPlan[1]!.id, patch: { status: 'planned' } },
      error: staleFailure('Ana Silva', new Date().toISOString()),
    }),
  }),
  play: async ({ userEvent }) => {
    await waitFor(() => expect(body().getByRole('heading', { name: 'Edit action' })).toBeVisible());
    await seen(/^Ana Silva changed this at \d\d:\d\d\. Your changes were not saved\.$/);
    await userEvent.click(body().getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(body().queryByText(/Ana Silva changed this/)).toBeNull());
    // The dialog opens again with the reread action; wait out its opening fade.
    await waitFor(() => expect(body().getByRole('heading', { name: 'Edit action' })).toBeVisible());
  },
};

/** The ratee's status change refused as stale (412): the message beside the list, with Reload. */
export const RateeStatusStale: Story = {
  render: show(
    {
      actions: anasPlan,
      snapshot: planState('stale', { actions: anasPlan, write: { kind: 'status', id: 2, status: 'done' }, error: staleFailure(null, null) }),
    },
    'ratee',
  ),
  play: async () => {
    await seen('Someone else changed this since you opened it. Your status change was not saved.');
    await expect(body().getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};
