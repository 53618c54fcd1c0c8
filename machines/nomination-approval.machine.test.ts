import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Nomination } from '../schemas/nomination';
import { approvalProblems, keyOf, nominationApprovalMachine, type ApprovalKey, type DecisionInput } from './nomination-approval.machine';
import { fay, gil, submittedNomination } from './nomination/nomination.fixtures';

function fakeServer(only: ApprovalKey | null = null, fail: unknown[] = []) {
  const decided: DecisionInput[] = [];
  const asked: Array<ApprovalKey | null> = [];
  const failures = [...fail];
  const machine = nominationApprovalMachine.provide({
    actors: {
      fetchNominations: fromPromise(async ({ input }) => {
        asked.push(input);
        return [submittedNomination];
      }),
      decide: fromPromise(async ({ input }): Promise<Nomination> => {
        decided.push(input);
        const error = failures.shift();
        if (error) throw error;
        return input.kind === 'return'
          ? { ...submittedNomination, status: 'returned', note: input.note }
          : { ...submittedNomination, status: 'approved' };
      }),
    },
  });
  return { actor: createActor(machine, { input: only }).start(), decided, asked };
}

const key = keyOf(submittedNomination);

describe('the approve-raters machine', () => {
  it('approves with one rater unchecked and another replaced', async () => {
    const { actor, decided, asked } = fakeServer();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual([null]);
    actor.send({ type: 'replace', key, raterId: fay.id, by: gil });
    actor.send({ type: 'approve', key });
    const done = await waitFor(actor, (s) => s.matches('ready') && s.context.nominations[0]!.status === 'approved');
    expect(decided).toEqual([{ kind: 'approve', survey: 12, ratee: 1, nominees: [3, 4, 5, 7].map((id) => ({ rater_id: id, relationship: 'peer' })) }]);
    // Approved: nothing more to change.
    actor.send({ type: 'toggle', key, raterId: 3 });
    expect(done.context.rows[key]!.every((r) => r.included)).toBe(true);
  });

  it('lets the approver add someone, as HR stepping in on a list', async () => {
    const { actor, decided } = fakeServer({ survey: 12, ratee: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'add', key, person: gil, relationship: 'other' });
    actor.send({ type: 'approve', key });
    await waitFor(actor, (s) => s.matches('ready') && decided.length === 1);
    expect(decided[0]).toMatchObject({ kind: 'approve', nominees: expect.arrayContaining([{ rater_id: gil.id, relationship: 'other' }]) });
  });

  it('does not approve a list below the minimum', async () => {
    const { actor, decided } = fakeServer();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'toggle', key, raterId: 3 });
    actor.send({ type: 'toggle', key, raterId: 4 });
    expect(approvalProblems(actor.getSnapshot().context, key)).toEqual(['Choose at least 3 peers (2 chosen).']);
    actor.send({ type: 'approve', key });
    expect(decided).toEqual([]);
  });

  it('sends a list back only with a note, and keeps a failure until cleared', async () => {
    const { actor, decided } = fakeServer({ survey: 12, ratee: 1 }, [{ kind: 'network', message: 'Network Error' }]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'sendBack', key, note: '   ' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'sendBack', key, note: 'Add Gil.' });
    const failed = await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(failed.context.error?.kind).toBe('network');
    actor.send({ type: 'clearErrors' });
    actor.send({ type: 'sendBack', key, note: 'Add Gil.' });
    const back = await waitFor(actor, (s) => s.matches('ready') && s.context.nominations[0]!.status === 'returned');
    expect(back.context.nominations[0]!.note).toBe('Add Gil.');
    expect(decided.map((d) => d.kind)).toEqual(['return', 'return']);
  });
});
