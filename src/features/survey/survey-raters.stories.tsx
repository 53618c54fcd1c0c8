import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fieldFailure } from '../../../machines/failure';
import { CANDIDATES, fakeMailSettingsServer, mailSettingsState, mailViewOf, ratersState } from './rater-fakes.fixtures';
import { leadershipAssignments, leadershipDetail } from './survey.fixtures';
import { body, detailRoute, detailWith as show, rowOf, seen } from './story-render';

/** Per-rater control on the survey page (remind, invite again, replace, remove) and the survey's mail settings. */
const meta = { title: 'Survey/Survey detail page/Raters and mails', parameters: detailRoute() } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const pending = leadershipAssignments.find((a) => a.rater?.name === 'Lucía Fernández' && a.ratee.name === 'Tom Becker')!;
const submitted = leadershipAssignments.find((a) => a.status === 'submitted')!;
const raters = { initialTab: 'assignments' as const };

export const RaterMenu: Story = {
  render: show(raters),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search assignments' }), 'lucía tom');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Lucía Fernández rating Tom Becker' }));
    for (const name of ['Remind…', 'Resend invitation…', 'Replace rater…', 'Remove…']) {
      await expect(await body().findByRole('menuitem', { name })).not.toHaveAttribute('data-disabled');
    }
  },
};

/** A submitted assignment stays as it is: nothing to remind, nobody to replace. */
export const SubmittedRowMenu: Story = {
  render: show(raters),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search assignments' }), `${submitted.rater!.name} ${submitted.ratee.name}`);
    await userEvent.click(canvas.getAllByRole('button', { name: `Actions for ${submitted.rater!.name} rating ${submitted.ratee.name}` })[0]!);
    await expect(await body().findByRole('menuitem', { name: 'Remove…' })).toHaveAttribute('data-disabled');
    await expect(body().getByRole('menuitem', { name: 'Remind…' })).toHaveAttribute('data-disabled');
  },
};

export const RemindDialog: Story = {
  render: show({ ...raters, flows: { ratersSnapshot: ratersState('confirming', { kind: 'remind', target: pending }) } }),
  play: async () => {
    await seen('Remind Lucía Fernández?');
    await seen(/gets one mail listing every ratee of this survey they have not submitted yet/);
  },
};

/** HR reminds one person; the toast says so and their Reminded column shows the time just now. */
export const RemindsOneAndShowsTheTime: Story = {
  render: show(raters),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search assignments' }), 'lucía tom');
    const before = rowOf(canvas.getByText('Lucía Fernández')).textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Lucía Fernández rating Tom Becker' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Remind…' }));
    // The reminder is stamped between these two moments; on a slow machine a minute may turn in between.
    const minute = (at: Date) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(at);
    const sentFrom = minute(new Date());
    await userEvent.click(await body().findByRole('button', { name: 'Send reminder' }));
    await seen('Reminder sent.');
    const sentBy = minute(new Date());
    await waitFor(() => expect(rowOf(canvas.getByText('Lucía Fernández')).textContent).not.toBe(before));
    const row = rowOf(canvas.getByText('Lucía Fernández')).textContent ?? '';
    await expect(row.includes(sentFrom) || row.includes(sentBy), `${row} shows ${sentFrom} or ${sentBy}`).toBe(true);
  },
};

export const ReplaceDialog: Story = {
  render: show({ ...raters, flows: { ratersSnapshot: ratersState('confirming', { kind: 'replace', target: pending, candidates: CANDIDATES.slice(0, 2) }) } }),
  play: async () => {
    await seen('Replace Lucía Fernández as a rater of Tom Becker');
    await expect(body().getByRole('button', { name: 'Replace rater' })).toBeDisabled();
    await expect(body().getByRole('combobox', { name: 'New rater' })).toHaveTextContent('Choose an employee');
  },
};

export const ReplacesARater: Story = {
  render: show(raters),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search assignments' }), 'lucía tom');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Lucía Fernández rating Tom Becker' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Replace rater…' }));
    await userEvent.click(await body().findByRole('combobox', { name: 'New rater' }));
    await userEvent.click(await body().findByRole('option', { name: /Nadia Petrov/ }));
    const confirm = await body().findByRole('button', { name: 'Replace rater' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await seen('Rater replaced and invited.');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search assignments' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search assignments' }), 'nadia');
    await waitFor(() => expect(rowOf(canvas.getByText('Nadia Petrov'))).toHaveTextContent('Tom Becker'));
  },
};

export const RemoveFailed: Story = {
  render: show({
    ...raters,
    flows: {
      ratersSnapshot: ratersState('failed', {
        kind: 'remove',
        target: pending,
        error: fieldFailure({ non_field_errors: ['This rater has submitted their answers: the assignment stays as it is.'] }),
      }),
    },
  }),
  play: async () => {
    await seen('Remove Lucía Fernández as a rater of Tom Becker?');
    await seen('This rater has submitted their answers: the assignment stays as it is.');
    await expect(body().getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const MailSettings: Story = {
  render: show({ initialTab: 'mail' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Mail settings' })).toBeVisible();
    await expect(canvas.getByText('Subject:').parentElement).toHaveTextContent('Please give your feedback: Leadership 360 · Q4');
    await expect(canvas.getByRole('checkbox', { name: '7 days' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '14 days' })).not.toBeChecked();
  },
};

export const MailSettingsSavedShowsPreview: Story = {
  render: show({ initialTab: 'mail' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Invitation text' }), 'This one matters to all of us.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save mail settings' }));
    await seen('Mail settings saved');
    await waitFor(() => expect(within(canvas.getByLabelText('Mail text')).getByText(/This one matters to all of us\./)).toBeVisible());
  },
};

export const MailSettingsInTheSurveysLanguages: Story = {
  render: show({ initialTab: 'mail', detail: { ...leadershipDetail, survey: { ...leadershipDetail.survey, languages: ['en', 'de', 'fr'] } } }),
  play: async ({ canvas, userEvent }) => {
    const german = await canvas.findByRole('group', { name: 'Deutsch' });
    await expect(canvas.getByRole('group', { name: 'Français' })).toBeVisible();
    // Spanish is not offered: no texts to write for it.
    await expect(canvas.queryByRole('group', { name: 'Español' })).toBeNull();
    await userEvent.type(within(german).getByRole('textbox', { name: 'Invitation text' }), 'Diese Umfrage ist uns wichtig.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save mail settings' }));
    await seen('Mail settings saved');
  },
};

export const MailSettingsLoading: Story = {
  render: show({ initialTab: 'mail', flows: { mailSettings: fakeMailSettingsServer({ loading: true }) } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading mail settings…')).toBeVisible();
  },
};

export const MailSettingsRefused: Story = {
  render: show({
    initialTab: 'mail',
    flows: {
      mailSettingsSnapshot: mailSettingsState('saveFailed', {
        view: mailViewOf({ invitation_intro: '', reminder_intro: '', reminder_days: [7, 3, 1] }),
        draft: { invitation_intro: 'Hello', reminder_intro: '', reminder_days: [7] },
        saveError: fieldFailure({ invitation_intro: ['Use plain text without control characters.'] }),
      }),
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Use plain text without control characters.')).toBeVisible();
  },
};
