import { send } from '../../helpers/employees';
import type { TestApp } from '../../helpers/test-app';
import { ok, surveyBody, type Estate } from '../world/estate';
import { fresh } from '../world/fresh';
import type { Cell, Endpoint, Method } from './types';

const SURVEY = { who: 'area', areas: ['survey'] } as const;
const WORKFORCE = { who: 'area', areas: ['workforce'] } as const;
const MAIL_SETTINGS = { invitation_intro: 'Thank you for taking part.', reminder_intro: '', reminder_days: [7, 3, 1] };

/** The assignments of a survey, as its owner lists them. */
async function assignmentsOf(t: TestApp, e: Estate, survey: number) {
  const res = await send(t, e.admin, 'GET', `/survey/get_surveyassign_by_owner/?survey_id=${survey}`);
  return res.json() as Array<{ id: number; relationship: string; ratee: { id: number } }>;
}

/**
 * A new open survey of the company and one of its assignments nobody has answered: the
 * colleague's self-assessment, or (`peer`) a peer rating them, which may go to someone else.
 */
async function freshAssignment(t: TestApp, e: Estate, peer: boolean): Promise<{ survey: number; assignment: number }> {
  const body = surveyBody(t, e.marker, e.type, e.competency, [e.colleague]);
  if (peer) body.survey_assign.push({ ratee: e.colleague.employeeId, rater: e.invited.employeeId, relationship: 'peer' });
  const survey = (await ok(t, e.admin, 'POST', '/survey/survey-creation/', body)).id;
  const relationship = peer ? 'peer' : 'self';
  const assignment = (await assignmentsOf(t, e, survey)).find((a) => a.relationship === relationship)!.id;
  return { survey, assignment };
}

/** The target's survey and assignment in one URL: both of the same company, or both missing. */
async function assignmentUrl(c: Cell, peer: boolean, tail = '') {
  let made: { survey: number; assignment: number } | undefined;
  const survey = await c.row(async (e) => (made = await freshAssignment(c.w.t, e, peer)).survey);
  const assignment = await c.row(() => made!.assignment);
  return `/survey/survey/${survey}/assignments/${assignment}/${tail}`;
}

/**
 * One rater of the estate's open survey mailed again: the colleague, rating themselves and
 * never submitting. It only stamps their invited_at or reminded_at, so every cell may share it.
 */
const mailOneRater = (action: 'remind' | 'invite'): Endpoint => ({
  method: 'POST',
  path: `/survey/survey/{id}/raters/{rater}/${action}/`,
  access: SURVEY,
  ok: 200,
  names: 'company-row',
  request: async (c) => ({
    url: `/survey/survey/${await c.row((e) => e.survey)}/raters/${await c.row((e) => e.colleague.employeeId)}/${action}/`,
  }),
});

function onSurvey(method: Method, path: string, url: (id: number) => string, payload?: unknown): Endpoint {
  const changes = method !== 'GET';
  return {
    method,
    path,
    access: SURVEY,
    ok: 200,
    names: 'company-row',
    fresh: changes,
    request: async (c) => ({ url: url(await c.row((e) => (changes ? fresh.survey(c.w.t, e) : e.survey))), payload }),
  };
}

/** One rater or assignment of a survey, the texts its mails open with, and the welcome mails of employees. */
export const surveyRaterEndpoints: Endpoint[] = [
  {
    // The invited employee has never set a password: each call mails them a new link.
    method: 'POST',
    path: '/api/user/invite/',
    access: WORKFORCE,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: '/api/user/invite/', payload: { ids: [await c.row((e) => e.invited.employeeId)] } }),
  },
  mailOneRater('remind'),
  mailOneRater('invite'),
  {
    method: 'DELETE',
    path: '/survey/survey/{id}/assignments/{assignment}/',
    access: SURVEY,
    ok: 204,
    names: 'company-row',
    fresh: true,
    request: async (c) => ({ url: await assignmentUrl(c, false) }),
  },
  {
    // A self-assessment stays its ratee's: the peer's assignment goes to a new employee.
    method: 'PUT',
    path: '/survey/survey/{id}/assignments/{assignment}/rater/',
    access: SURVEY,
    ok: 200,
    names: 'company-row',
    fresh: true,
    request: async (c) => ({
      url: await assignmentUrl(c, true, 'rater/'),
      payload: { rater: await c.row(async (e) => (await fresh.person(c.w.t, e)).employeeId) },
    }),
  },
  // Issue 38: a survey's set-up copied into a new draft, and its recurring cycle.
  { ...onSurvey('POST', '/survey/survey/{id}/copy/', (id) => `/survey/survey/${id}/copy/`, {}), ok: 201 },
  onSurvey('GET', '/survey/survey/{id}/repeat/', (id) => `/survey/survey/${id}/repeat/`),
  onSurvey('PUT', '/survey/survey/{id}/repeat/', (id) => `/survey/survey/${id}/repeat/`, { repeat_months: 6 }),
  onSurvey('GET', '/survey/survey/{id}/mail-settings/', (id) => `/survey/survey/${id}/mail-settings/`),
  onSurvey('PUT', '/survey/survey/{id}/mail-settings/', (id) => `/survey/survey/${id}/mail-settings/`, MAIL_SETTINGS),
  onSurvey('GET', '/survey/survey/{id}/mail-preview/', (id) => `/survey/survey/${id}/mail-preview/?kind=invitation`),
];
