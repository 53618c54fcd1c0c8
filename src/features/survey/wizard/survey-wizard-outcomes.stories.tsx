import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { detailFailure, fieldFailure } from '../../../../machines/failure';
import { staleFailure } from '../../../../machines/stale-edit';
import { SurveyWizardPage } from './survey-wizard-page';
import { atStep, fakeWizard, wizardState } from './wizard.fixtures';
import { editRoute, newRoute, seen, show } from './wizard-stories';
import { bySentence } from '../by-sentence.fixtures';

const meta = { title: 'Survey/Wizard/Outcomes', component: SurveyWizardPage, parameters: newRoute } satisfies Meta<typeof SurveyWizardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const network = { kind: 'network' as const, message: 'Network Error' };
const endDateRefused = fieldFailure({ 'survey.end_date': ['The end date cannot be before the start date.'] });

export const Submitting: Story = {
  render: show({ machine: fakeWizard(), snapshot: wizardState('submitting') }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saving the survey…');
  },
};

export const SubmitFailedAtAField: Story = {
  render: show({ machine: fakeWizard(), snapshot: wizardState('submitFailed', { submitError: endDateRefused }) }),
  play: async ({ canvas }) => {
    // The refusal shows the step its field is on, with the message at the field.
    await expect(await canvas.findByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(canvas.getByText('The end date cannot be before the start date.')).toBeVisible();
    await expect(canvas.getByText('The survey was not saved; everything you entered is still here.')).toBeVisible();
    await expect(canvas.getByDisplayValue('Mid-year 360')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

export const SubmitFailedNotAboutAField: Story = {
  render: show({
    machine: fakeWizard(),
    snapshot: wizardState('submitFailed', { submitError: { kind: 'http', status: 500, message: 'Request failed with status code 500' } }),
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Something went wrong on our side/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Review' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create survey and send invitations' })).toBeEnabled();
  },
};

export const Sending: Story = {
  render: show({ machine: fakeWizard(), snapshot: wizardState('sending', { surveyId: 42, sendWith: { survey_id: 42 } }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('The survey is saved. Sending the invitations…');
  },
};

export const SendFailed: Story = {
  render: show({
    machine: fakeWizard(),
    snapshot: wizardState('sendFailed', { surveyId: 42, sendWith: { survey_id: 42 }, sendError: detailFailure(503, 'The mail server is not answering.') }),
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The survey is saved but the invitations were not sent.')).toBeVisible();
    await expect(canvas.getByText('The mail server is not answering.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry sending' }));
    await expect(await canvas.findByRole('heading', { name: 'Survey sent' })).toBeVisible();
  },
};

export const Done: Story = {
  render: show({ machine: fakeWizard(), snapshot: wizardState('done', { surveyId: 42, sendWith: { survey_id: 42 }, mailed: { detail: 'Sent.', sent: 10 } }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(bySentence('“Mid-year 360”: 10 raters were mailed a link to their survey.'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the survey' })).toHaveAttribute('href', '/portrayal/admin/survey/42');
    await expect(canvas.getByRole('link', { name: 'Go to the survey list' })).toHaveAttribute('href', '/portrayal/admin/survey');
  },
};

export const DoneAfterEditing: Story = {
  parameters: editRoute,
  render: show({
    machine: fakeWizard(),
    snapshot: wizardState('done', { surveyId: 41, published: true, sendWith: { survey_update_id: 41 }, mailed: { detail: 'Sent.', sent: 1 } }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Changes saved' })).toBeVisible();
    await expect(canvas.getByText(bySentence('“Mid-year 360”: 1 added rater was mailed a link to their survey.'))).toBeVisible();
  },
};

export const SavingDraft: Story = {
  render: show({ machine: fakeWizard(), snapshot: wizardState(atStep('competencies', 'savingDraft')) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Save as draft' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Next: Raters/ })).toBeDisabled();
  },
};

export const DraftFailed: Story = {
  render: show({ machine: fakeWizard(), snapshot: wizardState(atStep('audience', 'draftFailed'), { draftError: network }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The draft was not saved; everything you entered is still here.')).toBeVisible();
    await expect(canvas.getByText('3 ratees chosen: Tom Becker, Kenji Tanaka, Grace Mensah.')).toBeVisible();
  },
};

export const DraftSaved: Story = {
  render: show({ machine: fakeWizard(), snapshot: wizardState(atStep('raters')) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save as draft' }));
    await seen('Nobody is mailed until you send the survey.');
    await expect(canvas.getByText('Saved as a draft')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Raters' })).toBeVisible();
  },
};

export const CreateAndSend: Story = {
  render: show({ machine: fakeWizard(), snapshot: wizardState(atStep('review')) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create survey and send invitations' }));
    await expect(await canvas.findByRole('heading', { name: 'Survey sent' })).toBeVisible();
    await seen('7 raters mailed.');
  },
};

export const EditingLoadsTheSurvey: Story = {
  parameters: editRoute,
  render: show({ machine: fakeWizard() }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Edit survey' })).toBeVisible();
    await expect(await canvas.findByDisplayValue('Mid-year 360')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Review/ }));
    await expect(await canvas.findByRole('button', { name: 'Save changes and invite added raters' })).toBeVisible();
  },
};

export const SaveRefusedThenFixed: Story = {
  render: show({ machine: fakeWizard({ saveError: endDateRefused }), snapshot: wizardState(atStep('review')) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create survey and send invitations' }));
    await expect(await canvas.findByText('The end date cannot be before the start date.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to editing' }));
    await expect(canvas.getByRole('button', { name: 'Next: Audience' })).toBeVisible();
    await expect(canvas.getByText('The end date cannot be before the start date.')).toBeVisible();
  },
};

/** Results opened: only the title and description change; the save mails nobody. */
export const RenamesAClosedForGoodSurvey: Story = {
  parameters: editRoute,
  render: show({ machine: fakeWizard({ anySubmitted: true, resultsOpenedAt: '2026-02-02T08:00:00Z' }) }),
  play: async ({ canvas, userEvent }) => {
    const title = await canvas.findByDisplayValue('Mid-year 360');
    await expect(canvas.getByLabelText(/^End date/)).toBeDisabled();
    await userEvent.type(title, ' (final)');
    await userEvent.click(canvas.getByRole('button', { name: /Review/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('heading', { name: 'Changes saved' })).toBeVisible();
    await expect(canvas.getByText(bySentence('“Mid-year 360 (final)”: its title and description are saved. It stays closed for good.'))).toBeVisible();
  },
};

export const StaleCopy: Story = {
  render: show({
    machine: fakeWizard(),
    snapshot: wizardState('stale', { staleError: staleFailure('Hana Admin', new Date().toISOString()) }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Hana Admin changed this at .+\. The survey was not saved\.$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload the survey' })).toBeVisible();
  },
};
