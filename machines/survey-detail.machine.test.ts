import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Survey } from '../schemas/survey';
import { detailFailure } from './failure';
import { surveyDetailMachine, type SurveyDetail } from './survey-detail.machine';

const survey = { id: 7, title: 'Leadership 360 · Q4', status: 'open' } as Survey;
const detail = (status: Survey['status'] = 'open'): SurveyDetail => ({ survey: { ...survey, status }, progress: [], assignments: [] });

/** Answers each load with the next of `answers` (a Failure is thrown). */
function start(...answers: (SurveyDetail | object)[]) {
  const asked: number[] = [];
  const actor = createActor(
    surveyDetailMachine.provide({
      actors: {
        request: fromPromise(async ({ input }) => {
          asked.push(input);
          const answer = answers.shift();
          if (!answer || !('survey' in answer)) throw answer;
          return answer;
        }),
      },
    }),
  ).start();
  actor.send({ type: 'submit', input: 7 });
  return { actor, asked };
}

describe('survey detail machine', () => {
  it('loads the survey by id (busy), then has it', async () => {
    const { actor, asked } = start(detail());
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const loaded = await waitFor(actor, (s) => s.matches('success'));
    expect(loaded.context.output?.survey.title).toBe('Leadership 360 · Q4');
    expect(asked).toEqual([7]);
  });

  it('a missing survey fails with its 404, and nothing to show', async () => {
    const { actor } = start(detailFailure(404, 'Not found.'));
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.error).toMatchObject({ status: 404, detail: 'Not found.' });
    expect(failed.context.output).toBeUndefined();
  });

  it('retries after a failure', async () => {
    const { actor, asked } = start({ kind: 'network', message: 'Network Error' }, detail());
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'retry' });
    const loaded = await waitFor(actor, (s) => s.matches('success'));
    expect(loaded.context.error).toBeNull();
    expect(asked).toEqual([7, 7]);
  });

  it('keeps showing the survey while it is refetched after an action, and after a failed refetch', async () => {
    const { actor } = start(detail('open'), detail('closed'), { kind: 'timeout', message: 'timeout exceeded' });
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'submit', input: 7 });
    expect(actor.getSnapshot().context.output?.survey.status).toBe('open');
    const refetched = await waitFor(actor, (s) => s.matches('success'));
    expect(refetched.context.output?.survey.status).toBe('closed');
    actor.send({ type: 'submit', input: 7 });
    const stale = await waitFor(actor, (s) => s.matches('failure'));
    expect(stale.context.output?.survey.status).toBe('closed');
    expect(stale.context.error?.message).toBe('timeout exceeded');
  });
});
