import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { surveyWizardMachine } from '../survey-wizard.machine';
import type { WizardLoad } from './wizard-context';
import { demoAssignments, demoChoices, demoSurvey } from './demo-company.fixtures';

const STALE = {
  kind: 'http' as const,
  status: 412,
  message: 'Request failed with status code 412',
  detail: 'Hana Admin changed this at 2026-11-28 18:40 UTC — reload to see their changes.',
};

/** A survey someone else saved first: the first save answers 412, later ones pass. */
function wizard(isDraft: boolean) {
  const calls = { loads: 0, saves: 0 };
  const machine = surveyWizardMachine.provide({
    actors: {
      loadWizard: fromPromise(async (): Promise<WizardLoad> => {
        calls.loads += 1;
        const survey = demoSurvey({ is_draft: isDraft, title: calls.loads === 1 ? 'Mid-year 360' : 'Renamed by Hana' });
        return { choices: demoChoices, survey, assignments: demoAssignments(false), anySubmitted: false };
      }),
      saveSurvey: fromPromise(async ({ input }) => {
        calls.saves += 1;
        if (calls.saves === 1) throw STALE;
        return { id: input.method === 'PATCH' ? input.body.survey.id : 77, Result: { survey: demoSurvey() } };
      }),
      sendInvitations: fromPromise(async () => ({ detail: 'Invitations sent.', sent: 0 })),
    },
  });
  return { actor: createActor(machine, { input: { surveyId: 5 } }).start(), calls };
}

describe('survey wizard: a save from a stale copy (412)', () => {
  it('submitting: goes to stale with who and when, and reload shows the survey as it is now', async () => {
    const { actor, calls } = wizard(false);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'goTo', step: 'review' });
    actor.send({ type: 'submit' });
    const stale = await waitFor(actor, (s) => s.matches('stale'));
    expect(stale.context.staleError).toMatchObject({ status: 412, detail: STALE.detail });
    expect(stale.context.submitError).toBeNull();

    actor.send({ type: 'reload' });
    const fresh = await waitFor(actor, (s) => s.matches('editing'));
    expect(calls.loads).toBe(2);
    expect(fresh.context.staleError).toBeNull();
    expect(fresh.context.data.details.title).toBe('Renamed by Hana');
  });

  it('a draft save: stale too; dismissing keeps what was entered, and saving again passes', async () => {
    const { actor, calls } = wizard(true);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'details.change', details: { ...actor.getSnapshot().context.data.details, title: 'Mine' } });
    actor.send({ type: 'saveDraft' });
    await waitFor(actor, (s) => s.matches('stale'));
    actor.send({ type: 'clearErrors' });
    const back = await waitFor(actor, (s) => s.matches('editing'));
    expect(back.context.staleError).toBeNull();
    expect(back.context.data.details.title).toBe('Mine');
    actor.send({ type: 'saveDraft' });
    await waitFor(actor, (s) => s.context.draftSaved);
    expect(calls.saves).toBe(2);
  });
});
