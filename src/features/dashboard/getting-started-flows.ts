import { fromPromise } from 'xstate';
import { gettingStartedMachine } from '../../../machines/getting-started.machine';
import type { Checklist } from '../../../schemas/getting-started';
import { dashboardApi } from './dashboard-api';

/** The checklist over the real API. */
export const liveGettingStarted = gettingStartedMachine.provide({
  actors: {
    loadChecklist: fromPromise<Checklist, void>(({ signal }) => dashboardApi.checklist({ signal })),
    dismissChecklist: fromPromise<Checklist, void>(({ signal }) => dashboardApi.dismissChecklist({ signal })),
  },
});
