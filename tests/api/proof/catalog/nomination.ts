import { and, eq } from 'drizzle-orm';
import { surveyNominations } from '../../../../server/db/schema';
import { dayFrom } from '../../helpers/survey-payloads';
import type { TestApp } from '../../helpers/test-app';
import { ok, surveyBody, type Estate } from '../world/estate';
import type { Actor } from '../world/world';
import type { Cell, Endpoint, Method, Target } from './types';

const SURVEY = { who: 'area', areas: ['survey'] } as const;
const MEMBER = { who: 'member' } as const;
const NO_RULES = { rater_selection: 'hr', nomination_deadline: null, rater_limits: {} };

/**
 * A survey of the company, sent, in which `ratee` nominates their raters (their manager
 * approving, no limits): their nomination is open. A new one per cell, as most calls move it on.
 */
async function nominating(t: TestApp, e: Estate, ratee: number, submitted = false): Promise<number> {
  const person = { employeeId: ratee, userId: 0, email: '' };
  const id = (await ok(t, e.admin, 'POST', '/survey/survey-creation/', surveyBody(t, e.marker, e.type, e.competency, [person]))).id;
  await ok(t, e.admin, 'PUT', `/survey/survey/${id}/rater-selection/`, {
    rater_selection: 'manager_approves',
    nomination_deadline: dayFrom(t, 10),
    rater_limits: {},
  });
  // The ratee's mail goes out after the answer: let it, so that no table moves under the suites' digests.
  await t.mailer.flush();
  if (submitted) {
    await t.db
      .update(surveyNominations)
      .set({ status: 'submitted', submittedAt: t.clock.now() })
      .where(and(eq(surveyNominations.surveyId, id), eq(surveyNominations.rateeId, ratee)));
  }
  return id;
}

/** The caller's own nomination: a survey id in the URL, the caller the ratee. */
function asRatee(method: Method, path: string, url: (survey: number) => string, payload?: unknown): Endpoint {
  return {
    method,
    path,
    access: MEMBER,
    ok: 200,
    names: 'person-row',
    fresh: true,
    request: async (c) => ({ url: url(await c.row((e) => nominating(c.w.t, e, c.person()))), payload }),
  };
}

/**
 * The approver's calls on one ratee's list. In these worlds nobody manages anyone, so the
 * survey area decides: without it the list is found (403) only in the caller's own company.
 */
const approverOnly = (actor: Actor, target: Target): number | undefined => {
  if (!actor.signedIn || actor.company === null || actor.areas.includes('survey')) return undefined;
  return target === 'own' ? 403 : 404;
};

function asApprover(method: Method, path: string, url: (survey: number, ratee: number) => string, payload?: unknown, submitted = false): Endpoint {
  return {
    method,
    path,
    access: MEMBER,
    ok: 200,
    names: 'company-row',
    fresh: method !== 'GET',
    except: approverOnly,
    request: async (c: Cell) => {
      const ratee = c.estate.colleague.employeeId;
      return { url: url(await c.row((e) => nominating(c.w.t, e, ratee, submitted)), ratee), payload };
    },
  };
}

const onSurvey = (method: Method, path: string, url: (id: number) => string, payload?: unknown): Endpoint => ({
  method,
  path,
  access: SURVEY,
  ok: 200,
  names: 'company-row',
  fresh: method !== 'GET',
  request: async (c) => ({ url: url(await c.row((e) => nominating(c.w.t, e, e.colleague.employeeId))), payload }),
});

const approval = (survey: number, ratee: number) => `/survey/nomination-approvals/${survey}/${ratee}/`;

/** Ratees proposing their raters, their manager or HR approving, and HR's settings. */
export const nominationEndpoints: Endpoint[] = [
  onSurvey('GET', '/survey/survey/{id}/rater-selection/', (id) => `/survey/survey/${id}/rater-selection/`),
  onSurvey('PUT', '/survey/survey/{id}/rater-selection/', (id) => `/survey/survey/${id}/rater-selection/`, NO_RULES),
  onSurvey('GET', '/survey/survey/{id}/nominations/', (id) => `/survey/survey/${id}/nominations/`),
  { method: 'GET', path: '/survey/nominations/', access: MEMBER, ok: 200, names: 'nothing', request: () => ({ url: '/survey/nominations/' }) },
  asRatee('PUT', '/survey/nominations/{survey}/', (s) => `/survey/nominations/${s}/`, { nominees: [] }),
  asRatee('POST', '/survey/nominations/{survey}/submit/', (s) => `/survey/nominations/${s}/submit/`),
  asRatee('GET', '/survey/nominations/{survey}/colleagues/', (s) => `/survey/nominations/${s}/colleagues/?search=a`),
  {
    method: 'GET',
    path: '/survey/nomination-approvals/',
    access: MEMBER,
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/survey/nomination-approvals/' }),
  },
  asApprover('GET', '/survey/nomination-approvals/{survey}/{ratee}/', approval),
  asApprover('GET', '/survey/nomination-approvals/{survey}/{ratee}/colleagues/', (s, r) => `${approval(s, r)}colleagues/?search=a`),
  asApprover('GET', '/survey/nomination-approvals/{survey}/{ratee}/suggestions/', (s, r) => `${approval(s, r)}suggestions/`),
  asApprover('POST', '/survey/nomination-approvals/{survey}/{ratee}/approve/', (s, r) => `${approval(s, r)}approve/`, { nominees: [] }),
  asApprover('POST', '/survey/nomination-approvals/{survey}/{ratee}/return/', (s, r) => `${approval(s, r)}return/`, { note: 'Add a peer.' }, true),
];
