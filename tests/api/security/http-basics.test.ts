import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let unbuilt: TestApp;
const dist = mkdtempSync(path.join(os.tmpdir(), 'c360-dist-'));
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>360</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, 'assets', 'app-3f9a.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'app-3f9a.js.map'), '{"version":3,"sources":["src/secret-layout.tsx"]}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify([
      { prefix: '/portrayal', scripts: ['/assets/app-3f9a.js', '/assets/shell-1b2c.js'], styles: ['/assets/shell-1b2c.css'] },
      { prefix: '/portrayal/dashboard', scripts: ['/assets/dashboard-9d8e.js', '/assets/shell-1b2c.js', '"><script>alert(1)</script>'], styles: [] },
      { prefix: '/portrayal/admin/survey/:id', exact: true, scripts: ['/assets/survey-detail-4a5b.js'], styles: ['/assets/survey-detail-4a5b.css'] },
    ]),
  );
  t = await buildTestApp({ distDir: dist });
  unbuilt = await buildTestApp({ handle: t.handle });
});
afterAll(async () => {
  await unbuilt.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, app = t) => app.app.inject({ method: 'GET', url });

describe('security headers', () => {
  it.each(['/api/health/', '/portrayal/dashboard', '/api/nothing-here/'])('are on %s', async (url) => {
    const res = await get(url);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;" +
        "connect-src 'self';frame-ancestors 'none';base-uri 'self';form-action 'self';object-src 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("are, on the build's scripts and stylesheets, only those that act on a file rather than a page", async () => {
    const res = await get('/assets/app-3f9a.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'referrer-policy'])
      expect(res.headers[name], name).toBeUndefined();
  });

  it('never come off a page: no path under /assets/ is answered with the app, and a page always has them', async () => {
    for (const url of ['/assets/', '/assets/portrayal', '/assets/portrayal/dashboard']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('html');
    }
    // Dot segments are resolved before the path is judged: this is the dashboard's page, with a page's headers.
    const page = await get('/assets/%2e%2e/portrayal/dashboard');
    expect(page.headers['content-type']).toContain('html');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('mark every API answer no-store, errors included, but not the SPA', async () => {
    for (const url of ['/api/health/', '/api/companytype/', '/api/auth-user/', '/api/unknown/', '/auth/x', '/feedback/surveys/', '/dashboard/summary/']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-store');
    }
    expect((await get('/authentication/login')).headers['cache-control']).toBe('no-cache');
  });
});

describe('routing', () => {
  it('sends the built files but never their source maps', async () => {
    expect((await get('/assets/app-3f9a.js')).statusCode).toBe(200);
    const map = await get('/assets/app-3f9a.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret-layout');
  });

  it.each(['/api/unknown/', '/api/users/1/extra/', '/auth/nothing', '/survey/x/', '/competency/nothing/', '/api', '/feedback/nothing/', '/dashboard/x'])(
    'answers an unknown API path %s with 404 JSON',
    async (url) => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ detail: 'Not found.' });
      }
    },
  );

  it.each(['/', '/authentication/login', '/portrayal/admin/workforce', '/authentication/password-reset/abcDEF123_-x'])('serves the SPA for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="root">');
  });

  it('names the code of the signed-in first screen in its page, so the browser fetches it with the entry', async () => {
    const links = async (url: string) =>
      [...(await get(url)).body.matchAll(/<link rel="(modulepreload|stylesheet)"[^>]* href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(await links('/portrayal/dashboard')).toEqual([
      'modulepreload /assets/app-3f9a.js',
      'modulepreload /assets/shell-1b2c.js',
      'modulepreload /assets/dashboard-9d8e.js',
      'stylesheet /assets/shell-1b2c.css',
    ]);
    expect(await links('/portrayal/dashboard/')).toHaveLength(4);
    expect(await links('/portrayal/admin/workforce')).toEqual([
      'modulepreload /assets/app-3f9a.js',
      'modulepreload /assets/shell-1b2c.js',
      'stylesheet /assets/shell-1b2c.css',
    ]);
    for (const url of ['/', '/authentication/login', '/portrayals']) expect(await links(url), url).toEqual([]);
    // A screen's own path, with any value in its `:id`; neither the paths beside it nor under it.
    expect(await links('/portrayal/admin/survey/12')).toEqual([
      'modulepreload /assets/app-3f9a.js',
      'modulepreload /assets/shell-1b2c.js',
      'modulepreload /assets/survey-detail-4a5b.js',
      'stylesheet /assets/shell-1b2c.css',
      'stylesheet /assets/survey-detail-4a5b.css',
    ]);
    for (const url of ['/portrayal/admin/survey', '/portrayal/admin/survey/12/edit']) expect(await links(url), url).toHaveLength(3);
    // Scripts at low priority: the page's stylesheets and entry, all the loader waits for, come first.
    expect((await get('/portrayal/dashboard')).body).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/app-3f9a.js">');
  });

  it('serves built files, hashed assets with a year-long cache', async () => {
    const asset = await get('/assets/app-3f9a.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    const missing = await get('/assets/app-old.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('html');
  });

  it('answers 503 with what to run when the SPA is not built, while the API works', async () => {
    for (const url of ['/', '/authentication/login']) {
      const res = await get(url, unbuilt);
      expect(res.statusCode, url).toBe(503);
      expect(res.body).toContain('npm run build');
    }
    expect((await get('/api/health/', unbuilt)).json()).toEqual({ status: 'ok' });
  });

  it('answers a health check', async () => {
    const res = await get('/api/health/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('OpenAPI', () => {
  const contract = [
    'get /api/health/',
    'post /auth/token/',
    'post /api/users/',
    'post /api/verification-link/',
    'patch /api/confirmation-link/{token}/',
    'patch /api/email-change/{token}/',
    'put /api/change-password/',
    'post /api/request-password-reset/',
    'patch /api/password-reset/{token}/',
    'get /api/auth-user/',
    'patch /api/users/{id}/',
    'delete /api/users/{id}/',
    ...['companytype', 'marketshare', 'industry', 'annualrevenue', 'totalheadcount'].flatMap((l) => [
      `get /api/${l}/`,
      `post /api/${l}/`,
      `put /api/${l}/{id}/`,
      `delete /api/${l}/{id}/`,
    ]),
    ...[
      '/api/group',
      '/api/designation',
      '/api/department',
      '/competency/type',
      '/competency/list',
      '/competency/statements',
      '/competency/development-actions',
    ].flatMap((p) => [`get ${p}/`, `post ${p}/`, `put ${p}/{id}/`, `delete ${p}/{id}/`, `post ${p}/{id}/archive/`, `post ${p}/{id}/restore/`]),
    'get /api/contact-us-email/',
    'get /api/demo-request-email/',
    'get /api/role/',
    'post /competency/starter-library/',
    'get /competency/library/export/',
    'post /competency/library/import/',
    'post /api/user-import/',
    'get /api/user-import/template/',
    'get /api/user-get/',
    'post /api/employee-registration/',
    'patch /api/employee-registration/',
    'get /api/get-org-hirearchy-data/',
    'get /api/get-org-hirearchy-data/columns/',
    'get /api/get-org-hirearchy-data/{id}/',
    'get /api/permissions/',
    'patch /api/permission-on-user-id/',
    'post /survey/survey-creation/',
    'patch /survey/survey-creation/',
    'post /survey/send-email/',
    'get /survey/survey_get/',
    'get /survey/survey/{id}/',
    'delete /survey/survey/{id}/',
    'post /survey/survey/{id}/close/',
    'post /survey/survey/{id}/remind/',
    'get /survey/survey/{id}/progress/',
    'get /survey/get_surveyassign_by_owner/',
    'get /survey/get_surveyassign/',
    'get /survey/any-survey-ans-submitted/',
    'get /survey/survey/{id}/mail-failures/',
    'post /survey/survey/{id}/raters/{rater}/remind/',
    'post /survey/survey/{id}/raters/{rater}/invite/',
    'delete /survey/survey/{id}/assignments/{assignment}/',
    'put /survey/survey/{id}/assignments/{assignment}/rater/',
    'get /survey/survey/{id}/preview/',
    'get /survey/survey/{id}/mail-settings/',
    'put /survey/survey/{id}/mail-settings/',
    'get /survey/survey/{id}/mail-preview/',
    'post /api/user/invite/',
    'get /api/user-export/',
    'post /api/user/bulk-delete/',
    'post /api/user/bulk-manager/',
    'get /survey/survey/{id}/rater-selection/',
    'put /survey/survey/{id}/rater-selection/',
    'get /survey/survey/{id}/nominations/',
    'get /survey/nominations/',
    'put /survey/nominations/{survey}/',
    'post /survey/nominations/{survey}/submit/',
    'get /survey/nominations/{survey}/colleagues/',
    'get /survey/nomination-approvals/',
    'get /survey/nomination-approvals/{survey}/{ratee}/',
    'get /survey/nomination-approvals/{survey}/{ratee}/colleagues/',
    'post /survey/nomination-approvals/{survey}/{ratee}/approve/',
    'post /survey/nomination-approvals/{survey}/{ratee}/return/',
    'get /survey/nomination-approvals/{survey}/{ratee}/suggestions/',
    'get /survey/survey_by_user_draft/',
    'get /survey/survey_by_user_complete/',
    'get /survey/surveyuserans/{assignment}/',
    'post /survey/surveyuserans/',
    'post /survey/surveyuserans/{assignment}/comment-check/',
    'get /survey/wording-list/',
    'put /survey/wording-list/',
    'post /survey/survey/{id}/external-raters/',
    'post /survey/survey/{id}/external-raters/{external}/resend/',
    'get /api/external/{token}/',
    'get /api/external/{token}/assignments/{assignment}/',
    'post /api/external/{token}/answers/',
    'post /api/external/{token}/assignments/{assignment}/comment-check/',
    'get /feedback/surveys/',
    'get /feedback/survey/{id}/ratees/',
    'get /feedback/survey/{id}/ratee/{ratee}/',
    'get /feedback/survey/{id}/ratee/{ratee}/export/',
    'put /feedback/survey/{id}/release/',
    'get /feedback/survey/{id}/ratee/{ratee}/comment-insights/',
    'get /feedback/survey/{id}/comment-insights/',
    'get /feedback/my-reports/',
    'get /feedback/my-reports/{survey}/',
    'get /feedback/my-reports/{survey}/export/',
    'get /feedback/analytics/',
    'get /feedback/analytics/quality/',
    'get /feedback/ratee/{ratee}/trend/',
    'get /feedback/analytics/trends/',
    'get /feedback/my-trend/',
    'get /feedback/alerts/',
    'get /feedback/settings/',
    'put /feedback/settings/',
    'get /feedback/survey/{id}/ratee/{ratee}/action-suggestions/',
    'get /feedback/development-actions/',
    'post /feedback/development-actions/',
    'patch /feedback/development-actions/{id}/',
    'delete /feedback/development-actions/{id}/',
    'get /feedback/my-development-actions/',
    'patch /feedback/my-development-actions/{id}/',
    'get /feedback/action-people/',
    'get /team/overview/',
    'get /team/reports/{survey}/{ratee}/',
    'get /team/development-actions/',
    'post /team/development-actions/',
    'patch /team/development-actions/{id}/',
    'get /team/action-people/',
    'get /dashboard/summary/',
    'get /dashboard/alerts/',
    'get /dashboard/checklist/',
    'post /dashboard/checklist/dismiss/',
    // Issue 37: sessions, consent to a new address, the audit log, one-item GETs that carry an ETag.
    'delete /api/sessions/',
    'delete /api/sessions/{id}/',
    'get /api/sessions/',
    'post /auth/logout/',
    'get /api/audit-log/',
    'get /api/audit-log/export/',
    'get /api/audit-log/settings/',
    'put /api/audit-log/settings/',
    'get /survey/survey/{id}/rater-changes/',
    'get /api/email-change-consent/{token}/',
    'patch /api/email-change-consent/{token}/',
    'get /api/employee-registration/{id}/',
    'get /api/permissions/{id}/',
    'get /competency/list/{id}/',
    'get /competency/statements/{id}/',
    'get /competency/type/{id}/',
    'get /competency/development-actions/{id}/',
    'get /feedback/development-actions/{id}/',
    'get /feedback/my-development-actions/{id}/',
    'get /team/development-actions/{id}/',
    'get /api/annualrevenue/{id}/',
    'get /api/companytype/{id}/',
    'get /api/department/{id}/',
    'get /api/designation/{id}/',
    'get /api/group/{id}/',
    'get /api/industry/{id}/',
    'get /api/marketshare/{id}/',
    'get /api/totalheadcount/{id}/',
    // Issue 37: two-factor sign-in.
    // Issue 38: a survey's set-up copied, a recurring cycle.
    'post /survey/survey/{id}/copy/',
    'get /survey/survey/{id}/repeat/',
    'put /survey/survey/{id}/repeat/',
    'post /auth/two-factor/',
    'get /api/two-factor/',
    'post /api/two-factor/setup/',
    'post /api/two-factor/enable/',
    'post /api/two-factor/disable/',
    'post /api/two-factor/recovery-codes/',
    'get /api/company-language/',
    'put /api/company-language/',
    // Issue 43: the end of a company's data.
    'get /api/answer-retention/',
    'put /api/answer-retention/',
    'delete /api/company/',
    // Issue 42: the translators' sheet of the competency library.
    'get /competency/translations/export/',
    'post /competency/translations/import/',
    'get /api/company-security/',
    'put /api/company-security/',
    // Issue 43: SCIM provisioning, the admin's tokens and the protocol (a SCIM bearer token's, no session's).
    'get /api/scim-tokens/',
    'post /api/scim-tokens/',
    'delete /api/scim-tokens/{token}/',
    'get /scim/v2/ServiceProviderConfig',
    'get /scim/v2/ResourceTypes',
    'get /scim/v2/Schemas',
    'get /scim/v2/Users',
    'post /scim/v2/Users',
    'get /scim/v2/Users/{id}',
    'put /scim/v2/Users/{id}',
    'patch /scim/v2/Users/{id}',
    'delete /scim/v2/Users/{id}',
    'get /scim/v2/Groups',
    'post /scim/v2/Groups',
    'get /scim/v2/Groups/{id}',
    'put /scim/v2/Groups/{id}',
    'patch /scim/v2/Groups/{id}',
    'delete /scim/v2/Groups/{id}',
    // Issue 43: single sign-on per company.
    'post /auth/sso/start/',
    'post /auth/sso/callback/',
    'get /api/sso/',
    'put /api/sso/',
    // Issue 41: coaching webhooks and outcomes (HR).
    'get /coaching/webhooks/',
    'post /coaching/webhooks/',
    'put /coaching/webhooks/{endpoint}/',
    'delete /coaching/webhooks/{endpoint}/',
    'get /coaching/webhooks/{endpoint}/deliveries/',
    'post /coaching/webhooks/{endpoint}/ping/',
    'get /coaching/outcomes/',
    // Coaching (issue 41): the pool, requests and approvals, the engagement at both doors, the outside coach's page.
    'get /coaching/coaches/',
    'get /coaching/choices/',
    'post /coaching/coaches/',
    'put /coaching/coaches/{coach}/',
    'delete /coaching/coaches/{coach}/',
    'post /coaching/coaches/{coach}/link/',
    'get /coaching/settings/',
    'put /coaching/settings/',
    'get /coaching/requests/',
    'post /coaching/requests/{engagement}/approve/',
    'post /coaching/requests/{engagement}/decline/',
    'get /coaching/my/',
    'get /coaching/coachees/',
    'get /coaching/my/survey/{survey}/proposals/',
    'post /coaching/my/requests/',
    'get /coaching/engagements/{engagement}/',
    'put /coaching/engagements/{engagement}/consent/',
    'post /coaching/engagements/{engagement}/end/',
    'get /api/coach/{token}/',
    'get /api/coach/{token}/engagements/{engagement}/',
    'post /api/coach/{token}/engagements/{engagement}/end/',
    // Issue 41: coaching sessions, notes, agreed actions, guides and exports, at both doors.
    ...['/coaching/engagements/{engagement}', '/api/coach/{token}/engagements/{engagement}'].flatMap((door) => [
      `post ${door}/sessions/`,
      `put ${door}/sessions/{session}/`,
      `post ${door}/sessions/{session}/cancel/`,
      `get ${door}/sessions/{session}/ics/`,
      `post ${door}/notes/`,
      `post ${door}/actions/`,
      `get ${door}/guide/`,
      `get ${door}/export/`,
    ]),
    // Issue 43: a person's data, exported (by HR, by themselves) and erased.
    'get /api/privacy/employees/{employee}/data/',
    'get /api/privacy/my-data/',
    'post /api/privacy/employees/{employee}/erase/',
  ];

  it('documents every route at /api/docs/json, each with its answers', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths as Record<string, Record<string, { responses: object; summary: string }>>).flatMap(([p, methods]) =>
      Object.entries(methods).map(([m, op]) => ({ key: `${m} ${p}`, op })),
    );
    expect(operations.map((o) => o.key).sort()).toEqual([...contract].sort());
    for (const { key, op } of operations) {
      expect(op.summary, key).toBeTruthy();
      expect(Object.keys(op.responses).length, key).toBeGreaterThan(0);
    }
    expect(doc.paths['/api/users/'].post.requestBody.content['application/json'].schema.properties.email.format).toBe('business-email');
  });

  it('serves Swagger UI at /api/docs under a CSP of its own without inline script', async () => {
    const res = await get('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
  });
});
