import { fromPromise } from 'xstate';
import { employeeImportMachine, uploadActor } from '../../../machines/employee-import.machine';
import { createRequestMachine } from '../../../machines/request.machine';
import { createResourceMachine, type ResourceWrite } from '../../../machines/resource.machine';
import type { Employee, EmployeeInvite, EmployeeInviteResult } from '../../../schemas/employee';
import type { MasterItemRow } from '../../../schemas/master-item';
import { saveBlob } from '../../lib/save-blob';
import { workforceApi } from './workforce-api';

/** The company lists an employee picks from. */
export interface WorkforceChoices {
  designations: MasterItemRow[];
  departments: MasterItemRow[];
  groups: MasterItemRow[];
}
export type TemplateFormat = 'csv' | 'xlsx';

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

/**
 * The employee list machine wired to the employee endpoints. A write names the employee (its id); a delete goes to
 * DELETE /api/users/{account}/ with the employee's version; the list is refetched after every write.
 */
export function liveEmployees(company: string): EmployeeListMachine {
  const found = live.get(company);
  if (found) return found;
  const made = employeeListMachine.provide({
    actors: {
      fetchList: fromPromise(async ({ signal }) => known(await workforceApi.employees(company, { signal }))),
      // The employee's version is read before the dialog opens: the edit and the delete send it as If-Match.
      readItem: fromPromise<Employee, { id: number; row: Employee | null }>(async ({ input, signal }) =>
        known(await workforceApi.employee(input.id, { signal })),
      ),
      createItem: fromPromise(({ input }: { input: ResourceWrite }) => workforceApi.createEmployee((input as { values: object }).values)),
      updateItem: fromPromise(({ input }: { input: ResourceWrite }) => {
        const { id, values } = input as { id: number; values: object };
        return workforceApi.updateEmployee(id, values);
      }),
      deleteItem: fromPromise(({ input }: { input: ResourceWrite }) => {
        const { id } = input as { id: number };
        return workforceApi.deleteEmployee(id, accounts.get(id) ?? 0);
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
      const [designations, departments, groups] = await workforceApi.lists({ signal });
      return { designations: designations!, departments: departments!, groups: groups! };
    }),
  },
});

export const templateMachine = createRequestMachine<TemplateFormat, void>('employeeTemplate');

/** Fetched with the JWT, then handed to the browser as a download. */
export const liveTemplate = templateMachine.provide({
  actors: {
    request: fromPromise(async ({ input, signal }) => {
      const { blob, filename } = await workforceApi.importTemplate(input, { signal });
      saveBlob(blob, filename ?? `employee-import-template.${input}`);
    }),
  },
});

/** The import machine with the real upload: XMLHttpRequest, so the progress bar is true. */
export const liveEmployeeImport = employeeImportMachine.provide({
  actors: {
    upload: uploadActor((file, hooks, options) => workforceApi.importFile(file, { ...hooks, ...options })),
  },
});

/** POST /api/user/invite/: some employees, or everyone never invited; the server skips whoever signs in already. */
export const inviteMachine = createRequestMachine<EmployeeInvite, EmployeeInviteResult>('employeeInvite');

export const liveInvite = inviteMachine.provide({
  actors: { request: fromPromise(({ input }) => workforceApi.invite(input)) },
});
