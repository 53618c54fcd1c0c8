import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { detailFailure } from '../../../../machines/failure';
import { fakeRequests, requests } from './hr-coaching-fakes.fixtures';

const start = (options: Parameters<typeof fakeRequests>[0] = {}) => {
  const actor = createActor(fakeRequests(options));
  actor.start();
  return actor;
};

describe('coachingRequestsMachine', () => {
  it('loads the pending requests, approves one and reads the list again', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.items.map((r) => r.id)).toEqual([11]);
    const decided: string[] = [];
    actor.on('decided', (e) => decided.push(`${e.decision.kind} ${e.engagement.status}`));
    actor.send({ type: 'approve', id: 11 });
    expect(actor.getSnapshot().value).toBe('approving');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(decided).toEqual(['approve active']);
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('keeps a failed decline with its reason; retry sends it again', async () => {
    const actor = start({ failDecision: detailFailure(409, 'This request was decided already.') });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'decline', id: 11, reason: 'No budget this quarter' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.status).toBe(409);
    expect(actor.getSnapshot().context.decision).toEqual({ kind: 'decline', id: 11, reason: 'No budget this quarter' });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('declining');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.decision).toBeNull();
  });

  it('clears a failure without sending anything', async () => {
    const actor = start({ failDecision: detailFailure(500, 'Oops') });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'approve', id: 11 });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed load retries; a filter reads that status', async () => {
    const failing = start({ loadError: { kind: 'network', message: 'Network Error' } });
    await waitFor(failing, (s) => s.matches('loadFailed'));
    expect(failing.getSnapshot().context.error?.kind).toBe('network');
    const actor = start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'filter', filter: 'all' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.items).toHaveLength(requests.length);
  });
});
