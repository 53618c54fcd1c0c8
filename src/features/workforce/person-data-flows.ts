import { fromPromise } from 'xstate';
import { personDataDownloadMachine, personErasureMachine } from '../../../machines/person-data.machine';
import type { ErasureReceipt } from '../../../schemas/person-data';
import { api } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';

/** An employee's data as a ZIP, handed to the browser (a request the person made to HR). */
export const liveEmployeeDataDownload = personDataDownloadMachine.provide({
  actors: {
    request: fromPromise(async ({ input, signal }) => {
      const { blob, filename } = await api.download(`/api/privacy/employees/${input.employee}/data/`, { signal });
      saveBlob(blob, filename ?? 'personal-data.zip');
    }),
  },
});

/** Erases an employee (admins). */
export const livePersonErasure = personErasureMachine.provide({
  actors: { request: fromPromise(({ input }) => api.post<ErasureReceipt>(`/api/privacy/employees/${input.employee}/erase/`)) },
});
