import { fromPromise } from 'xstate';
import { detailFailure } from '../../../machines/failure';
import { personDataDownloadMachine } from '../../../machines/person-data.machine';

const offline = detailFailure(0, 'The server could not be reached. Check your connection and try again.');

/** Your data's download: done at once (nothing is saved in a story), failed, or never ending. */
export const fakeMyData = (answer: 'done' | 'fail' | 'pending' = 'done') =>
  personDataDownloadMachine.provide({
    actors: {
      request: fromPromise<void, { employee: number | null }>(async () => {
        if (answer === 'pending') return new Promise<never>(() => undefined);
        if (answer === 'fail') throw offline;
      }),
    },
  });

export const myDataIn = (value: 'requesting') =>
  personDataDownloadMachine.resolveState({ value, context: { input: { employee: null }, output: undefined, error: null } });
