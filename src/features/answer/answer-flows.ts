import { fromCallback, fromPromise } from 'xstate';
import { answerMachine } from '../../../machines/answer.machine';
import { storageDraftStore } from '../../../machines/answer/draft-store';
import { answerApi } from './answer-api';

/** Calls have no time-out by default; a draft save that hangs this long is tried again. */
const SAVE_TIMEOUT_MS = 20_000;

const browserCopy = () => storageDraftStore(window.localStorage);

/** The 16–64 characters of `submit_key`: 128 random bits. */
const newKey = () => crypto.randomUUID().replaceAll('-', '');

/** The answering wizard wired to the API and to localStorage. */
export const liveAnswerMachine = answerMachine.provide({
  actors: {
    loadSheet: fromPromise(async ({ input, signal }) => ({
      sheet: await answerApi.sheet(input.assignment, { signal }),
      copy: browserCopy().read(input.assignment),
      newKey: newKey(),
    })),
    saveDraft: fromPromise(({ input, signal }) => answerApi.save(input, { signal, timeoutMs: SAVE_TIMEOUT_MS })),
    submitAnswers: fromPromise(({ input, signal }) => answerApi.save(input, { signal })),
    watchConnection: fromCallback(({ sendBack }) => {
      const report = () => sendBack({ type: 'connection', online: navigator.onLine });
      report();
      window.addEventListener('online', report);
      window.addEventListener('offline', report);
      return () => {
        window.removeEventListener('online', report);
        window.removeEventListener('offline', report);
      };
    }),
  },
  actions: {
    writeCopy: ({ context }) => browserCopy().write(context.assignment, { answers: context.answers, submitKey: context.submitKey! }),
    clearCopy: ({ context }) => browserCopy().clear(context.assignment),
  },
});
