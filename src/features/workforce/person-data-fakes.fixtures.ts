import { fromPromise } from 'xstate';
import { detailFailure, type Failure } from '../../../machines/failure';
import { personDataDownloadMachine, personErasureMachine } from '../../../machines/person-data.machine';
import type { ErasureReceipt } from '../../../schemas/person-data';

const never = () => new Promise<never>(() => undefined);
export const receipt: ErasureReceipt = { reference: 'erasure-4f1c9a0b2d7e6c3a5b81', erased_at: '2026-11-30T09:00:00.000Z' };
export const onlyAdmin = detailFailure(409, 'This person is the company’s only admin and cannot be erased: make someone else an admin first.');
export const offline = detailFailure(0, 'The server could not be reached. Check your connection and try again.');

/** A download that succeeds at once (nothing is saved in a story), or fails, or never ends. */
export const fakeDownload = (answer: 'done' | 'fail' | 'pending' = 'done', failure: Failure = offline) =>
  personDataDownloadMachine.provide({
    actors: {
      request: fromPromise<void, { employee: number | null }>(async () => {
        if (answer === 'pending') return never();
        if (answer === 'fail') throw failure;
      }),
    },
  });

/** An erasure that answers the receipt, or is refused, or never ends. */
export const fakeErasure = (answer: 'done' | 'fail' | 'pending' = 'done', failure: Failure = onlyAdmin) =>
  personErasureMachine.provide({
    actors: {
      request: fromPromise(async () => {
        if (answer === 'pending') return never();
        if (answer === 'fail') throw failure;
        return receipt;
      }),
    },
  });

/** The request charts started in a state: busy, failed or done. */
export const downloadIn = (value: 'requesting' | 'failure' | 'success', error: Failure | null = null) =>
  personDataDownloadMachine.resolveState({ value, context: { input: { employee: null }, output: undefined, error } });
export const erasureIn = (value: 'requesting' | 'failure', error: Failure | null = null) =>
  personErasureMachine.resolveState({ value, context: { input: { employee: 1 }, output: undefined, error } });
