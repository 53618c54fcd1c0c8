import { fromPromise } from 'xstate';
import { myNominationsMachine, openTasks } from '../../../../machines/my-nominations.machine';
import { nominationApprovalMachine, type ApprovalKey } from '../../../../machines/nomination-approval.machine';
import { nominationMachine } from '../../../../machines/nomination.machine';
import { createRequestMachine } from '../../../../machines/request.machine';
import type { Colleague, MyNomination } from '../../../../schemas/nomination';
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
      input ? [await nominationApi.one(input.survey, input.ratee, { signal })] : nominationApi.awaiting({ signal }),
    ),
    decide: fromPromise(({ input }) =>
      input.kind === 'approve'
        ? nominationApi.approve(input.survey, input.ratee, { nominees: input.nominees, below_minimum_reason: input.below_minimum_reason })
        : nominationApi.sendBack(input.survey, input.ratee, { note: input.note }),
    ),
  },
});

/** Whose colleagues are searched: the ratee's own, or the ratee's through their approver. */
export interface SearchScope {
  survey: number;
  ratee?: number;
}

/** A colleague search, as the generic request chart: each search is a submit. */
export const colleagueSearchMachine = createRequestMachine<{ scope: SearchScope; search: string }, Colleague[]>('colleagueSearch');
export type ColleagueSearchMachine = typeof colleagueSearchMachine;

export const liveColleagueSearch = colleagueSearchMachine.provide({
  actors: {
    request: fromPromise(({ input: { scope, search }, signal }) =>
      scope.ratee === undefined
        ? nominationApi.colleagues(scope.survey, search, { signal })
        : nominationApi.approverColleagues(scope.survey, scope.ratee, search, { signal }),
    ),
  },
});

/** What the tree suggests for a ratee's list, read for HR or the approver setting it (the ratee's own come with their nomination). */
export const treeSuggestionsMachine = createRequestMachine<ApprovalKey, MyNomination['suggestions']>('treeSuggestions');
export type TreeSuggestionsMachine = typeof treeSuggestionsMachine;

export const liveTreeSuggestions = treeSuggestionsMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => nominationApi.suggestions(input.survey, input.ratee, { signal })) },
});

/** The person's open nomination tasks: the two lists the choose and approve pages read. */
export const liveMyNominations = myNominationsMachine.provide({
  actors: {
    fetchTasks: fromPromise(async ({ signal }) => {
      const [mine, awaiting] = await Promise.all([nominationApi.mine({ signal }), nominationApi.awaiting({ signal })]);
      return openTasks(mine, awaiting);
    }),
  },
});
