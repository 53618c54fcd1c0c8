import { fromPromise } from 'xstate';
import { externalLinkMachine, type ExternalLinkMachine } from '../../../../machines/external-link.machine';
import { detailFailure, type Failure } from '../../../../machines/failure';
import { LINK_CLOSED, LINK_INVALID, type ExternalRequestList } from '../../../../schemas/external-rater';
import { day } from './list.fixtures';

/** Maria Lopez, a customer of the company, asked about two of its people: one started, one submitted. */
export const TOKEN = 'x7Kq2mVb9RtY4nPwLc8ZsHd3FgJ6aUeQ1oIiMvNkBtE';

export const partnerReview: ExternalRequestList = {
  asker: { company: 'Northwind Logistics', asked_by: 'Hana Novak' },
  result: [
    {
      survey: {
        id: 31,
        title: 'Key account review 2026',
        description: 'How our customers see the people who serve them.',
        start_date: day(-10),
        end_date: day(12),
        status: 'open',
        anonymity_threshold: 3,
      },
      assignments: [
        {
          id: 311,
          ratee: { id: 4, name: 'Ben Li' },
          relationship: 'other',
          status: 'draft',
          answered: 5,
          total: 12,
          draft_saved_at: `${day(-1)}T12:00:00.000Z`,
          submitted_at: null,
        },
        {
          id: 312,
          ratee: { id: 6, name: 'Sofia Alvarez' },
          relationship: 'other',
          status: 'pending',
          answered: 0,
          total: 12,
          draft_saved_at: null,
          submitted_at: null,
        },
        {
          id: 313,
          ratee: { id: 7, name: 'Kenji Sato' },
          relationship: 'other',
          status: 'submitted',
          answered: 12,
          total: 12,
          draft_saved_at: null,
          submitted_at: `${day(-2)}T12:00:00.000Z`,
        },
      ],
    },
  ],
};

export const allSubmitted: ExternalRequestList = {
  asker: partnerReview.asker,
  result: partnerReview.result.map((e) => ({
    ...e,
    assignments: e.assignments.map((a) => ({ ...a, status: 'submitted' as const, submitted_at: `${day(-1)}T12:00:00.000Z` })),
  })),
};

export const linkInvalid = detailFailure(404, LINK_INVALID);
export const linkClosed = detailFailure(410, LINK_CLOSED);
export const offline: Failure = { kind: 'network', message: 'Network Error' };

/** The link's read answering `list`, never answering, failing with `failure`, or failing once then answering. */
export type FakeLink = ExternalRequestList | 'loading' | { fail: Failure } | { failOnceWith: Failure; then: ExternalRequestList };

export function fakeLink(read: FakeLink): ExternalLinkMachine {
  let failed = false;
  return externalLinkMachine.provide({
    actors: {
      loadLink: fromPromise(async () => {
        if (read === 'loading') return new Promise<ExternalRequestList>(() => {});
        if ('fail' in read) throw read.fail;
        if ('failOnceWith' in read) {
          if (!failed) {
            failed = true;
            throw read.failOnceWith;
          }
          return read.then;
        }
        return read;
      }),
    },
  });
}
