import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Nomination } from '../schemas/nomination';
import { approvalProblems, approvalShortfall, keyOf, nominationApprovalMachine, type ApprovalKey, type DecisionInput } from './nomination-approval.machine';
import { fay, gil, hal, ivy, submittedNomination, treeFitsSurvey } from './nomination/nomination.fixtures';

function fakeServer(only: ApprovalKey | null = null, fail: unknown[] = [], lists: Nomination[] = [submittedNomination]) {
  const decided: DecisionInput[] = [];
  const asked: Array<ApprovalKey | null> = [];
  const failures = [...fail];
  const machine = nominationApprovalMachine.provide({
    actors: {
      fetchNominations: fromPromise(async ({ input }) => {
        asked.push(input);
        return lists;
      }),
      decide: fromPromise(async ({ input }): Promise<Nomination> => {
        decided.push(input);
        const error = failures.shift();
        if (error) throw error;
        return input.kind === 'return' ? { ...submittedNomination, status: 'returned', note: input.note } : { ...submittedNomination, status: 'approved' };
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

  it('approves a list below the minimum only with a reason, which goes with it', async () => {
    const { actor, decided } = fakeServer();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'toggle', key, raterId: 3 });
    actor.send({ type: 'toggle', key, raterId: 4 });
    expect(approvalShortfall(actor.getSnapshot().context, key)).toEqual(['Choose at least 3 peers (2 chosen).']);
    actor.send({ type: 'reason', key, text: '   ' });
    actor.send({ type: 'approve', key });
    expect(decided).toEqual([]);
    actor.send({ type: 'reason', key, text: ' Di and Cy are on leave until March. ' });
    expect(approvalProblems(actor.getSnapshot().context, key)).toEqual([]);
    actor.send({ type: 'approve', key });
    await waitFor(actor, (s) => s.matches('ready') && decided.length === 1);
    expect(decided[0]).toEqual({
      kind: 'approve',
      survey: 12,
      ratee: 1,
      nominees: [5, 6].map((id) => ({ rater_id: id, relationship: 'peer' })),
      below_minimum_reason: 'Di and Cy are on leave until March.',
    });
  });

  it('sends no reason with a list that meets the limits, and never passes a maximum', async () => {
    const { actor, decided } = fakeServer();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'reason', key, text: 'Typed, then the list was filled.' });
    actor.send({ type: 'add', key, person: gil, relationship: 'peer' });
    actor.send({ type: 'add', key, person: hal, relationship: 'peer' });
    actor.send({ type: 'add', key, person: ivy, relationship: 'peer' });
    expect(approvalProblems(actor.getSnapshot().context, key)).toEqual(['Choose at most 6 peers (7 chosen).']);
    actor.send({ type: 'approve', key });
    expect(decided).toEqual([]);
    actor.send({ type: 'toggle', key, raterId: ivy.id });
    actor.send({ type: 'approve', key });
    await waitFor(actor, (s) => s.matches('ready') && decided.length === 1);
    expect(decided[0]).not.toHaveProperty('below_minimum_reason');
  });

  it('holds a ratee to what their tree offers when the survey says so', async () => {
    const { actor } = fakeServer(null, [], [{ ...submittedNomination, survey: treeFitsSurvey, tree: { peer: 1, direct_report: 4 } }]);
    await waitFor(actor, (s) => s.matches('ready'));
    const treeKey = `${treeFitsSurvey.id}:1`;
    actor.send({ type: 'toggle', key: treeKey, raterId: 3 });
    actor.send({ type: 'toggle', key: treeKey, raterId: 4 });
    actor.send({ type: 'toggle', key: treeKey, raterId: 5 });
    // One peer is all the tree has; the direct reports' minimum is not the tree's to lower.
    expect(approvalShortfall(actor.getSnapshot().context, treeKey)).toEqual(['Choose at least 2 direct reports (0 chosen).']);
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
