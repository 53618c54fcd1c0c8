import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { detailFailure, fieldFailure } from './failure';
import { surveyActionsMachine, unavailableReason, type SurveyActionsEmitted, type SurveyTarget } from './survey-actions.machine';

const open: SurveyTarget = {
  id: 7,
  title: 'Leadership 360 · Q4',
  status: 'open',
  progress: { assigned: 40, submitted: 12, ratees: 5, ratees_complete: 1 },
  start_date: '2026-01-05',
  end_date: '2026-01-30',
  closed_at: null,
  results_opened_at: null,
};
/** Ended by its date, no result opened yet: it may be extended. */
const ended: SurveyTarget = { ...open, status: 'closed' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const refusedWithAnswers = fieldFailure({ non_field_errors: ['This survey has 12 submitted answers. Confirm deleting them too.'] });

/** A fake server: records calls; `answers` refuses a plain delete; `fail` lists what each call throws in turn (undefined: nothing). */
function fakeServer({ answers = false, fail = [] }: { answers?: boolean; fail?: unknown[] } = {}) {
  const calls: string[] = [];
  const failures = [...fail];
  const check = () => {
    const error = failures.shift();
    if (error) throw error;
  };
  const machine = surveyActionsMachine.provide({
    actors: {
      deleteSurvey: fromPromise(async ({ input }) => {
        calls.push(`delete ${input.id}${input.withAnswers ? ' with answers' : ''}`);
        check();
        if (answers && !input.withAnswers) throw refusedWithAnswers;
        return undefined;
      }),
      remindSurvey: fromPromise(async ({ input }) => {
        calls.push(`remind ${input.id}`);
        check();
        return { detail: 'Reminders sent.', sent: 28 };
      }),
      closeSurvey: fromPromise(async ({ input }) => {
        calls.push(`close ${input.id}`);
        check();
        return { ...open, status: 'closed' as const };
      }),
      extendSurvey: fromPromise(async ({ input }) => {
        calls.push(`extend ${input.id} to ${input.endDate}`);
        check();
        return undefined;
      }),
    },
  });
  const actor = createActor(machine).start();
  const done: SurveyActionsEmitted[] = [];
  actor.on('done', (event) => done.push(event));
  return { actor, calls, done };
}

describe('survey actions machine', () => {
  it('asks first, then deletes (busy) and announces it', async () => {
    const { actor, calls, done } = fakeServer();
    actor.send({ type: 'open', kind: 'delete', survey: open });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(calls).toEqual([]);
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['delete 7']);
    expect(done).toEqual([{ type: 'done', kind: 'delete', survey: open, sent: null }]);
  });

  it('cancelling asks nothing of the server', () => {
    const { actor, calls } = fakeServer();
    actor.send({ type: 'open', kind: 'close', survey: open });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.survey).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a delete refused because answers exist shows why, then deletes the answers too once confirmed', async () => {
    const { actor, calls, done } = fakeServer({ answers: true });
    actor.send({ type: 'open', kind: 'delete', survey: open });
    actor.send({ type: 'confirm' });
    const refused = await waitFor(actor, (s) => s.matches('refused'));
    expect(refused.context.refusal).toBe('This survey has 12 submitted answers. Confirm deleting them too.');
    expect(refused.context.error).toBeNull();
    expect(done).toEqual([]);
    actor.send({ type: 'confirmWithAnswers' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['delete 7', 'delete 7 with answers']);
    expect(done).toHaveLength(1);
  });

  it('a refused delete can be called off', async () => {
    const { actor, calls } = fakeServer({ answers: true });
    actor.send({ type: 'open', kind: 'delete', survey: open });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('refused'));
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual(['delete 7']);
  });

  it('reminds and keeps how many raters were mailed', async () => {
    const { actor, calls, done } = fakeServer();
    actor.send({ type: 'open', kind: 'remind', survey: open });
    actor.send({ type: 'confirm' });
    const finished = await waitFor(actor, (s) => s.matches('done'));
    expect(finished.context.sent).toBe(28);
    expect(calls).toEqual(['remind 7']);
    expect(done).toEqual([{ type: 'done', kind: 'remind', survey: open, sent: 28, skipped: 0 }]);
  });

  it('closes an open survey', async () => {
    const { actor, calls, done } = fakeServer();
    actor.send({ type: 'open', kind: 'close', survey: open });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['close 7']);
    expect(done.map((d) => d.kind)).toEqual(['close']);
  });

  it('keeps a failure until dismissed, and retries the same action', async () => {
    const { actor, calls, done } = fakeServer({ fail: [{ kind: 'network', message: 'Network Error' }] });
    actor.send({ type: 'open', kind: 'remind', survey: open });
    actor.send({ type: 'confirm' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toEqual({ kind: 'network', message: 'Network Error' });
    expect(done).toEqual([]);
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['remind 7', 'remind 7']);
  });

  it('dismissing a failure goes back to the question, not to the server', async () => {
    const { actor, calls } = fakeServer({ fail: [detailFailure(404, 'Not found.')] });
    actor.send({ type: 'open', kind: 'delete', survey: open });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toEqual(['delete 7']);
  });

  it('a failure after confirming the answers returns to that second question, and retries with the answers', async () => {
    const { actor, calls } = fakeServer({ answers: true, fail: [undefined, { kind: 'timeout', message: 'timeout exceeded' }] });
    actor.send({ type: 'open', kind: 'delete', survey: open });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('refused'));
    actor.send({ type: 'confirmWithAnswers' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toMatch(/12 submitted answers/);
    actor.send({ type: 'confirmWithAnswers' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['delete 7', 'delete 7 with answers', 'delete 7 with answers']);
  });

  it('offers reminders and closing only while a survey is open', () => {
    const { actor } = fakeServer();
    for (const status of ['draft', 'closed'] as const) {
      actor.send({ type: 'open', kind: 'remind', survey: { ...open, status } });
      actor.send({ type: 'open', kind: 'close', survey: { ...open, status } });
      expect(actor.getSnapshot().value).toBe('idle');
    }
    expect(unavailableReason('remind', ended)).toBe('The survey is closed: raters can no longer answer.');
    expect(unavailableReason('close', { ...open, status: 'draft' })).toMatch(/has not started/);
    expect(unavailableReason('delete', ended)).toBeNull();
    actor.send({ type: 'open', kind: 'delete', survey: { ...open, status: 'closed' } });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('ignores a second dialog while a request runs', () => {
    const { actor } = fakeServer();
    actor.send({ type: 'open', kind: 'remind', survey: open });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'open', kind: 'delete', survey: { ...open, id: 8 } });
    expect(actor.getSnapshot().value).toBe('reminding');
    expect(actor.getSnapshot().context.survey?.id).toBe(7);
  });

  it('extends a survey that ended by its date to a later end date, and announces the new date', async () => {
    const { actor, calls, done } = fakeServer();
    actor.send({ type: 'open', kind: 'extend', survey: ended });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm', endDate: '2026-01-20' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'confirm', endDate: day(7) });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual([`extend 7 to ${day(7)}`]);
    expect(done).toEqual([{ type: 'done', kind: 'extend', survey: { ...ended, end_date: day(7) }, sent: null }]);
  });

  it('a failed extension keeps its date for a retry, or takes another one', async () => {
    const { actor, calls } = fakeServer({
      fail: [
        { kind: 'network', message: 'Network Error' },
        { kind: 'network', message: 'Network Error' },
      ],
    });
    actor.send({ type: 'open', kind: 'extend', survey: ended });
    actor.send({ type: 'confirm', endDate: day(7) });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'confirm', endDate: day(14) });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual([`extend 7 to ${day(7)}`, `extend 7 to ${day(7)}`, `extend 7 to ${day(14)}`]);
  });

  it('offers an extension only for a survey that ended by its date and whose results nobody has opened', () => {
    const { actor } = fakeServer();
    const refused: SurveyTarget[] = [
      open,
      { ...open, status: 'draft' },
      { ...ended, closed_at: '2026-01-20T10:00:00Z' },
      { ...ended, results_opened_at: '2026-02-02T10:00:00Z' },
    ];
    for (const survey of refused) {
      actor.send({ type: 'open', kind: 'extend', survey });
      expect(actor.getSnapshot().value).toBe('idle');
    }
    expect(unavailableReason('extend', refused[3]!)).toMatch(/closed for good/);
    expect(unavailableReason('extend', ended)).toBeNull();
  });
});
