import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CoachProposals, EngagementSummary } from '../schemas/coaching';
import { coachingAskMachine, type ProposalFilter } from './coaching-ask.machine';
import { fieldFailure } from './failure';

const proposals: CoachProposals = {
  survey: 3,
  development_areas: [{ id: 11, title: 'Delegation' }],
  languages: ['en'],
  coaches: [{ coach: 22, name: 'Jonas Weber', organisation: 'Clearpath', kind: 'outside', covers: [{ id: 11, title: 'Delegation' }], languages: ['en'] }],
  requires_approval: true,
  open_engagement: null,
};
const requested = { id: 41, status: 'pending_approval' } as EngagementSummary;
const request = { survey: 3, coach: 22, competencies: [11], language: 'en' as const, scope: 'plan_only' as const };

function fakeServer(fail: unknown[] = []) {
  const calls: string[] = [];
  const check = () => {
    const error = fail.shift();
    if (error) throw error;
  };
  const machine = coachingAskMachine.provide({
    actors: {
      loadProposals: fromPromise(async ({ input }: { input: ProposalFilter }) => {
        calls.push(`proposals ${input.survey} ${input.language ?? '-'} ${input.competencies?.join(',') ?? '-'}`);
        check();
        return proposals;
      }),
      requestCoaching: fromPromise(async ({ input }) => {
        calls.push(`request ${input.coach} ${input.scope}`);
        check();
        return requested;
      }),
    },
  });
  return { actor: createActor(machine, { input: { survey: 3 } }).start(), calls };
}

describe('coaching ask machine', () => {
  it('loads the proposals, asks again for another language and areas, sends the request', async () => {
    const { actor, calls } = fakeServer();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'filter', language: 'de', competencies: [11] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'submit', request });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(actor.getSnapshot().context.requested).toEqual(requested);
    expect(calls).toEqual(['proposals 3 - -', 'proposals 3 de 11', 'request 22 plan_only']);
  });

  it('retries a failed load, keeps a refused request until cleared, and retries it', async () => {
    const { actor, calls } = fakeServer([new Error('offline'), undefined, fieldFailure({ coach: ['This coach has no room.'] })]);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'submit', request });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    expect(actor.getSnapshot().context).toMatchObject({ draft: request, submitError: { fieldErrors: { coach: ['This coach has no room.'] } } });
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.submitError).toBeNull();
    actor.send({ type: 'submit', request });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(calls).toEqual(['proposals 3 - -', 'proposals 3 - -', 'request 22 plan_only', 'request 22 plan_only']);
  });
});
