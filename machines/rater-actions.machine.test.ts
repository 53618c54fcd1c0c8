import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fieldFailure } from './failure';
import { raterActionRefusal, raterActionsMachine, type RaterActionsEmitted, type RaterInput, type RaterTarget } from './rater-actions.machine';

const target: RaterTarget = {
  id: 31,
  survey: 7,
  relationship: 'peer',
  status: 'pending',
  ratee: { id: 1, name: 'Ana Lee', emp_code: 'E-1' },
  rater: { id: 2, name: 'Bo Chen', emp_code: 'E-2' },
};
const open = { status: 'open' as const, is_draft: false };
const people = [
  { id: 1, name: 'Ana Lee', emp_code: 'E-1' },
  { id: 2, name: 'Bo Chen', emp_code: 'E-2' },
  { id: 3, name: 'Cy Park', emp_code: 'E-3' },
];

const whom = (input: RaterInput) => ('raterId' in input ? `${input.raterId}` : `outside ${input.externalId}`);

function fakeServer(fail: unknown[] = []) {
  const calls: string[] = [];
  const check = () => {
    const error = fail.shift();
    if (error) throw error;
  };
  const machine = raterActionsMachine.provide({
    actors: {
      remindRater: fromPromise(async ({ input }) => {
        calls.push(`remind ${whom(input)} in ${input.surveyId}`);
        check();
        return { detail: 'Reminder sent.', at: '2026-01-10T09:00:00.000Z' };
      }),
      inviteRater: fromPromise(async ({ input }) => {
        calls.push(`invite ${whom(input)}`);
        check();
        return { detail: 'Invitation sent again.', at: '2026-01-10T09:00:00.000Z' };
      }),
      removeAssignment: fromPromise(async ({ input }) => {
        calls.push(`remove ${input.assignmentId}`);
        check();
      }),
      replaceRater: fromPromise(async ({ input }) => {
        calls.push(`replace ${input.assignmentId} by ${input.rater}`);
        check();
        return { detail: 'Rater replaced and invited.', id: 40, invited: true };
      }),
      loadCandidates: fromPromise(async () => {
        calls.push('candidates');
        check();
        return people;
      }),
    },
  });
  const actor = createActor(machine).start();
  const done: RaterActionsEmitted[] = [];
  actor.on('done', (e) => done.push(e));
  return { actor, calls, done };
}

describe('rater actions machine', () => {
  it('asks, reminds one rater (busy) and announces what the server said', async () => {
    const { actor, calls, done } = fakeServer();
    actor.send({ type: 'open', kind: 'remind', target, survey: open });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['remind 2 in 7']);
    expect(done).toEqual([{ type: 'done', kind: 'remind', target, detail: 'Reminder sent.' }]);
  });

  it('mails an outside rater by their own id, and only a leaver has nobody to mail', async () => {
    const outsider: RaterTarget = { ...target, relationship: 'other', rater: null, external: { id: 5, name: 'Olga Client', email: 'olga@client.example' } };
    const { actor, calls } = fakeServer();
    actor.send({ type: 'open', kind: 'invite', target: outsider, survey: open });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['invite outside 5']);
    expect(raterActionRefusal('remind', outsider, open)).toBeNull();
    expect(raterActionRefusal('remind', { ...outsider, external: null }, open)).toMatch(/left the company/);
  });

  it('keeps a failure until retried, then runs the same request again', async () => {
    const { actor, calls } = fakeServer([fieldFailure({ non_field_errors: ['This survey is closed.'] })]);
    actor.send({ type: 'open', kind: 'remove', target, survey: open });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.fieldErrors?.non_field_errors).toEqual(['This survey is closed.']);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['remove 31', 'remove 31']);
  });

  it('loads whom a replacement may go to, leaving out the excluded, and waits for a choice', async () => {
    const { actor, calls, done } = fakeServer();
    actor.send({ type: 'open', kind: 'replace', target, survey: open, excluded: [1, 2] });
    expect(actor.getSnapshot().value).toBe('loadingCandidates');
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(actor.getSnapshot().context.candidates).toEqual([people[2]]);
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'choose', rater: 3 });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['candidates', 'replace 31 by 3']);
    expect(done[0]!.detail).toBe('Rater replaced and invited.');
  });

  it('does not open for an action the assignment or survey does not allow', () => {
    const { actor } = fakeServer();
    actor.send({ type: 'open', kind: 'remove', target: { ...target, status: 'submitted' }, survey: open });
    actor.send({ type: 'open', kind: 'remind', target, survey: { status: 'closed', is_draft: false } });
    actor.send({ type: 'open', kind: 'replace', target: { ...target, relationship: 'self' }, survey: open });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('says why an action is not offered', () => {
    expect(raterActionRefusal('remind', target, open)).toBeNull();
    expect(raterActionRefusal('remind', target, { status: 'draft', is_draft: false })).toMatch(/once the survey is open/);
    expect(raterActionRefusal('invite', target, { status: 'draft', is_draft: true })).toMatch(/draft has not been sent/);
    expect(raterActionRefusal('invite', { ...target, rater: null }, open)).toMatch(/left the company/);
    expect(raterActionRefusal('remove', { ...target, rater: null }, open)).toBeNull();
    expect(raterActionRefusal('remove', { ...target, status: 'submitted' }, open)).toMatch(/has submitted/);
  });
});
