import { fromPromise } from 'xstate';
import type { Failure } from '../../../../machines/failure';
import { wordingListMachine } from '../../../../machines/wording-list.machine';
import type { WordingList } from '../../../../schemas/wording-list';
import { never } from '../../../testing/app-fakes.fixtures';

/** The company's words to review kept in memory; `loading` never answers the load, `fail` fails that call. */
export function fakeWordingList({ words = 'drama queen\nnot a team player', loading = false, fail = {} as Partial<Record<'load' | 'save', Failure>> } = {}) {
  let list: WordingList = { words };
  const calls = { saves: [] as WordingList[] };
  const machine = wordingListMachine.provide({
    actors: {
      loadSettings: fromPromise(async () => {
        if (fail.load) throw fail.load;
        if (loading) return never<WordingList>();
        return list;
      }),
      saveSettings: fromPromise(async ({ input }) => {
        calls.saves.push(input.settings);
        if (fail.save) throw fail.save;
        // As the server stores it: trimmed lines, blank ones dropped.
        list = {
          words: input.settings.words
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean)
            .join('\n'),
        };
        return list;
      }),
    },
  });
  return { machine, calls };
}
