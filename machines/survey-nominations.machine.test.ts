import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RaterSelection } from '../schemas/nomination';
import { surveyNominationsMachine, type SurveyNominations } from './survey-nominations.machine';
import { submittedNomination } from './nomination/nomination.fixtures';

const hrPicks: RaterSelection = { rater_selection: 'hr', nomination_deadline: null, rater_limits: {} };
const managerApproves: RaterSelection = { rater_selection: 'manager_approves', nomination_deadline: '2026-12-04', rater_limits: { peer: { min: 3, max: 8 } } };

function fakeServer(fail: unknown[] = []) {
  let data: SurveyNominations = { selection: hrPicks, nominations: [] };
  const failures = [...fail];
  const machine = surveyNominationsMachine.provide({
    actors: {
      fetchNominations: fromPromise(async () => data),
      saveSelection: fromPromise(async ({ input }) => {
        const error = failures.shift();
        if (error) throw error;
        data = { selection: input.selection, nominations: [submittedNomination] };
        return data;
      }),
    },
  });
  return createActor(machine, { input: 12 }).start();
}

describe('the survey nominations machine', () => {
  it('loads the settings and saves a nomination mode, then shows the lists', async () => {
    const actor = fakeServer();
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.data?.selection).toEqual(hrPicks);
    actor.send({ type: 'save', selection: managerApproves });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const saved = await waitFor(actor, (s) => s.matches('ready'));
    expect(saved.context.data).toEqual({ selection: managerApproves, nominations: [submittedNomination] });
  });

  it('keeps a refused save until cleared, with the old settings shown', async () => {
    const actor = fakeServer([{ kind: 'http', status: 400, message: 'x', fieldErrors: { nomination_deadline: ['The deadline cannot be in the past.'] } }]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'save', selection: managerApproves });
    const failed = await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(failed.context.data?.selection).toEqual(hrPicks);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
