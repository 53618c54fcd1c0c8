import { fresh } from '../world/fresh';
import type { Endpoint } from './types';

/** A person's data (issue 43): HR's export of an employee, anyone's own, and an admin's erasure. */
export const personDataEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/privacy/employees/{employee}/data/',
    access: { who: 'area', areas: ['workforce'] },
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/api/privacy/employees/${await c.row((e) => e.colleague.employeeId)}/data/` }),
  },
  { method: 'GET', path: '/api/privacy/my-data/', access: { who: 'member' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/privacy/my-data/' }) },
  {
    method: 'POST',
    path: '/api/privacy/employees/{employee}/erase/',
    access: { who: 'admin' },
    ok: 200,
    names: 'company-row',
    fresh: true,
    request: async (c) => ({ url: `/api/privacy/employees/${await c.row(async (e) => (await fresh.person(c.w.t, e)).employeeId)}/erase/` }),
  },
];
