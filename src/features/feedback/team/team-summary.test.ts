import { expect, it } from 'vitest';
import { teamSummary } from './team-summary';

const survey = (id: number) => ({ id, title: `S${id}`, end_date: '2026-12-31' });
const person = (id: number) => ({ id, name: `P${id}` });

it("counts people, open surveys (once each), the caller's ratings still to do, and released reports", () => {
  expect(
    teamSummary({
      members: [
        { id: 1, name: 'A', designation: null },
        { id: 2, name: 'B', designation: null },
      ],
      skip_level: [{ id: 3, name: 'C', designation: null, manager: person(1) }],
      progress: [
        { survey: survey(4), ratee: person(1), responses: { submitted: 1, assigned: 3 }, my_rating: 'pending' },
        { survey: survey(4), ratee: person(2), responses: { submitted: 3, assigned: 3 }, my_rating: 'submitted' },
        { survey: survey(5), ratee: person(2), responses: { submitted: 0, assigned: 2 }, my_rating: 'draft' },
        { survey: survey(6), ratee: person(1), responses: { submitted: 0, assigned: 2 }, my_rating: null },
      ],
      reports: [{ survey: survey(1), ratee: person(1), released_at: '2026-01-01T00:00:00Z' }],
    }),
  ).toEqual({ direct: 2, below: 1, openSurveys: 3, toRate: 2, released: 1 });
});
