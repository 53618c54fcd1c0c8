import type { RaterAssignment, RaterSurveyList } from '../../../../schemas/survey-answer';
import type { RaterSurveyEntry } from './list-flows';

/** What Priya Raman (the stories' signed-in person) has to answer and has answered; dates around today. */

const DAY = 86_400_000;
/** Today plus `offset` days, as the API writes a date. */
export const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
// Midday UTC: the same calendar day in every time zone a story may run in.
const moment = (offset: number) => `${day(offset)}T12:00:00.000Z`;

const people = {
  priya: { id: 1, name: 'Priya Raman' },
  ben: { id: 4, name: 'Ben Li' },
  marcus: { id: 5, name: 'Marcus Webb' },
  sofia: { id: 6, name: 'Sofia Alvarez' },
  kenji: { id: 7, name: 'Kenji Sato' },
  amara: { id: 8, name: 'Amara Nwosu-Fitzgerald' },
};

type Fields = Pick<RaterAssignment, 'id' | 'ratee' | 'relationship'> & Partial<RaterAssignment>;
const assignment = ({ status = 'pending', total = 12, ...fields }: Fields): RaterAssignment => ({
  status,
  answered: 0,
  total,
  draft_saved_at: null,
  submitted_at: null,
  ...fields,
});

type SurveyFields = Partial<Pick<RaterSurveyEntry['survey'], 'description' | 'status'>>;
function entry(
  id: number,
  title: string,
  end: number,
  assignments: RaterAssignment[],
  { description = '', status = 'open' }: SurveyFields = {},
): RaterSurveyEntry {
  return { survey: { id, title, description, start_date: day(end - 30), end_date: day(end), status, anonymity_threshold: 3 }, assignments };
}

/** Three open surveys, in no particular order (the page puts the soonest due first). */
export const waiting: RaterSurveyList = {
  result: [
    entry(
      12,
      'Engineering competencies 2026',
      20,
      [
        assignment({ id: 121, ratee: people.priya, relationship: 'self', total: 15 }),
        assignment({ id: 122, ratee: people.marcus, relationship: 'direct_report', status: 'draft', answered: 6, total: 15, draft_saved_at: moment(-1) }),
        assignment({ id: 123, ratee: people.sofia, relationship: 'peer', status: 'draft', answered: 15, total: 15, draft_saved_at: moment(0) }),
        assignment({ id: 124, ratee: people.kenji, relationship: 'other', total: 15 }),
      ],
      { description: 'How the engineering teams see each other on the six core competencies.' },
    ),
    entry(14, 'New managers · first 90 days', 45, [assignment({ id: 141, ratee: people.amara, relationship: 'peer', total: 8 })]),
    entry(
      11,
      'Leadership 360 · Q4',
      2,
      [assignment({ id: 111, ratee: people.ben, relationship: 'manager', status: 'draft', answered: 8, draft_saved_at: moment(-2) })],
      { description: 'Your view of the people you lead, before the year-end reviews.' },
    ),
  ],
};

/** Two surveys answered: one closed since, one still open. */
export const submitted: RaterSurveyList = {
  result: [
    entry(
      9,
      'Leadership 360 · Q3',
      -60,
      [assignment({ id: 91, ratee: people.ben, relationship: 'manager', status: 'submitted', answered: 12, submitted_at: moment(-70) })],
      { status: 'closed' },
    ),
    entry(12, 'Engineering competencies 2026', 20, [
      assignment({ id: 125, ratee: people.priya, relationship: 'self', status: 'submitted', answered: 15, total: 15, submitted_at: moment(-3) }),
      assignment({ id: 126, ratee: people.sofia, relationship: 'peer', status: 'submitted', answered: 15, total: 15, submitted_at: moment(-1) }),
    ]),
  ],
};
