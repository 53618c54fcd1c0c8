import { fromPromise } from 'xstate';
import { wordingListMachine } from '../../../../machines/wording-list.machine';
import { wordingListApi } from './wording-list-api';

/** The words-to-review form over the real API. */
export const liveWordingList = wordingListMachine.provide({
  actors: {
    loadSettings: fromPromise(({ signal }) => wordingListApi.get({ signal })),
    saveSettings: fromPromise(({ input }) => wordingListApi.save(input.settings)),
  },
});
