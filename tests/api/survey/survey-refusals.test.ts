import { describe, expect, it } from 'vitest';
import type { SurveyCreation } from '../../../schemas/survey';
import { appWith } from '../helpers/app-with';
import { listItem } from '../helpers/employees';
import { createSurvey, dayFrom, surveyCounts, surveyPayload, surveyWorld } from '../helpers/survey-payloads';

/** POST /survey/survey-creation/: every refusal answers 400 at its field and saves nothing. */
const { t, w, other } = appWith({ w: surveyWorld, other: surveyWorld });

type Case = [string, () => Promise<object> | object, () => Record<string, string[]>];
const p = (survey: Partial<SurveyCreation['survey']> = {}, rest: Partial<Omit<SurveyCreation, 'survey'>> = {}) => surveyPayload(t, w, survey, rest);
const assign = (ratee: number, rater: number, relationship: SurveyCreation['survey_assign'][number]['relationship']) => ({ ratee, rater, relationship });

const cases: Case[] = [
  [
    'an end before the start',
    () => p({ start_date: dayFrom(t, 5), end_date: dayFrom(t, 4) }),
    () => ({ end_date: ['The end date cannot be before the start date.'] }),
  ],
  ['a blank title', () => p({ title: '   ' }), () => ({ title: ['This field may not be blank.'] })],
  ['an empty title', () => p({ title: '' }), () => ({ title: ['This field may not be blank.'] })],
  ['no competencies on a published survey', () => p({ competencies: [], type_values: [] }), () => ({ competencies: ['Choose at least one competency.'] })],
  ['no raters on a published survey', () => p({}, { survey_assign: [] }), () => ({ survey_assign: ['Add at least one rater.'] })],
  [
    'a competency twice',
    () =>
      p({
        competencies: [
          { competency: w.competencies.teamwork, weight: 25, expected_level: 'basic' },
          { competency: w.competencies.teamwork, weight: 30, expected_level: 'expert' },
        ],
        type_values: [],
      }),
    () => ({ competencies: ['“Teamwork” is chosen more than once.'] }),
  ],
  [
    "another company's competency, without naming it",
    () => p({ competencies: [{ competency: other.competencies.coaching, weight: 25, expected_level: 'basic' }], type_values: [] }),
    () => ({ competencies: [`Competency ${other.competencies.coaching} is not in your competency library.`] }),
  ],
  [
    'an unknown competency',
    () => p({ competencies: [{ competency: 2_000_000_000, weight: 25, expected_level: 'basic' }], type_values: [] }),
    () => ({ competencies: ['Competency 2000000000 is not in your competency library.'] }),
  ],
  [
    'a weight above 100',
    () => p({ competencies: [{ competency: w.competencies.teamwork, weight: 101, expected_level: 'basic' }] }),
    () => ({ competencies: ['Competency #1: the weight must be a whole number from 0 to 100.'] }),
  ],
  [
    'a negative weight',
    () => p({ competencies: [{ competency: w.competencies.teamwork, weight: -1, expected_level: 'basic' }] }),
    () => ({ competencies: ['Competency #1: the weight must be a whole number from 0 to 100.'] }),
  ],
  [
    'a type value above 100',
    () => p({ type_values: [{ type: w.types.core, value: 150 }] }),
    () => ({ type_values: ['Type value #1: the value must be a whole number from 0 to 100.'] }),
  ],
  [
    'an unknown expected level',
    () => p({ competencies: [{ competency: w.competencies.teamwork, weight: 5, expected_level: 'guru' as 'basic' }] }),
    () => ({ competencies: ['Competency #1: expected level: select a valid choice.'] }),
  ],
  [
    'a type with two values',
    () =>
      p({
        type_values: [
          { type: w.types.core, value: 10 },
          { type: w.types.core, value: 20 },
        ],
      }),
    () => ({ type_values: [`“${w.typeNames.core}” has more than one value.`] }),
  ],
  [
    'a type no chosen competency has',
    () =>
      p({
        competencies: [{ competency: w.competencies.teamwork, weight: 25, expected_level: 'basic' }],
        type_values: [{ type: w.types.leadership, value: 10 }],
      }),
    () => ({ type_values: [`“${w.typeNames.leadership}” is not the type of any chosen competency.`] }),
  ],
  [
    "another company's type",
    () => p({ type_values: [{ type: other.types.core, value: 10 }] }),
    () => ({ type_values: [`Competency type ${other.types.core} is not the type of any chosen competency.`] }),
  ],
  [
    "another company's employees as ratee and rater",
    () => p({}, { survey_assign: [assign(other.ana.id, other.lead.id, 'manager')] }),
    () => ({ survey_assign: [`Employee ${other.ana.id} is not in your company.`, `Employee ${other.lead.id} is not in your company.`] }),
  ],
  [
    'the same rater twice for a ratee',
    () => p({}, { survey_assign: [assign(w.ana.id, w.ben.id, 'peer'), assign(w.ana.id, w.ben.id, 'other')] }),
    () => ({ survey_assign: [`${w.ben.name} is listed more than once as a rater of ${w.ana.name}.`] }),
  ],
  [
    'self for someone else',
    () => p({}, { survey_assign: [assign(w.ana.id, w.ben.id, 'self')] }),
    () => ({ survey_assign: [`“Self” is for a person rating themselves: ${w.ben.name} cannot be the self rater of ${w.ana.name}.`] }),
  ],
  [
    'a person rating themselves as a peer',
    () => p({}, { survey_assign: [assign(w.ana.id, w.ana.id, 'peer')] }),
    () => ({ survey_assign: [`${w.ana.name} rating themselves must have the relationship “self”.`] }),
  ],
  [
    'an unknown relationship',
    () => p({}, { survey_assign: [{ ratee: w.ana.id, rater: w.ben.id, relationship: 'boss' as 'peer' }] }),
    () => ({ survey_assign: ['Assignment #1: relationship: select a valid choice.'] }),
  ],
  [
    'Position/Group without any criterion',
    () => p({ audience: 'Position/Group' }, { position: { designation: null } }),
    () => ({ position: ['Choose a designation, department or group.'] }),
  ],
  [
    'Position/Group with a department given as designation',
    async () =>
      p(
        { audience: 'Position/Group' },
        {
          position: { designation: await listItem(t, w.admin, 'department') },
        },
      ),
    () => ({ position: ["That designation is not one of your company's designations."] }),
  ],
  [
    "Position/Group with another company's group",
    () => p({ audience: 'Position/Group' }, { position: { group: other.group } }),
    () => ({ position: ["That group is not one of your company's groups."] }),
  ],
  [
    'Position/Group with a ratee outside the group',
    () =>
      p(
        { audience: 'Position/Group' },
        {
          position: { group: w.group, designation: w.designation },
          survey_assign: [assign(w.ana.id, w.lead.id, 'manager'), assign(w.ben.id, w.lead.id, 'manager'), assign(w.cleo.id, w.boss.id, 'manager')],
        },
      ),
    () => ({
      survey_assign: [
        `${w.ben.name} is not in the chosen group, so cannot be a ratee.`,
        `${w.cleo.name} is not in the chosen designation and group, so cannot be a ratee.`,
      ],
    }),
  ],
  ['an unknown field in the survey', () => ({ ...p(), survey: { ...p().survey, status: 'open' } }), () => ({ status: ['Unknown field "status".'] })],
  ['no survey at all', () => ({ position: null, survey_assign: [] }), () => ({ survey: ['This field is required.'] })],
  ['a bad date', () => p({ start_date: '2024-02-31' }), () => ({ start_date: ['Enter a valid date.'] })],
];

describe('POST /survey/survey-creation/ refuses with 400 and saves nothing', () => {
  it.each(cases)('%s', async (_label, payload, errors) => {
    const before = await surveyCounts(t);
    const res = await createSurvey(t, w.admin, await payload());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(errors());
    expect(await surveyCounts(t)).toEqual(before);
  });

  it('lists every problem at once, and counts beyond ten', async () => {
    const twice = Array.from({ length: 12 }, () => assign(w.ana.id, w.ben.id, 'peer'));
    const res = await createSurvey(t, w.admin, p({ title: ' ', competencies: [], type_values: [] }, { survey_assign: twice }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['competencies', 'survey_assign', 'title']);
    expect(body.survey_assign).toHaveLength(11);
    expect(body.survey_assign.at(-1)).toBe('…and 1 more like these.');
  });
});
