import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MyNomination } from '../schemas/nomination';
import { nominationMachine, problemsOf, type SaveListInput } from './nomination.machine';
import { cy, di, eve, fay, hal, oneRealPeer, openNomination, returnedNomination } from './nomination/nomination.fixtures';

function fakeServer(start: MyNomination[], fail: unknown[] = []) {
  const sent: SaveListInput[] = [];
  const failures = [...fail];
  const machine = nominationMachine.provide({
    actors: {
      fetchNominations: fromPromise(async () => {
        const error = failures.shift();
        if (error) throw error;
        return start;
      }),
      saveList: fromPromise(async ({ input }) => {
        sent.push(input);
        const error = failures.shift();
        if (error) throw error;
        const nominees = input.nominees.map((n) => ({ rater: [cy, di, eve, fay, hal].find((c) => c.id === n.rater_id)!, relationship: n.relationship }));
        return { ...start.find((n) => n.survey.id === input.survey)!, nominees, status: input.submit ? 'submitted' : 'open' } as MyNomination;
      }),
    },
  });
  return { actor: createActor(machine).start(), sent };
}

const survey = openNomination.survey.id;

describe('the choose-your-raters machine', () => {
  it('adds and removes colleagues, and sends only a list within the limits', async () => {
    const { actor, sent } = fakeServer([openNomination]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'add', survey, person: cy, relationship: 'peer' });
    actor.send({ type: 'add', survey, person: di, relationship: 'peer' });
    expect(problemsOf(actor.getSnapshot().context, survey)).toEqual(['Choose at least 3 peers (2 chosen).']);
    actor.send({ type: 'submit', survey });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(sent).toEqual([]);

    actor.send({ type: 'add', survey, person: eve, relationship: 'peer' });
    actor.send({ type: 'add', survey, person: hal, relationship: 'other' });
    actor.send({ type: 'remove', survey, raterId: hal.id });
    actor.send({ type: 'submit', survey });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(sent).toEqual([{ survey, submit: true, nominees: [cy, di, eve].map((c) => ({ rater_id: c.id, relationship: 'peer' })) }]);
    expect(done.context.nominations[0]!.status).toBe('submitted');
    // A list sent for approval is no longer the ratee's to change.
    actor.send({ type: 'add', survey, person: fay, relationship: 'peer' });
    expect(actor.getSnapshot().context.lists[survey]).toHaveLength(3);
  });

  it('starts a returned list from what was sent, and keeps a refused save until cleared', async () => {
    const refused = {
      kind: 'http',
      status: 400,
      message: 'Request failed with status code 400',
      fieldErrors: { non_field_errors: ['The nomination deadline has passed.'] },
    };
    const { actor } = fakeServer([returnedNomination], [undefined, refused]);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.lists[survey]!.map((r) => r.rater.name)).toEqual(['Cy Park', 'Di Moss', 'Eve Stone', 'Fay Wu']);
    actor.send({ type: 'save', survey });
    const failed = await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(failed.context.error?.fieldErrors?.non_field_errors).toEqual(['The nomination deadline has passed.']);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('asks a ratee whose tree offers one peer for one, when the survey lets the tree meet its minimum', async () => {
    const { actor } = fakeServer([oneRealPeer]);
    await waitFor(actor, (s) => s.matches('ready'));
    const id = oneRealPeer.survey.id;
    expect(problemsOf(actor.getSnapshot().context, id)).toEqual(['Choose at least 1 peer (0 chosen).', 'Choose at least 2 direct reports (0 chosen).']);
    actor.send({ type: 'add', survey: id, person: cy, relationship: 'peer' });
    actor.send({ type: 'add', survey: id, person: fay, relationship: 'direct_report' });
    actor.send({ type: 'add', survey: id, person: hal, relationship: 'direct_report' });
    expect(problemsOf(actor.getSnapshot().context, id)).toEqual([]);
    // Without the tree rule, the same list falls two peers short.
    const strict = { ...oneRealPeer, survey: { ...oneRealPeer.survey, rater_limits: { peer: { min: 3, max: null } } } };
    const { actor: other } = fakeServer([strict]);
    await waitFor(other, (s) => s.matches('ready'));
    other.send({ type: 'add', survey: id, person: cy, relationship: 'peer' });
    expect(problemsOf(other.getSnapshot().context, id)).toEqual(['Choose at least 3 peers (1 chosen).']);
  });

  it('keeps a failed load and retries', async () => {
    const { actor } = fakeServer([openNomination], [{ kind: 'network', message: 'Network Error' }]);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
