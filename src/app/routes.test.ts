import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PORTRAYAL_MENU, portrayalPath } from '../lib/portrayal-menu';
import { routes } from './routes';

/** Every path the router knows, written out in full (index routes as their parent's path). */
function pathsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    return [...(route.index || route.path ? [here] : []), ...pathsOf(route.children ?? [], route.path ? here : parent)];
  });
}

const leaf = (path: string) => {
  const find = (list: RouteObject[], parent = ''): RouteObject | undefined => {
    for (const route of list) {
      const here = route.path ? `${parent}/${route.path}` : parent;
      if (here === path && !route.children) return route;
      const found = find(route.children ?? [], here);
      if (found) return found;
    }
    return undefined;
  };
  return find(routes);
};

describe('routes', () => {
  it('keeps every path links and bookmarks already use', () => {
    expect(new Set(pathsOf(routes))).toEqual(
      new Set([
        '/',
        '/consulting-projects',
        '/master-class-certification',
        '/privacy',
        '/terms',
        '/verify-email',
        '/authentication',
        '/authentication/login',
        '/authentication/register',
        '/authentication/forgot-password',
        '/authentication/password-reset/:token',
        '/authentication/confirmation-link/:token',
        '/authentication/email-change/:token',
        '/authentication/email-change-consent/:token',
        '/authentication/sso',
        '/authentication/sso/callback',
        '/portrayal',
        '/portrayal/dashboard',
        '/portrayal/account',
        '/portrayal/admin/master',
        '/portrayal/admin/master/:list',
        '/portrayal/admin/organization',
        '/portrayal/admin/workforce',
        '/portrayal/admin/workforce/permissions',
        '/portrayal/admin/survey',
        '/portrayal/admin/survey/new',
        '/portrayal/admin/survey/:id',
        '/portrayal/admin/survey/:id/edit',
        '/portrayal/admin/survey/:id/preview',
        '/portrayal/user/survey-list',
        '/portrayal/user/survey-list/:assignment',
        '/portrayal/user/submited-survey-list',
        '/portrayal/user/submited-survey-list/:assignment',
        '/portrayal/admin/feedback',
        '/portrayal/admin/feedback/analytics',
        '/portrayal/admin/feedback/trends',
        '/portrayal/admin/feedback/alerts',
        '/portrayal/admin/feedback/:survey/:ratee',
        '/portrayal/user/my-feedback',
        '/portrayal/user/my-feedback/:survey',
        '/portrayal/user/my-team',
        '/portrayal/user/my-team/:survey/:ratee',
        '/portrayal/admin/audit-log',
        '/portrayal/admin/provisioning',
        '/portrayal/admin/single-sign-on',
        '/portrayal/nominations',
        '/portrayal/nomination-approvals',
        '/portrayal/user/my-nominations',
        '/portrayal/admin/coaching',
        '/portrayal/coaching/my',
        '/portrayal/coaching/ask/:survey',
        '/portrayal/coaching/engagements/:id',
        '/portrayal/coaching/engagements/:id/guide',
        '/rate',
        '/rate/:token',
        '/rate/:token/:assignment',
        '/coach',
        '/coach/:token',
        '/coach/:token/engagements/:id',
        '/coach/:token/engagements/:id/guide',
        '/portrayal/*',
        '/*',
      ]),
    );
  });

  it('opens a screen for every side-menu entry', () => {
    const paths = new Set(pathsOf(routes));
    expect(PORTRAYAL_MENU.map(portrayalPath).filter((path) => !paths.has(path))).toEqual([]);
  });

  it('shows one screen, kept mounted, for the paths that share it', () => {
    const typeOf = (path: string) => (leaf(path)?.element as { type?: unknown } | undefined)?.type;
    expect(typeOf('/portrayal/admin/survey/new')).toBeDefined();
    expect(typeOf('/portrayal/admin/survey/new')).toBe(typeOf('/portrayal/admin/survey/:id/edit'));
    expect(typeOf('/portrayal/admin/master')).toBe(typeOf('/portrayal/admin/master/:list'));
    expect(typeOf('/portrayal/admin/survey')).not.toBe(typeOf('/portrayal/admin/survey/new'));
  });
});
