import { fromPromise } from 'xstate';
import type { Failure } from '../../../machines/failure';
import type { ExternalRaterAnswer } from '../../../schemas/external-rater';
import type { Assignment } from '../../../schemas/survey';
import type { SurveyDetail } from '../../../machines/survey-detail.machine';
import { addExternalRaterMachine, type AddExternalRaterMachine } from './survey-flows';
import { leadershipDetail } from './survey.fixtures';

/** Maria Lopez, a customer, rating the first ratee of "Leadership 360 · Q4" as an outside rater. */
export const maria = { id: 91, name: 'Maria Lopez', email: 'maria.lopez@customer.example' };

const first = leadershipDetail.assignments[0]!;
const outsideAssignment: Assignment = {
  ...first,
  id: 999,
  rater: null,
  external: maria,
  relationship: 'other',
  status: 'pending',
  submitted_at: null,
  reminded_at: null,
};

/** The survey with Maria among its raters, and a leaver whose submitted answers stay without a name. */
export const withOutsider: SurveyDetail = {
  ...leadershipDetail,
  assignments: [
    ...leadershipDetail.assignments.filter((a) => a.ratee.id === first.ratee.id),
    outsideAssignment,
    { ...first, id: 998, rater: null, relationship: 'peer', status: 'submitted' },
  ],
};

/** Adding answers as the server does, or refuses with `failure`. */
export function fakeAdd({ failure }: { failure?: Failure } = {}): AddExternalRaterMachine {
  return addExternalRaterMachine.provide({
    actors: {
      request: fromPromise(async ({ input }): Promise<ExternalRaterAnswer> => {
        if (failure) throw failure;
        return {
          detail: `${input.body.name} was added and mailed a link.`,
          assignment: 1000,
          external: { id: 92, name: input.body.name, email: input.body.email, link_sent_at: new Date().toISOString() },
        };
      }),
    },
  });
}
