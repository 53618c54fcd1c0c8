import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ActionSuggestions } from '../schemas/development-library';
import { detailFailure } from './failure';
import { actionSuggestionsMachine, type SuggestionsScope } from './action-suggestions.machine';

const answer: ActionSuggestions = {
  threshold: 3,
  areas: [
    {
      competency_id: 5,
      title: 'Coaching',
      expected_level: 'intermediate',
      others: 1.5,
      self: 3,
      reasons: ['low_score', 'blind_spot'],
      actions: [{ id: 9, title: 'Shadow a coach', description: '', level: null, evidence: { mean_change: 0.4, people: 5 } }],
    },
  ],
};

/** The machine over a fake endpoint that fails the first `failures` calls. */
function run(failures: number) {
  const asked: SuggestionsScope[] = [];
  const machine = actionSuggestionsMachine.provide({
    actors: {
      fetchSuggestions: fromPromise(async ({ input }) => {
        asked.push(input);
        if (asked.length <= failures) throw detailFailure(503, 'Unavailable.');
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { survey: 1, ratee: 7 } }).start();
  return { actor, asked };
}

describe('actionSuggestionsMachine', () => {
  it('loads the suggestions of its survey and ratee', async () => {
    const { actor, asked } = run(0);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.suggestions).toEqual(answer);
    expect(asked).toEqual([{ survey: 1, ratee: 7 }]);
  });

  it('keeps the failure, and a retry loads again and clears it', async () => {
    const { actor } = run(1);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toMatchObject({ status: 503 });
    actor.send({ type: 'retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.error).toBeNull();
    expect(ready.context.suggestions).toEqual(answer);
  });

  it('clears the failure on clearErrors, and can still retry', async () => {
    const { actor } = run(1);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().matches('dismissed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
