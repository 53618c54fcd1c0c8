import { EMPLOYEE_IMPORT_COLUMNS } from '../../../../schemas/employee';
import { multipartFile } from '../../helpers/upload';
import { markedPerson, ok } from '../world/estate';
import { fresh } from '../world/fresh';
import type { Endpoint } from './types';

const WORKFORCE = { who: 'area', areas: ['workforce'] } as const;

/** Employees, their import, the organisation tree and who may use which area. */
export const workforceEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/user-get/',
    access: { who: 'area', areas: ['workforce', 'organization', 'survey'] },
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/api/user-get/' }),
  },
  {
    method: 'POST',
    path: '/api/employee-registration/',
    access: WORKFORCE,
    ok: 201,
    names: 'company-row',
    foreign: 400,
    request: async (c) => ({
      url: '/api/employee-registration/',
      payload: { ...markedPerson(c.estate.marker, 'Recruit'), designation: await c.row((e) => e.lists.designation) },
    }),
  },
  {
    // One employee with its ETag: whoever may change them may read them.
    method: 'GET',
    path: '/api/employee-registration/{id}/',
    access: { who: 'area', areas: ['workforce', 'organization'] },
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/api/employee-registration/${await c.row((e) => e.colleague.employeeId)}/` }),
  },
  {
    // A move in the org chart, which the organization area may make too.
    method: 'PATCH',
    path: '/api/employee-registration/',
    access: { who: 'area', areas: ['workforce', 'organization'] },
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: '/api/employee-registration/', payload: { id: await c.row((e) => e.colleague.employeeId), parent_id: null } }),
  },
  {
    method: 'POST',
    path: '/api/user-import/',
    access: WORKFORCE,
    ok: 200,
    names: 'nothing',
    request: (c) => {
      const p = markedPerson(c.estate.marker, 'Imported');
      const csv = `${EMPLOYEE_IMPORT_COLUMNS.join(',')}\n${p.username},${p.email},${p.emp_code},${p.first_name},${p.last_name},,,,,\n`;
      const { payload, headers } = multipartFile('people.csv', csv);
      return { url: '/api/user-import/', payload, headers };
    },
  },
  {
    method: 'GET',
    path: '/api/user-import/template/',
    access: WORKFORCE,
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/api/user-import/template/?format=csv' }),
  },
  { method: 'GET', path: '/api/user-export/', access: WORKFORCE, ok: 200, names: 'nothing', request: () => ({ url: '/api/user-export/?format=csv' }) },
  {
    method: 'POST',
    path: '/api/user/bulk-manager/',
    access: WORKFORCE,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: '/api/user/bulk-manager/', payload: { ids: [await c.row((e) => e.colleague.employeeId)], parent_id: null } }),
  },
  {
    method: 'POST',
    path: '/api/user/bulk-delete/',
    access: WORKFORCE,
    ok: 200,
    names: 'company-row',
    fresh: true,
    // As the single delete: the workforce area removes only people who use no area the caller
    // cannot (a new person has the dashboard, which the one-area actors lack: theirs is given none).
    request: async (c) => ({
      url: '/api/user/bulk-delete/',
      payload: {
        ids: [
          await c.row(async (e) => {
            const person = await fresh.person(c.w.t, e);
            if (!c.actor.areas.includes('dashboard')) {
              await ok(c.w.t, e.admin, 'PATCH', '/api/permission-on-user-id/', { user_id: person.userId, permissions: { dashboard: false } });
            }
            return person.employeeId;
          }),
        ],
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/get-org-hirearchy-data/',
    access: { who: 'area', areas: ['organization', 'workforce'] },
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/api/get-org-hirearchy-data/' }),
  },
  {
    method: 'GET',
    path: '/api/get-org-hirearchy-data/columns/',
    access: { who: 'area', areas: ['organization', 'workforce'] },
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/api/get-org-hirearchy-data/columns/' }),
  },
  {
    method: 'GET',
    path: '/api/get-org-hirearchy-data/{id}/',
    access: { who: 'area', areas: ['organization', 'workforce'] },
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/api/get-org-hirearchy-data/${await c.row((e) => e.colleague.employeeId)}/` }),
  },
  { method: 'GET', path: '/api/permissions/', access: { who: 'admin' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/permissions/' }) },
  {
    method: 'GET',
    path: '/api/permissions/{id}/',
    access: { who: 'admin' },
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/api/permissions/${await c.row((e) => e.colleague.userId)}/` }),
  },
  {
    method: 'PATCH',
    path: '/api/permission-on-user-id/',
    access: { who: 'admin' },
    ok: 200,
    names: 'company-row',
    request: async (c) => ({
      url: '/api/permission-on-user-id/',
      payload: { user_id: await c.row((e) => e.colleague.userId), permissions: { dashboard: true } },
    }),
  },
];
