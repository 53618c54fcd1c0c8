import { fresh } from '../world/fresh';
import type { Estate } from '../world/estate';
import type { World } from '../world/world';
import type { Endpoint, Req } from './types';

const FEEDBACK = { who: 'area', areas: ['feedback'] } as const;
const MEMBER = { who: 'member' } as const;

/** The fault suite's request of a My team endpoint: sent by the colleague's manager, the only one it serves. */
const asManager = (request: (e: Estate) => Req | Promise<Req>) => async (w: World) => ({
  req: await request(w.own),
  headers: (await fresh.manager(w.t, w.own)).headers,
});

/** Reports, analytics, alerts, settings, development plans, an employee's own feedback and the dashboard. */
export const feedbackEndpoints: Endpoint[] = [
  { method: 'GET', path: '/feedback/surveys/', access: FEEDBACK, ok: 200, names: 'nothing', request: () => ({ url: '/feedback/surveys/' }) },
  {
    method: 'GET',
    path: '/feedback/survey/{id}/ratees/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/feedback/survey/${await c.row((e) => e.reported)}/ratees/` }),
  },
  {
    method: 'GET',
    path: '/feedback/survey/{id}/ratee/{ratee}/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/feedback/survey/${await c.row((e) => e.reported)}/ratee/${await c.row((e) => e.colleague.employeeId)}/` }),
  },
  {
    method: 'GET',
    path: '/feedback/survey/{id}/ratee/{ratee}/comment-insights/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/feedback/survey/${await c.row((e) => e.reported)}/ratee/${await c.row((e) => e.colleague.employeeId)}/comment-insights/` }),
  },
  {
    method: 'GET',
    path: '/feedback/survey/{id}/ratee/{ratee}/export/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({
      url: `/feedback/survey/${await c.row((e) => e.reported)}/ratee/${await c.row((e) => e.colleague.employeeId)}/export/?format=csv`,
    }),
  },
  {
    method: 'PUT',
    path: '/feedback/survey/{id}/release/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/feedback/survey/${await c.row((e) => e.reported)}/release/`, payload: { released: true } }),
  },
  { method: 'GET', path: '/feedback/my-reports/', access: MEMBER, ok: 200, names: 'nothing', request: () => ({ url: '/feedback/my-reports/' }) },
  {
    // The survey of a released report of the caller's own.
    method: 'GET',
    path: '/feedback/my-reports/{survey}/',
    access: MEMBER,
    ok: 200,
    names: 'person-row',
    request: async (c) => ({ url: `/feedback/my-reports/${await c.row((e) => e.reported)}/` }),
  },
  {
    method: 'GET',
    path: '/feedback/my-reports/{survey}/export/',
    access: MEMBER,
    ok: 200,
    names: 'person-row',
    request: async (c) => ({ url: `/feedback/my-reports/${await c.row((e) => e.reported)}/export/?format=csv` }),
  },
  {
    method: 'GET',
    path: '/feedback/analytics/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/feedback/analytics/?survey=${await c.row((e) => e.reported)}&by=department` }),
  },
  {
    method: 'GET',
    path: '/feedback/analytics/quality/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/feedback/analytics/quality/?survey=${await c.row((e) => e.reported)}` }),
  },
  {
    method: 'GET',
    path: '/feedback/alerts/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/feedback/alerts/?survey=${await c.row((e) => e.reported)}` }),
  },
  {
    method: 'GET',
    path: '/feedback/ratee/{ratee}/trend/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/feedback/ratee/${await c.row((e) => e.colleague.employeeId)}/trend/` }),
  },
  { method: 'GET', path: '/feedback/analytics/trends/', access: FEEDBACK, ok: 200, names: 'nothing', request: () => ({ url: '/feedback/analytics/trends/' }) },
  { method: 'GET', path: '/feedback/my-trend/', access: MEMBER, ok: 200, names: 'nothing', request: () => ({ url: '/feedback/my-trend/' }) },
  { method: 'GET', path: '/feedback/settings/', access: FEEDBACK, ok: 200, names: 'nothing', request: () => ({ url: '/feedback/settings/' }) },
  {
    method: 'PUT',
    path: '/feedback/settings/',
    access: FEEDBACK,
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/feedback/settings/', payload: { succession_threshold: 80, development_threshold: 50, anonymity_threshold: 3 } }),
  },
  {
    method: 'GET',
    path: '/feedback/development-actions/',
    access: FEEDBACK,
    ok: 200,
    names: 'nothing',
    request: (c) => ({ url: `/feedback/development-actions/?survey=${c.estate.reported}` }),
  },
  {
    method: 'POST',
    path: '/feedback/development-actions/',
    access: FEEDBACK,
    ok: 201,
    names: 'company-row',
    foreign: 400,
    request: async (c) => ({
      url: '/feedback/development-actions/',
      payload: { survey: await c.row((e) => e.reported), ratee: await c.row((e) => e.colleague.employeeId), title: `${c.estate.marker} coaching` },
    }),
  },
  {
    method: 'GET',
    path: '/feedback/development-actions/{id}/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/feedback/development-actions/${await c.row((e) => e.action.get(e.colleague.employeeId)!)}/` }),
  },
  {
    method: 'PATCH',
    path: '/feedback/development-actions/{id}/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({
      url: `/feedback/development-actions/${await c.row((e) => e.action.get(e.colleague.employeeId)!)}/`,
      payload: { status: 'in_progress' },
    }),
  },
  {
    method: 'DELETE',
    path: '/feedback/development-actions/{id}/',
    access: FEEDBACK,
    ok: 204,
    names: 'company-row',
    fresh: true,
    request: async (c) => ({ url: `/feedback/development-actions/${await c.row((e) => fresh.action(c.w.t, e))}/` }),
  },
  {
    method: 'GET',
    path: '/feedback/my-development-actions/',
    access: MEMBER,
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/feedback/my-development-actions/' }),
  },
  {
    method: 'GET',
    path: '/feedback/my-development-actions/{id}/',
    access: MEMBER,
    ok: 200,
    names: 'person-row',
    request: async (c) => ({ url: `/feedback/my-development-actions/${await c.row((e) => e.action.get(c.person())!)}/` }),
  },
  {
    method: 'PATCH',
    path: '/feedback/my-development-actions/{id}/',
    access: MEMBER,
    ok: 200,
    names: 'person-row',
    request: async (c) => ({ url: `/feedback/my-development-actions/${await c.row((e) => e.action.get(c.person())!)}/`, payload: { status: 'in_progress' } }),
  },
  {
    method: 'GET',
    path: '/feedback/action-people/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/feedback/action-people/?ratee=${await c.row((e) => e.colleague.employeeId)}` }),
  },
  // My team: every member reads their own (empty when they manage and coach nobody).
  { method: 'GET', path: '/team/overview/', access: MEMBER, ok: 200, names: 'nothing', request: () => ({ url: '/team/overview/' }) },
  { method: 'GET', path: '/team/development-actions/', access: MEMBER, ok: 200, names: 'nothing', request: () => ({ url: '/team/development-actions/' }) },
  // A direct report's report, people and actions: nobody in the matrix's world manages the colleague named, so 404 for all.
  {
    method: 'GET',
    path: '/team/reports/{survey}/{ratee}/',
    access: MEMBER,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/team/reports/${c.estate.reported}/${await c.row((e) => e.colleague.employeeId)}/` }),
    write: asManager((e) => ({ url: `/team/reports/${e.reported}/${e.colleague.employeeId}/` })),
    except: (actor) => (actor.signedIn && actor.company !== null ? 404 : undefined),
  },
  {
    method: 'GET',
    path: '/team/action-people/',
    access: MEMBER,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/team/action-people/?ratee=${await c.row((e) => e.colleague.employeeId)}` }),
    write: asManager((e) => ({ url: `/team/action-people/?ratee=${e.colleague.employeeId}` })),
    except: (actor) => (actor.signedIn && actor.company !== null ? 404 : undefined),
  },
  {
    method: 'POST',
    path: '/team/development-actions/',
    access: MEMBER,
    ok: 201,
    names: 'company-row',
    foreign: 400,
    request: async (c) => ({
      url: '/team/development-actions/',
      payload: { survey: c.estate.reported, ratee: await c.row((e) => e.colleague.employeeId), title: `${c.estate.marker} team coaching` },
    }),
    write: asManager((e) => ({
      url: '/team/development-actions/',
      payload: { survey: e.reported, ratee: e.colleague.employeeId, title: `${e.marker} team coaching` },
    })),
    except: (actor) => (actor.signedIn && actor.company !== null ? 404 : undefined),
  },
  {
    method: 'GET',
    path: '/team/development-actions/{id}/',
    access: MEMBER,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/team/development-actions/${await c.row((e) => e.action.get(e.colleague.employeeId)!)}/` }),
    write: asManager((e) => ({ url: `/team/development-actions/${e.action.get(e.colleague.employeeId)!}/` })),
    except: (actor) => (actor.signedIn && actor.company !== null ? 404 : undefined),
  },
  {
    method: 'PATCH',
    path: '/team/development-actions/{id}/',
    access: MEMBER,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({
      url: `/team/development-actions/${await c.row((e) => e.action.get(e.colleague.employeeId)!)}/`,
      payload: { status: 'in_progress' },
    }),
    write: asManager((e) => ({ url: `/team/development-actions/${e.action.get(e.colleague.employeeId)!}/`, payload: { status: 'in_progress' } })),
    except: (actor) => (actor.signedIn && actor.company !== null ? 404 : undefined),
  },
  {
    method: 'GET',
    path: '/dashboard/summary/',
    access: { who: 'area', areas: ['dashboard'] },
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/dashboard/summary/' }),
  },
  // The alert counts: the dashboard and the feedback area.
  {
    method: 'GET',
    path: '/dashboard/alerts/',
    access: { who: 'area', areas: ['dashboard'] },
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/dashboard/alerts/' }),
    except: (actor) => (actor.signedIn && actor.company !== null && !actor.areas.includes('feedback') ? 403 : undefined),
  },
  // The getting-started checklist: the dashboard, and every area whose screens do its steps.
  ...(['GET', 'POST'] as const).map(
    (method): Endpoint => ({
      method,
      path: method === 'GET' ? '/dashboard/checklist/' : '/dashboard/checklist/dismiss/',
      access: { who: 'area', areas: ['dashboard'] },
      ok: 200,
      names: 'nothing',
      request: () => ({ url: method === 'GET' ? '/dashboard/checklist/' : '/dashboard/checklist/dismiss/' }),
      except: (actor) =>
        actor.signedIn && actor.company !== null && !(['dashboard', 'workforce', 'master', 'survey'] as const).every((a) => actor.areas.includes(a))
          ? 403
          : undefined,
    }),
  ),
];
