import { surveyBody } from '../world/estate';
import { fresh } from '../world/fresh';
import type { Cell, Endpoint, Method } from './types';

const SURVEY = { who: 'area', areas: ['survey'] } as const;
const WORDING = { who: 'area', areas: ['survey', 'feedback'] } as const;

/** An endpoint of the survey area naming the target's survey (a new one when the call changes it). */
function onSurvey(method: Method, path: string, ok: number, url: (id: number) => string, changes = false): Endpoint {
  return {
    method,
    path,
    access: SURVEY,
    ok,
    names: 'company-row',
    fresh: changes,
    request: async (c) => ({ url: url(await c.row((e) => (changes ? fresh.survey(c.w.t, e) : e.survey))) }),
  };
}

/** A survey of the target's people and competency, or ids no row has. */
async function surveyOf(c: Cell) {
  const person = { employeeId: await c.row((x) => x.colleague.employeeId), userId: 0, email: '' };
  return surveyBody(c.w.t, c.estate.marker, await c.row((x) => x.type), await c.row((x) => x.competency), [person]);
}

/** Surveys as HR runs them, and answering as every rater does. */
export const surveyEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/survey/survey-creation/',
    access: SURVEY,
    ok: 201,
    names: 'company-row',
    foreign: 400,
    request: async (c) => ({ url: '/survey/survey-creation/', payload: await surveyOf(c) }),
  },
  {
    method: 'PATCH',
    path: '/survey/survey-creation/',
    access: SURVEY,
    ok: 200,
    names: 'company-row',
    fresh: true,
    request: async (c) => {
      const id = await c.row((e) => fresh.survey(c.w.t, e));
      const body = surveyBody(c.w.t, c.estate.marker, c.estate.type, c.estate.competency, [c.estate.colleague]);
      return { url: '/survey/survey-creation/', payload: { ...body, survey: { ...body.survey, id } } };
    },
  },
  {
    method: 'POST',
    path: '/survey/send-email/',
    access: SURVEY,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: '/survey/send-email/', payload: { survey_id: await c.row((e) => e.survey) } }),
  },
  { method: 'GET', path: '/survey/survey_get/', access: SURVEY, ok: 200, names: 'nothing', request: () => ({ url: '/survey/survey_get/' }) },
  onSurvey('GET', '/survey/survey/{id}/', 200, (id) => `/survey/survey/${id}/`),
  onSurvey('GET', '/survey/survey/{id}/preview/', 200, (id) => `/survey/survey/${id}/preview/`),
  onSurvey('DELETE', '/survey/survey/{id}/', 204, (id) => `/survey/survey/${id}/`, true),
  onSurvey('POST', '/survey/survey/{id}/close/', 200, (id) => `/survey/survey/${id}/close/`, true),
  onSurvey('POST', '/survey/survey/{id}/remind/', 200, (id) => `/survey/survey/${id}/remind/`),
  onSurvey('GET', '/survey/survey/{id}/progress/', 200, (id) => `/survey/survey/${id}/progress/`),
  onSurvey('GET', '/survey/survey/{id}/mail-failures/', 200, (id) => `/survey/survey/${id}/mail-failures/`),
  onSurvey('GET', '/survey/survey/{id}/rater-changes/', 200, (id) => `/survey/survey/${id}/rater-changes/`),
  onSurvey('GET', '/survey/get_surveyassign_by_owner/', 200, (id) => `/survey/get_surveyassign_by_owner/?survey_id=${id}`),
  onSurvey('GET', '/survey/any-survey-ans-submitted/', 200, (id) => `/survey/any-survey-ans-submitted/?survey_id=${id}`),
  {
    // Every employee may ask which people they rate in a survey of their company.
    method: 'GET',
    path: '/survey/get_surveyassign/',
    access: { who: 'member' },
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/survey/get_surveyassign/?survey=${await c.row((e) => e.survey)}` }),
  },
  {
    method: 'GET',
    path: '/survey/survey_by_user_draft/',
    access: { who: 'member' },
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/survey/survey_by_user_draft/' }),
  },
  {
    method: 'GET',
    path: '/survey/survey_by_user_complete/',
    access: { who: 'member' },
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/survey/survey_by_user_complete/' }),
  },
  {
    method: 'GET',
    path: '/survey/surveyuserans/{assignment}/',
    access: { who: 'member' },
    ok: 200,
    names: 'person-row',
    request: async (c) => ({ url: `/survey/surveyuserans/${await c.row((e) => e.selfAssignment.get(c.person())!)}/` }),
  },
  {
    method: 'POST',
    path: '/survey/surveyuserans/',
    access: { who: 'member' },
    ok: 200,
    names: 'person-row',
    retries: 'a draft whose shared statement fails is written again alone, on the checked path (draft-batches.ts)',
    request: async (c) => ({
      url: '/survey/surveyuserans/',
      payload: {
        assignment: await c.row((e) => e.selfAssignment.get(c.person())!),
        status: 'draft',
        answers: [{ statement: c.estate.statements[0]!, value: 3 }],
        levels: [],
      },
    }),
  },
  {
    method: 'POST',
    path: '/survey/surveyuserans/{assignment}/comment-check/',
    access: { who: 'member' },
    ok: 200,
    names: 'person-row',
    request: async (c) => ({
      url: `/survey/surveyuserans/${await c.row((e) => e.selfAssignment.get(c.person())!)}/comment-check/`,
      payload: { comments: [{ competency: c.estate.competency, text: `Ask ${c.estate.marker} Outsider, or mail me at rater@example.com.` }] },
    }),
  },
  // The company's words to review before a submit (issue 40): HR running surveys or reading their results.
  { method: 'GET', path: '/survey/wording-list/', access: WORDING, ok: 200, names: 'nothing', request: () => ({ url: '/survey/wording-list/' }) },
  {
    method: 'PUT',
    path: '/survey/wording-list/',
    access: WORDING,
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/survey/wording-list/', payload: { words: 'drama queen' } }),
  },
];
