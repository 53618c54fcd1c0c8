import { fromPromise } from 'xstate';
import { employeeImportMachine, uploadActor } from '../../../machines/employee-import.machine';
import { createRequestMachine } from '../../../machines/request.machine';
import { createResourceMachine, type ResourceWrite } from '../../../machines/resource.machine';
import type { Employee, EmployeeImportResult, EmployeeInvite, EmployeeInviteResult } from '../../../schemas/employee';
import type { MasterItemRow } from '../../../schemas/master-item';
import { api } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { upload } from '../../lib/upload';

/** The company lists an employee picks from. */
export interface WorkforceChoices {
  designations: MasterItemRow[];
  departments: MasterItemRow[];
  groups: MasterItemRow[];
}
export type TemplateFormat = 'csv' | 'xlsx';

const REGISTRATION = '/api/employee-registration/';
/** The generic list chart with its rows typed as employees. */
export const employeeListMachine = createResourceMachine<Employee>();
export type EmployeeListMachine = typeof employeeListMachine;

const live = new Map<string, EmployeeListMachine>();
/** Each employee's account id, as last read: DELETE /api/users/{account}/ removes an employee. */
const accounts = new Map<number, number>();
const known = <T extends Employee | Employee[]>(read: T): T => {
  for (const e of Array.isArray(read) ? read : [read]) accounts.set(e.id, e.user_id);
  return read;
};
/** An employee's version: read before the dialog opens, sent as If-Match by the edit and the delete. */
const version = (id: number) => `${REGISTRATION}${id}/`;

/**
 * The employee list machine wired to the employee endpoints. A write names the employee (its id); a delete goes to
 * DELETE /api/users/{account}/ with the employee's version; the list is refetched after every write.
 */
export function liveEmployees(company: string): EmployeeListMachine {
  const found = live.get(company);
  if (found) return found;
  const made = employeeListMachine.provide({
    actors: {
      fetchList: fromPromise(async ({ signal }) => known(await api.get<Employee[]>('/api/user-get/', { signal, query: { company_name: company } }))),
      readItem: fromPromise<Employee, { id: number; row: Employee | null }>(async ({ input, signal }) =>
        known(await api.get<Employee>(version(input.id), { signal })),
      ),
      createItem: fromPromise(({ input }: { input: ResourceWrite }) => api.post<Employee>(REGISTRATION, (input as { values: object }).values)),
      updateItem: fromPromise(({ input }: { input: ResourceWrite }) => {
        const { id, values } = input as { id: number; values: object };
        return api.patch<Employee>(REGISTRATION, { id, ...values }, { version: version(id) });
      }),
      deleteItem: fromPromise(({ input }: { input: ResourceWrite }) => {
        const { id } = input as { id: number };
        return api.delete(`/api/users/${accounts.get(id) ?? 0}/`, { version: version(id) });
      }),
    },
  });
  live.set(company, made);
  return made;
}

export const workforceChoicesMachine = createRequestMachine<void, WorkforceChoices>('workforceChoices');

export const liveWorkforceChoices = workforceChoicesMachine.provide({
  actors: {
    request: fromPromise(async ({ signal }) => {
      const [designations, departments, groups] = await Promise.all(
        ['/api/designation/', '/api/department/', '/api/group/'].map((path) => api.get<MasterItemRow[]>(path, { signal })),
      );
      return { designations: designations!, departments: departments!, groups: groups! };
    }),
  },
});

export const templateMachine = createRequestMachine<TemplateFormat, void>('employeeTemplate');

/** Fetched with the JWT, then handed to the browser as a download. */
export const liveTemplate = templateMachine.provide({
  actors: {
    request: fromPromise(async ({ input, signal }) => {
      const { blob, filename } = await api.download(`/api/user-import/template/?format=${input}`, { signal });
      saveBlob(blob, filename ?? `employee-import-template.${input}`);
    }),
  },
});

/** The import machine with the real upload: XMLHttpRequest, so the progress bar is true. */
export const liveEmployeeImport = employeeImportMachine.provide({
  actors: {
    upload: uploadActor((file, { signal, onProgress, onSent }, { invite, createMissing }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const query = [invite && 'send_invitation=true', createMissing && 'create_missing=true'].filter(Boolean).join('&');
      return upload<EmployeeImportResult>(`/api/user-import/${query ? `?${query}` : ''}`, form, { signal, onProgress, onSent });
    }),
  },
});

/** POST /api/user/invite/: some employees, or everyone never invited; the server skips whoever signs in already. */
export const inviteMachine = createRequestMachine<EmployeeInvite, EmployeeInviteResult>('employeeInvite');

export const liveInvite = inviteMachine.provide({
  actors: { request: fromPromise(({ input }) => api.post<EmployeeInviteResult>('/api/user/invite/', input)) },
});
