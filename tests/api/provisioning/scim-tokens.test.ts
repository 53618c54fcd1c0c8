import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScimToken } from '../../../schemas/provisioning';
import { rowsOf } from '../../../server/db/sql';
import { addUser, signUpCompany, type Session } from '../helpers/accounts';
import { lastEntry } from '../helpers/audit';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { ERROR, GROUP, newToken, scimClient, userResource, type Json } from './scim-client.fixtures';

/** SCIM tokens: an admin's, shown once, stored hashed, revocable; the only key to /scim/v2/, and to one company only. */
let t: TestApp;
let hr: Session;
let other: Session;
beforeAll(async () => {
  t = await buildTestApp();
  hr = await signUpCompany(t, { company_name: 'Tokened' });
  other = await signUpCompany(t, { company_name: 'Elsewhere' });
});
afterAll(async () => t?.close());

const tokens = async (by: Session) => (await send(t, by, 'GET', '/api/scim-tokens/')).json() as ScimToken[];

describe('SCIM tokens', () => {
  it('are shown once, listed without the secret, kept only as a hash, noted when used, revoked, and audit-logged', async () => {
    const res = await send(t, hr, 'POST', '/api/scim-tokens/', { name: '  Okta production ' });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as ScimToken & { token: string };
    expect(made).toMatchObject({ name: 'Okta production', last_used_at: null });
    expect(made.token).toMatch(/^c360scim_[A-Za-z0-9_-]{43}$/);
    expect(await tokens(hr)).toEqual([{ id: made.id, name: 'Okta production', created_at: made.created_at, last_used_at: null }]);
    const stored = rowsOf<{ token_hash: string }>(await t.db.execute(sql`select token_hash from scim_tokens where id = ${made.id}`));
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(made.token);
    expect((await lastEntry(t, hr, 'scim.token.create')).after).toEqual({ name: 'Okta production' });

    await scimClient(t, made.token).expect(200, 'GET', '/ServiceProviderConfig');
    expect((await tokens(hr))[0]!.last_used_at).not.toBeNull();

    expect((await send(t, other, 'DELETE', `/api/scim-tokens/${made.id}/`)).statusCode).toBe(404);
    expect(await tokens(other)).toEqual([]);
    expect((await send(t, hr, 'DELETE', `/api/scim-tokens/${made.id}/`)).statusCode).toBe(204);
    expect(await tokens(hr)).toEqual([]);
    expect((await lastEntry(t, hr, 'scim.token.revoke')).before).toEqual({ name: 'Okta production' });
    const revoked = await scimClient(t, made.token).call('GET', '/Users');
    expect(revoked.status).toBe(401);
    expect(revoked.json).toMatchObject({ schemas: [ERROR], status: '401' });
  });

  it('are an admin’s to manage: an employee gets 403, a blank name 400', async () => {
    const employee = await addUser(t, hr);
    expect((await send(t, employee, 'GET', '/api/scim-tokens/')).statusCode).toBe(403);
    expect((await send(t, employee, 'POST', '/api/scim-tokens/', { name: 'Mine' })).statusCode).toBe(403);
    expect((await send(t, hr, 'POST', '/api/scim-tokens/', { name: '   ' })).statusCode).toBe(400);
    expect((await send(t, hr, 'POST', '/api/scim-tokens/', { name: 'x', extra: 1 })).statusCode).toBe(400);
  });
});

describe('/scim/v2/ access', () => {
  it('takes only a SCIM bearer token: none, a wrong one or a user’s JWT is 401', async () => {
    for (const authorization of [undefined, 'Bearer c360scim_wrong', 'Bearer nonsense', hr.headers.authorization, `Bearer ${hr.token}`, 'Basic Zm9vOmJhcg==']) {
      const res = await t.app.inject({ method: 'GET', url: '/scim/v2/Users', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="scim"');
      expect(res.json()).toMatchObject({ schemas: [ERROR], status: '401' });
    }
  });

  it('shows a token its own company only: another company’s ids are 404 and its filters find nothing', async () => {
    const mine = scimClient(t, await newToken(t, hr));
    const theirs = scimClient(t, await newToken(t, other));
    const ada = await mine.expect(201, 'POST', '/Users', userResource());
    const group = await mine.expect(201, 'POST', '/Groups', { schemas: [GROUP], displayName: 'Mine', members: [{ value: ada.id }] });

    for (const path of [`/Users/${ada.id}`, `/Groups/${group.id}`]) {
      await theirs.expect(404, 'GET', path);
      await theirs.expect(404, 'PUT', path, path.startsWith('/Users') ? userResource() : { schemas: [GROUP], displayName: 'Taken' });
      await theirs.expect(404, 'PATCH', path, {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [{ op: 'replace', path: 'displayName', value: 'x' }],
      });
      await theirs.expect(404, 'DELETE', path);
    }
    const filters = ['userName eq "ada@analytical.example"', 'externalId eq "okta-ada"', `id eq "${ada.id}"`, 'userName pr'];
    for (const filter of filters) expect((await theirs.expect(200, 'GET', `/Users?filter=${encodeURIComponent(filter)}`)).totalResults).toBe(0);
    expect((await theirs.expect(200, 'GET', `/Groups?filter=${encodeURIComponent('displayName eq "Mine"')}`)).totalResults).toBe(0);
    // Their group cannot take my person either.
    await theirs.expect(400, 'POST', '/Groups', { schemas: [GROUP], displayName: 'Poach', members: [{ value: ada.id }] });
    // The same address in another company is the platform-wide sign-in clash Workforce answers, never which company.
    const clash = await theirs.expect(409, 'POST', '/Users', userResource());
    expect(clash.detail).not.toContain('Tokened');
    expect(((await mine.expect(200, 'GET', `/Users/${ada.id}`)) as Json).userName).toBe('ada@analytical.example');
  });

  it('answers the discovery endpoints', async () => {
    const scim = scimClient(t, await newToken(t, hr));
    const config = await scim.expect(200, 'GET', '/ServiceProviderConfig');
    expect(config).toMatchObject({ patch: { supported: true }, filter: { supported: true }, bulk: { supported: false } });
    const types = await scim.expect(200, 'GET', '/ResourceTypes');
    expect((types.Resources as Json[]).map((r) => r.id)).toEqual(['User', 'Group']);
    const schemas = await scim.expect(200, 'GET', '/Schemas');
    expect((schemas.Resources as Json[]).map((r) => r.id)).toContain('urn:ietf:params:scim:schemas:extension:enterprise:2.0:User');
  });
});
