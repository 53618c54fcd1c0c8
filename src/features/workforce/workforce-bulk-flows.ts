import { fromPromise } from 'xstate';
import { createRequestMachine } from '../../../machines/request.machine';
import type { Employee } from '../../../schemas/employee';
import { saveBlob } from '../../lib/save-blob';
import { workforceApi } from './workforce-api';
import { filterQuery, type Filters } from './workforce-filters';

/** A bulk action on the chosen employees; the server does each all or nothing. */
export type BulkAction = { kind: 'invite'; ids: number[] } | { kind: 'manager'; ids: number[]; parent_id: number | null } | { kind: 'delete'; ids: number[] };

export const bulkMachine = createRequestMachine<BulkAction, { detail: string }>('employeeBulk');

export const liveBulk = bulkMachine.provide({
  actors: {
    request: fromPromise(async ({ input }) => {
      if (input.kind === 'invite') return workforceApi.invite({ ids: input.ids });
      if (input.kind === 'manager') return workforceApi.setManager(input.ids, input.parent_id);
      return workforceApi.deleteEmployees(input.ids);
    }),
  },
});

/** The employees the server finds for the filters (and the search): the list shows these while a filter is on. */
export const filteredMachine = createRequestMachine<{ company: string; filters: Filters }, Employee[]>('filteredEmployees');

export const liveFiltered = filteredMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => workforceApi.employees(input.company, { signal, query: filterQuery(input.filters) })),
  },
});

export type ExportFormat = 'csv' | 'xlsx';
export const exportMachine = createRequestMachine<{ format: ExportFormat; filters: Filters; search: string }, void>('employeeExport');

/** Fetched with the JWT, then handed to the browser as a download. */
export const liveExport = exportMachine.provide({
  actors: {
    request: fromPromise(async ({ input, signal }) => {
      const query = new URLSearchParams({ format: input.format, ...filterQuery(input.filters, input.search) });
      const { blob, filename } = await workforceApi.exportFile(query, { signal });
      saveBlob(blob, filename ?? `employees.${input.format}`);
    }),
  },
});
