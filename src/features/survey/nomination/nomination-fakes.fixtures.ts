import { fromPromise } from 'xstate';
import type { Failure } from '../../../../machines/failure';
import { nominationApprovalMachine, type DecisionInput } from '../../../../machines/nomination-approval.machine';
import { nominationMachine, type SaveListInput } from '../../../../machines/nomination.machine';
import { cy, di, eve, fay, gil, hal, ivy, openNomination } from '../../../../machines/nomination/nomination.fixtures';
import type { Colleague, MyNomination, Nomination } from '../../../../schemas/nomination';
import { never } from '../../../testing/app-fakes.fixtures';
import { colleagueSearchMachine, treeSuggestionsMachine } from './nomination-flows';

export const offline: Failure = { kind: 'network', message: 'Network Error' };
export const pastDeadline: Failure = {
  kind: 'http',
  status: 400,
  message: 'Request failed with status code 400',
  fieldErrors: { non_field_errors: ['The nomination deadline (2026-12-04) has passed: ask HR to choose your raters.'] },
};

const everyone = [cy, di, eve, fay, gil, hal, ivy];
const byId = (id: number) => everyone.find((c) => c.id === id)!;

/** A read that answers `rows`, never answers, or fails once and then answers. */
export type FakeRead<T> = T[] | 'loading' | { failOnceWith: Failure; then: T[] };

async function answer<T>(read: FakeRead<T>, failed: { once: boolean }): Promise<T[]> {
  if (read === 'loading') return never<T[]>();
  if (Array.isArray(read)) return read;
  if (failed.once) return read.then;
  failed.once = true;
  throw read.failOnceWith;
}

/** The ratee's side over an in-memory server; `refuse` fails every save with it. */
export function fakeNomination(read: FakeRead<MyNomination>, refuse?: Failure) {
  const failed = { once: false };
  const sent: SaveListInput[] = [];
  const machine = nominationMachine.provide({
    actors: {
      fetchNominations: fromPromise(() => answer(read, failed)),
      saveList: fromPromise(async ({ input }): Promise<MyNomination> => {
        sent.push(input);
        if (refuse) throw refuse;
        const start = (Array.isArray(read) ? read : read === 'loading' ? [] : read.then).find((n) => n.survey.id === input.survey)!;
        return {
          ...start,
          status: input.submit ? 'submitted' : start.status,
          submitted_at: input.submit ? '2026-11-27T09:12:00Z' : start.submitted_at,
          nominees: input.nominees.map((n) => ({ rater: byId(n.rater_id), relationship: n.relationship })),
        };
      }),
    },
  });
  return { machine, sent };
}

/** The approver's side over an in-memory server. */
export function fakeApproval(read: FakeRead<Nomination>, refuse?: Failure) {
  const failed = { once: false };
  const decided: DecisionInput[] = [];
  const machine = nominationApprovalMachine.provide({
    actors: {
      fetchNominations: fromPromise(() => answer(read, failed)),
      decide: fromPromise(async ({ input }): Promise<Nomination> => {
        decided.push(input);
        if (refuse) throw refuse;
        const start = (Array.isArray(read) ? read : read === 'loading' ? [] : read.then).find((n) => n.ratee.id === input.ratee)!;
        if (input.kind === 'return') return { ...start, status: 'returned', note: input.note, decided_at: '2026-11-28T10:00:00Z' };
        return {
          ...start,
          status: 'approved',
          decided_at: '2026-11-28T10:00:00Z',
          below_minimum_reason: input.below_minimum_reason ?? '',
          nominees: input.nominees.map((n) => ({ rater: byId(n.rater_id), relationship: n.relationship })),
        };
      }),
    },
  });
  return { machine, decided };
}

/** A colleague search over the same people: by name, any case. */
export const fakeColleagueSearch = colleagueSearchMachine.provide({
  actors: {
    request: fromPromise(async ({ input }): Promise<Colleague[]> => everyone.filter((c) => c.name.toLowerCase().includes(input.search.toLowerCase()))),
  },
});

/** What the tree suggests for Ana's list, as her own nomination offers it. */
export const fakeTreeSuggestions = treeSuggestionsMachine.provide({
  actors: { request: fromPromise(async (): Promise<MyNomination['suggestions']> => openNomination.suggestions) },
});
