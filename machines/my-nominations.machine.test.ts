import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { myNominationsMachine, openTasks, type NominationTasks } from './my-nominations.machine';
import { approvedNomination, openNomination, returnedNomination, submittedNomination } from './nomination/nomination.fixtures';

const sent = { ...openNomination, ...submittedNomination, suggestions: [] };

describe('the my-nominations machine', () => {
  it("keeps, of the person's own lists, only those still theirs to fill", () => {
    const other = { ...openNomination, survey: { ...openNomination.survey, id: 99 } };
    expect(openTasks([openNomination, sent, returnedNomination, other], [submittedNomination])).toEqual({
      choose: [openNomination, returnedNomination, other],
      approve: [submittedNomination],
    });
    expect(openTasks([{ ...sent, status: 'approved' }], [])).toEqual({ choose: [], approve: [] });
  });

  it('loads the tasks, fails with the error, and retries', async () => {
    let calls = 0;
    const tasks: NominationTasks = { choose: [openNomination], approve: [approvedNomination] };
    const actor = createActor(
      myNominationsMachine.provide({
        actors: {
          fetchTasks: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw { kind: 'network', message: 'Network Error' };
            return tasks;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'network' });
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toEqual({ tasks, error: null });
  });
});
