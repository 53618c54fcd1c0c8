import { fromPromise } from 'xstate';
import { gettingStartedMachine } from '../../../machines/getting-started.machine';
import type { Checklist } from '../../../schemas/getting-started';
import { api } from '../../lib/api';

/** The checklist over the real API. */
export const liveGettingStarted = gettingStartedMachine.provide({
  actors: {
    loadChecklist: fromPromise<Checklist, void>(({ signal }) => api.get<Checklist>('/dashboard/checklist/', { signal })),
    dismissChecklist: fromPromise<Checklist, void>(({ signal }) => api.post<Checklist>('/dashboard/checklist/dismiss/', undefined, { signal })),
  },
});
