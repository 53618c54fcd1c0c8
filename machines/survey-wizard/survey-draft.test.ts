import { describe, expect, it } from 'vitest';
import { demoAssignments, demoChoices, demoSurvey } from './demo-company.fixtures';
import { withRater } from '../../schemas/survey';
import { fromSurvey, saveRequest, toCreation, toUpdate } from './survey-draft';

const sources = { employees: demoChoices.employees, competencies: demoChoices.competencies };

describe('wizard data ⇄ payload', () => {
  it('turns a saved survey and its assignments back into the same payload (round trip)', () => {
    const survey = demoSurvey();
    const data = fromSurvey(survey, demoAssignments());
    expect(toUpdate(41, data, sources, false)).toEqual({
      survey: {
        id: 41,
        title: survey.title,
        description: survey.description,
        start_date: survey.start_date,
        end_date: survey.end_date,
        anonymity_threshold: 3,
        audience: 'Individual',
        is_draft: false,
        type_values: survey.type_values,
        competencies: survey.competencies,
      },
      position: null,
      survey_assign: withRater(demoAssignments()).map((a) => ({ ratee: a.ratee.id, rater: a.rater.id, relationship: a.relationship })),
    });
  });

  it('Position/Group: every matching employee is a ratee and the position is sent', () => {
    const data = fromSurvey(demoSurvey({ audience: 'Position/Group', position: { designation: null, department: 4, group: null } }), []);
    data.raters = { 4: [{ rater: 1, relationship: 'manager' }], 10: [{ rater: 10, relationship: 'self' }], 2: [{ rater: 2, relationship: 'self' }] };
    const payload = toCreation(data, sources, false);
    expect(payload.position).toEqual({ designation: null, department: 4, group: null });
    // Tom (2) is not in People: his raters are kept in the data but not sent.
    expect(payload.survey_assign).toEqual([
      { ratee: 4, rater: 1, relationship: 'manager' },
      { ratee: 10, rater: 10, relationship: 'self' },
    ]);
  });

  it('sends one value per type of the competencies chosen, the default where none was set', () => {
    const data = fromSurvey(demoSurvey({ type_values: [{ type: 2, value: 70 }] }), []);
    data.competencies.push({ competency: 8, weight: 25, expected_level: 'expert' });
    expect(toCreation(data, sources, true).survey.type_values).toEqual([
      { type: 1, value: 50 },
      { type: 2, value: 70 },
      { type: 3, value: 50 },
    ]);
  });

  it('a draft with only its details is a valid creation with nothing else', () => {
    const data = fromSurvey(demoSurvey({ description: '', competencies: [], type_values: [] }), []);
    expect(saveRequest(null, data, sources, true)).toMatchObject({
      method: 'POST',
      body: { survey: { is_draft: true, description: '', competencies: [], type_values: [] }, survey_assign: [] },
    });
    expect(data.details).not.toHaveProperty('description');
    expect(saveRequest(9, data, sources, true)).toMatchObject({ method: 'PATCH', body: { survey: { id: 9 } } });
  });

  it('a draft keeps its ratees as chosen, those without raters yet too, and reads them back in that order', () => {
    const data = { ...fromSurvey(demoSurvey({ is_draft: true, competencies: [], type_values: [] }), []), ratees: [10, 4, 2], raters: {} };
    const draft = toCreation(data, sources, true);
    expect(draft.survey.chosen_ratees).toEqual([10, 4, 2]);
    expect(draft.survey_assign).toEqual([]);
    // Sent, the ratees are the assignments' alone.
    expect(toCreation(data, sources, false).survey).not.toHaveProperty('chosen_ratees');

    const resumed = fromSurvey(demoSurvey({ is_draft: true, chosen_ratees: [10, 4, 2] }), demoAssignments());
    expect(resumed.ratees.slice(0, 3)).toEqual([10, 4, 2]);
    expect(new Set(resumed.ratees).size).toBe(resumed.ratees.length);
  });
});
