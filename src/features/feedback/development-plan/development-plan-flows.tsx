import { createContext, useContext, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import {
  developmentPlanMachine, type DevelopmentPlanMachine, type DevelopmentPlanSnapshot,
} from '../../../../machines/development-plan.machine';
import { developmentPlanApi as live } from './development-plan-api';

/** The plan machines a screen runs: the feedback area's and the ratee's own; a story gives fakes and a starting state. */
export interface DevelopmentPlanFlows {
  admin: DevelopmentPlanMachine;
  mine: DevelopmentPlanMachine;
  snapshot?: DevelopmentPlanSnapshot;
}

export const liveDevelopmentPlanFlows: DevelopmentPlanFlows = {
  admin: developmentPlanMachine.provide({
    actors: {
      fetchActions: fromPromise(({ input, signal }) => live.list(input, signal)),
      createAction: fromPromise(({ input }) => live.create(input)),
      updateAction: fromPromise(({ input }) => live.update(input.id, input.patch)),
      deleteAction: fromPromise(({ input }) => live.remove(input.id)),
      // The admin moves a status through the edit dialog (PATCH with status).
      setStatus: fromPromise(({ input }) => live.update(input.id, { status: input.status })),
    },
  }),
  mine: developmentPlanMachine.provide({
    actors: {
      fetchActions: fromPromise(({ input, signal }) => live.mine(input, signal)),
      // The ratee's plan offers no add, edit or delete: those actors stay unprovided (they refuse).
      setStatus: fromPromise(({ input }) => live.setMyStatus(input.id, input.status)),
    },
  }),
};

const FlowsContext = createContext<DevelopmentPlanFlows>(liveDevelopmentPlanFlows);

/** Stories (and pages' stories that mount the panel) give the plan components fake effects here. */
export function DevelopmentPlanFlowsProvider({ flows, children }: { flows: DevelopmentPlanFlows; children: ReactNode }) {
  return <FlowsContext.Provider value={flows}>{children}</FlowsContext.Provider>;
}

export const useDevelopmentPlanFlows = () => useContext(FlowsContext);
