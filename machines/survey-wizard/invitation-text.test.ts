import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fieldFailure } from '../failure';
import { surveyWizardMachine } from '../survey-wizard.machine';
import { demoAssignments, demoChoices, demoSurvey } from './demo-company.fixtures';
import { failedStep, failureForStep } from './server-errors';
import { fromSurvey, saveRequest, type SaveRequest } from './survey-draft';
import type { WizardLoad } from './wizard-context';

const sources = { employees: demoChoices.employees, competencies: demoChoices.competencies };
const INTRO = 'Please answer by Friday.\n\nQuestions? Ask Maya in HR.';

describe('the invitation text in the wizard', () => {
  it('goes with the survey in the save, as typed', () => {
    const data = fromSurvey(demoSurvey(), demoAssignments());
    data.details = { ...data.details, invitation_intro: INTRO };
    expect(saveRequest(null, data, sources, true).body.survey.invitation_intro).toBe(INTRO);
    expect(saveRequest(41, data, sources, false).body.survey.invitation_intro).toBe(INTRO);
  });

  it('comes back from the survey edited, and is left out (kept as saved) while unknown', () => {
    expect(fromSurvey(demoSurvey(), [], INTRO).details.invitation_intro).toBe(INTRO);
    const unknown = fromSurvey(demoSurvey(), []);
    expect(unknown.details).not.toHaveProperty('invitation_intro');
    expect(saveRequest(41, unknown, sources, false).body.survey).not.toHaveProperty('invitation_intro');
  });

  it('is loaded with the survey, changed in the details step and saved by the machine', async () => {
    const saves: SaveRequest[] = [];
    const machine = surveyWizardMachine.provide({
      actors: {
        loadWizard: fromPromise(
          async (): Promise<WizardLoad> => ({
            choices: demoChoices,
            survey: demoSurvey({ is_draft: true }),
            assignments: demoAssignments(),
            anySubmitted: false,
            invitationIntro: INTRO,
          }),
        ),
        saveSurvey: fromPromise(async ({ input }) => {
          saves.push(structuredClone(input));
          return { id: 41, Result: { survey: demoSurvey({ id: 41 }) } };
        }),
        sendInvitations: fromPromise(async () => ({ detail: 'Invitations sent.', sent: 1 })),
      },
    });
    const actor = createActor(machine, { input: { surveyId: 41 } }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.data.details.invitation_intro).toBe(INTRO);
    const details = actor.getSnapshot().context.data.details;
    actor.send({ type: 'details.change', details: { ...details, invitation_intro: 'Thank you for taking part.' } });
    actor.send({ type: 'saveDraft' });
    await waitFor(actor, (s) => s.context.draftSaved);
    expect(saves.at(-1)!.body.survey.invitation_intro).toBe('Thank you for taking part.');
  });
});

describe('a refusal of the invitation text', () => {
  it('is shown at its field on the details step', () => {
    const failure = fieldFailure({ 'survey.invitation_intro': ['Use plain text without control characters.'] });
    expect(failedStep(failure)).toBe('details');
    expect(failureForStep(failure, 'details')?.fieldErrors).toEqual({ invitation_intro: ['Use plain text without control characters.'] });
  });
});
