import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { actionsState, answersExist } from './survey-fakes.fixtures';
import { byTitle } from './survey.fixtures';
import { body, listRoute, listWith as show, seen } from './story-render';

/** Delete, remind and close, from the list's row menu: each asks first, then toasts or keeps the failure on screen. */
const meta = { title: 'Survey/Survey actions', parameters: listRoute } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const leadership = byTitle('Leadership');
const draft = byTitle('Engineering');

export const DeleteDialog: Story = {
  render: show({ flows: { actionsSnapshot: actionsState('confirming', { kind: 'delete', survey: leadership }) } }),
  play: async () => {
    await seen('Delete “Leadership 360 · Q4”?');
    await seen(/Its 33 rater assignments for 5 ratees go with it/);
    await expect(body().getByRole('button', { name: 'Delete survey' })).toBeVisible();
  },
};

export const DeletesADraft: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Actions for ${draft.title}` }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Delete…' }));
    await seen(/It has no raters yet/);
    await userEvent.click(body().getByRole('button', { name: 'Delete survey' }));
    await seen('Survey deleted');
    await waitFor(() => expect(canvas.queryByRole('link', { name: draft.title })).toBeNull());
    await expect(canvas.getByText('5 surveys')).toBeVisible();
  },
};

export const DeleteRefusedBecauseAnswersExist: Story = {
  render: show({
    flows: {
      actionsSnapshot: actionsState('refused', { kind: 'delete', survey: leadership, refusal: answersExist(leadership).fieldErrors!.non_field_errors![0]! }),
    },
  }),
  play: async () => {
    await seen(/21 raters have already answered this survey/);
    await seen(/gone from every feedback report/);
    await expect(body().getByRole('button', { name: 'Delete survey and its answers' })).toBeVisible();
  },
};

export const DeletesWithItsAnswers: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Actions for ${leadership.title}` }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Delete…' }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete survey' }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete survey and its answers' }));
    await seen('Survey deleted');
    await waitFor(() => expect(canvas.queryByRole('link', { name: leadership.title })).toBeNull());
  },
};

export const RemindConfirm: Story = {
  render: show({ flows: { actionsSnapshot: actionsState('confirming', { kind: 'remind', survey: leadership }) } }),
  play: async () => {
    await seen('Send a reminder?');
    await seen(/Mail every rater who has not submitted yet for “Leadership 360 · Q4” \(12 assignments open\)/);
  },
};

export const RemindDone: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Actions for ${leadership.title}` }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Send reminder…' }));
    await userEvent.click(await body().findByRole('button', { name: 'Send reminder' }));
    await seen('Reminders sent');
    await seen('12 raters who had not submitted yet were mailed.');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const RemindFailed: Story = {
  render: show({
    actionError: { kind: 'http', status: 503, message: 'Request failed with status code 503' },
    flows: {
      actionsSnapshot: actionsState('failed', {
        kind: 'remind',
        survey: leadership,
        error: { kind: 'http', status: 503, message: 'Request failed with status code 503' },
      }),
    },
  }),
  play: async ({ userEvent }) => {
    await seen(/Something went wrong on our side/);
    await expect(body().getByRole('button', { name: 'Try again' })).toBeVisible();
    // The failure stays until dismissed; dismissing returns to the question.
    await userEvent.click(body().getByRole('button', { name: 'Dismiss' }));
    await expect(await body().findByRole('button', { name: 'Send reminder' })).toBeVisible();
    await expect(body().queryByText(/Something went wrong/)).toBeNull();
  },
};

export const NobodyLeftToRemind: Story = {
  render: show({ sent: 0 }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Actions for ${leadership.title}` }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Send reminder…' }));
    await userEvent.click(await body().findByRole('button', { name: 'Send reminder' }));
    await seen('Nobody to remind');
    await seen('Every rater has already submitted.');
  },
};

export const CloseConfirm: Story = {
  render: show({ flows: { actionsSnapshot: actionsState('confirming', { kind: 'close', survey: leadership }) } }),
  play: async () => {
    await seen('Close “Leadership 360 · Q4”?');
    await seen(/Raters can no longer answer. The 21 answers submitted so far are kept/);
    await expect(body().getByRole('button', { name: 'Close survey' })).toBeVisible();
  },
};

export const ClosesASurvey: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Actions for ${leadership.title}` }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Close survey…' }));
    await userEvent.click(await body().findByRole('button', { name: 'Close survey' }));
    await seen('Survey closed');
    await waitFor(() => expect(canvas.getAllByText('Closed')).toHaveLength(3));
  },
};

/** "Graduate programme review" ended by its date: the row menu offers an extension; the survey closed with the button does not. */
export const ExtendsFromTheList: Story = {
  render: show({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Customer success pilot' }));
    await expect(await body().findByRole('menuitem', { name: 'Extend end date…' })).toHaveAttribute('data-disabled');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Graduate programme review' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Extend end date…' }));
    await seen('Extend “Graduate programme review”?');
    await userEvent.click(body().getByRole('button', { name: 'Extend end date' }));
    await seen('Survey extended');
    await waitFor(() => expect(canvas.getAllByText('Closed')).toHaveLength(1));
  },
};
