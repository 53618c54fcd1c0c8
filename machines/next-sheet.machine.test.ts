import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RaterAssignment, RaterSurveyList } from '../schemas/survey-answer';
import { nextPendingSheet, nextSheetMachine, type NextSheet } from './next-sheet.machine';

const assignment = (id: number, name: string, extra: Partial<RaterAssignment> = {}): RaterAssignment => ({
  id,
  ratee: { id: id * 10, name },
  relationship: 'peer',
  status: 'pending',
  answered: 0,
  total: 4,
  draft_saved_at: null,
  submitted_at: null,
  ...extra,
});
const survey = (id: number, end: string) => ({
  id,
  title: `Survey ${id}`,
  description: '',
  start_date: '2026-01-01',
  end_date: end,
  status: 'open' as const,
  anonymity_threshold: 3,
});
const list: RaterSurveyList = {
  result: [
    { survey: survey(1, '2026-02-01'), assignments: [assignment(11, 'Ana'), assignment(12, 'Ben', { status: 'submitted' })] },
    { survey: survey(2, '2026-03-01'), assignments: [assignment(21, 'Cleo', { relationship: 'self' }), assignment(22, 'Dan', { status: 'draft' })] },
  ],
};

describe('nextPendingSheet', () => {
  it('takes the first sheet left in the list’s order (due first), skipping the one just submitted and submitted ones', () => {
    expect(nextPendingSheet(list, 99)).toEqual({ assignment: 11, ratee: 'Ana', self: false });
    expect(nextPendingSheet(list, 11)).toEqual({ assignment: 21, ratee: 'Cleo', self: true });
  });
  it('is null when nothing is left', () => {
    const done = { result: [{ survey: survey(1, '2026-02-01'), assignments: [assignment(11, 'Ana'), assignment(12, 'Ben', { status: 'submitted' })] }] };
    expect(nextPendingSheet(done, 11)).toBeNull();
  });
});

function start(find: (input: { assignment: number }) => Promise<NextSheet | null>) {
  const calls: number[] = [];
  const actor = createActor(
    nextSheetMachine.provide({
      actors: {
        findNext: fromPromise(async ({ input }) => {
          calls.push(input.assignment);
          return find(input);
        }),
      },
    }),
    { input: { assignment: 11 } },
  ).start();
  return { actor, calls };
}

describe('nextSheetMachine', () => {
  it('finds the next sheet for the assignment just submitted', async () => {
    const { actor, calls } = start(async () => ({ assignment: 21, ratee: 'Cleo', self: false }));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('next'));
    expect(actor.getSnapshot().context.next).toEqual({ assignment: 21, ratee: 'Cleo', self: false });
    expect(calls).toEqual([11]);
  });

  it('says all is done when nothing is left', async () => {
    const { actor } = start(async () => null);
    await waitFor(actor, (s) => s.matches('allDone'));
    expect(actor.getSnapshot().context.next).toBeNull();
  });

  it('fails with the reason, is tried again, and a dismissed failure leaves only the way back', async () => {
    let fail = true;
    const { actor, calls } = start(async () => {
      if (fail) throw new Error('offline');
      return { assignment: 22, ratee: 'Dan', self: false };
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().matches('failedQuietly')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    fail = false;
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('next'));
    expect(calls).toEqual([11, 11]);
  });
});
