import type { Employee, EmployeeBulkResult, EmployeeImportResult, EmployeeInvite, EmployeeInviteResult } from '../../../schemas/employee';
import type { MasterItemRow } from '../../../schemas/master-item';
import type { PermissionRecord } from '../../../schemas/permissions';
import { api, type Signal } from '../../lib/api';
import { upload } from '../../lib/upload';

const REGISTRATION = '/api/employee-registration/';

/** An employee's version: its own GET, whose ETag the edit and the delete send as If-Match. */
const employeeVersion = (id: number) => `${REGISTRATION}${id}/`;
/** A person's permissions' version, read before each change. */
const permissionsVersion = (userId: number) => `/api/permissions/${userId}/`;

interface ImportOptions extends Signal {
  invite: boolean;
  createMissing: boolean;
  onProgress?(loaded: number, total: number): void;
  onSent?(): void;
}

/** The workforce's calls: employees, their import and export, invitations and permissions. */
export const workforceApi = {
  /** The company's employees; `query` narrows them (the list's filters and search). */
  employees: (company: string, { signal, query = {} }: Signal & { query?: Record<string, string> } = {}) =>
    api.get<Employee[]>('/api/user-get/', { signal, query: { company_name: company, ...query } }),
  employee: (id: number, { signal }: Signal = {}) => api.get<Employee>(employeeVersion(id), { signal }),
  createEmployee: (values: object) => api.post<Employee>(REGISTRATION, values),
  updateEmployee: (id: number, values: object) => api.patch<Employee>(REGISTRATION, { id, ...values }, { version: employeeVersion(id) }),
  /** An employee goes with their account: DELETE /api/users/{account}/, with the employee's version. */
  deleteEmployee: (id: number, account: number) => api.delete<unknown>(`/api/users/${account}/`, { version: employeeVersion(id) }),
  /** The company lists an employee picks from, in the order designation, department, group. */
  lists: ({ signal }: Signal = {}) =>
    Promise.all(['/api/designation/', '/api/department/', '/api/group/'].map((path) => api.get<MasterItemRow[]>(path, { signal }))),
  /** Some employees, or everyone never invited; the server skips whoever signs in already. */
  invite: (body: EmployeeInvite) => api.post<EmployeeInviteResult>('/api/user/invite/', body),
  setManager: (ids: number[], parentId: number | null) => api.post<EmployeeBulkResult>('/api/user/bulk-manager/', { ids, parent_id: parentId }),
  deleteEmployees: (ids: number[]) => api.post<EmployeeBulkResult>('/api/user/bulk-delete/', { ids }),
  /** The export's file, fetched with the JWT. */
  exportFile: (query: URLSearchParams, { signal }: Signal = {}) => api.download(`/api/user-export/?${query.toString()}`, { signal }),
  importTemplate: (format: string, { signal }: Signal = {}) => api.download(`/api/user-import/template/?format=${format}`, { signal }),
  /** The import's upload, with its true progress (XMLHttpRequest, src/lib/upload.ts). */
  importFile: (file: File, { signal, onProgress, onSent, invite, createMissing }: ImportOptions) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const query = [invite && 'send_invitation=true', createMissing && 'create_missing=true'].filter(Boolean).join('&');
    return upload<EmployeeImportResult>(`/api/user-import/${query ? `?${query}` : ''}`, form, { signal, onProgress, onSent });
  },
  permissions: (company: string, { signal }: Signal = {}) => api.get<PermissionRecord[]>('/api/permissions/', { query: { company_name: company }, signal }),
  permissionsOf: (userId: number) => api.get<PermissionRecord>(permissionsVersion(userId)),
  /** One area switched, sent with the version just read. */
  setPermission: (userId: number, area: string, value: boolean) =>
    api.patch<PermissionRecord>('/api/permission-on-user-id/', { user_id: userId, permissions: { [area]: value } }, { version: permissionsVersion(userId) }),
};
