import { fromPromise } from 'xstate';
import { nominationApprovalMachine } from '../../../machines/nomination-approval.machine';
import { nominationMachine } from '../../../machines/nomination.machine';
import { createRequestMachine } from '../../../machines/request.machine';
import type { Colleague } from '../../../schemas/nomination';
import { nominationApi } from './nomination-api';

/** The ratee's nominations; sending saves the list first, so what is approved is what was on screen. */
export const liveNomination = nominationMachine.provide({
  actors: {
    fetchNominations: fromPromise(({ signal }) => nominationApi.mine({ signal })),
    saveList: fromPromise(async ({ input }) => {
      const saved = await nominationApi.save(input.survey, input.nominees);
      return input.submit ? nominationApi.submit(input.survey) : saved;
    }),
  },
});

export const liveApproval = nominationApprovalMachine.provide({
  actors: {
    fetchNominations: fromPromise(async ({ input, signal }) =>
      (input ? [await nominationApi.one(input.survey, input.ratee, { signal })] : nominationApi.awaiting({ signal }))),
    decide: fromPromise(({ input }) => (input.kind === 'approve'
      ? nominationApi.approve(input.survey, input.ratee, input.nominees)
      : nominationApi.sendBack(input.survey, input.ratee, { note: input.note }))),
  },
});

/** Whose colleagues are searched: the ratee's own, or the ratee's through their approver. */
export interface SearchScope { survey: number; ratee?: number }

/** A colleague search, as the generic request chart: each search is a submit. */
export const colleagueSearchMachine = createRequestMachine<{ scope: SearchScope; search: string }, Colleague[]>('colleagueSearch');
export type ColleagueSearchMachine = typeof colleagueSearchMachine;

export const liveColleagueSearch = colleagueSearchMachine.provide({
  actors: {
    request: fromPromise(({ input: { scope, search }, signal }) => (scope.ratee === undefined
      ? nominationApi.colleagues(scope.survey, search, { signal })
      : nominationApi.approverColleagues(scope.survey, scope.ratee, search, { signal }))),
  },
});
