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

/**
 * The employee list machine wired to the employee endpoints. A delete carries the
 * account's id (`user_id`), which DELETE /api/users/{id}/ takes; the list is refetched
 * after every write.
 */
export function liveEmployees(company: string): EmployeeListMachine {
  const found = live.get(company);
  if (found) return found;
  const made = employeeListMachine.provide({
    actors: {
      fetchList: fromPromise(({ signal }) => api.get<Employee[]>('/api/user-get/', { signal, query: { company_name: company } })),
      createItem: fromPromise(({ input }: { input: ResourceWrite }) => api.post<Employee>(REGISTRATION, (input as { values: object }).values)),
      updateItem: fromPromise(({ input }: { input: ResourceWrite }) => {
        const { id, values } = input as { id: number; values: object };
        return api.patch<Employee>(REGISTRATION, { id, ...values });
      }),
      deleteItem: fromPromise(({ input }: { input: ResourceWrite }) => api.delete(`/api/users/${(input as { id: number }).id}/`)),
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
    upload: uploadActor((file, { signal, onProgress, onSent }, { invite }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return upload<EmployeeImportResult>(`/api/user-import/${invite ? '?send_invitation=true' : ''}`, form, { signal, onProgress, onSent });
    }),
  },
});

/** POST /api/user/invite/: some employees, or everyone never invited; the server skips whoever signs in already. */
export const inviteMachine = createRequestMachine<EmployeeInvite, EmployeeInviteResult>('employeeInvite');

export const liveInvite = inviteMachine.provide({
  actors: { request: fromPromise(({ input }) => api.post<EmployeeInviteResult>('/api/user/invite/', input)) },
});
