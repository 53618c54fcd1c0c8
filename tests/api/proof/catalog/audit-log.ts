import type { Endpoint } from './types';

/** The audit log: admins only, their own company's entries (tests/api/audit/audit-log.test.ts checks what is in them). */
export const auditLogEndpoints: Endpoint[] = [
  { method: 'GET', path: '/api/audit-log/', access: { who: 'admin' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/audit-log/' }) },
  { method: 'GET', path: '/api/audit-log/export/', access: { who: 'admin' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/audit-log/export/' }) },
  {
    method: 'GET',
    path: '/api/audit-log/settings/',
    access: { who: 'admin' },
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/api/audit-log/settings/' }),
  },
  {
    method: 'PUT',
    path: '/api/audit-log/settings/',
    access: { who: 'admin' },
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/api/audit-log/settings/', payload: { audit_retention_days: 730 } }),
  },
];
