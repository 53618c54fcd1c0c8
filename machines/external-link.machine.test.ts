import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ExternalRequestList } from '../schemas/external-rater';
import { externalLinkMachine } from './external-link.machine';
import { detailFailure, type Failure } from './failure';

const LIST: ExternalRequestList = {
  asker: { company: 'Acme Manufacturing', asked_by: 'Hana Novak' },
  result: [
    {
      survey: { id: 1, title: 'Partner review', description: '', start_date: '2026-11-01', end_date: '2026-12-01', status: 'open', anonymity_threshold: 3 },
      assignments: [
        {
          id: 7,
          ratee: { id: 3, name: 'Ana Lee' },
          relationship: 'other',
          status: 'pending',
          answered: 0,
          total: 4,
          draft_saved_at: null,
          submitted_at: null,
        },
      ],
    },
  ],
};

function start(load: (token: string) => Promise<ExternalRequestList>) {
  const machine = externalLinkMachine.provide({ actors: { loadLink: fromPromise(({ input }) => load(input.token)) } });
  return createActor(machine, { input: { token: 'the-token' } }).start();
}

const failing = (failure: Failure) => async (): Promise<ExternalRequestList> => {
  throw failure;
};

describe('external link machine', () => {
  it('loads what the link opens (busy meanwhile) and shows the list', async () => {
    let asked = '';
    const actor = start(async (token) => {
      asked = token;
      return LIST;
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('list'));
    expect(asked).toBe('the-token');
    expect(done.context.surveys).toEqual(LIST.result);
    expect(done.context.asker).toEqual({ company: 'Acme Manufacturing', asked_by: 'Hana Novak' });
  });

  it('a link never sent or replaced (404) is invalid, for good', async () => {
    const actor = start(failing(detailFailure(404, 'This link is no longer valid.')));
    const done = await waitFor(actor, (s) => s.matches('invalid'));
    expect(done.context.error?.detail).toBe('This link is no longer valid.');
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('invalid');
  });

  it('a closed survey (410) is closed, for good', async () => {
    const actor = start(failing(detailFailure(410, 'This link is no longer valid: the survey has closed.')));
    await waitFor(actor, (s) => s.matches('closed'));
  });

  it('anything else can be tried again, and its error cleared', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      if (calls === 1) throw { kind: 'network', message: 'Network Error' } satisfies Failure;
      return LIST;
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error?.kind).toBe('network');
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('list'));
  });
});
