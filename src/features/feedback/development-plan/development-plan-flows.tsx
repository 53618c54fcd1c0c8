import { createContext, useContext, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { actionPeopleMachine, type ActionPeopleMachine } from '../../../../machines/action-people.machine';
import { actionSuggestionsMachine, type ActionSuggestionsMachine } from '../../../../machines/action-suggestions.machine';
import { developmentPlanMachine, type DevelopmentPlanMachine, type DevelopmentPlanSnapshot } from '../../../../machines/development-plan.machine';
import { developmentPlanApi as live, teamPlanApi as team } from './development-plan-api';

/**
 * The plan machines a screen runs: the feedback area's, the ratee's own, a manager's for a
 * direct report, and the team view's (what the caller manages, owns or coaches); the choices
 * of owner and coach for HR and for a manager; HR's suggestions from the library. A story gives fakes and a starting state.
 */
export interface DevelopmentPlanFlows {
  admin: DevelopmentPlanMachine;
  mine: DevelopmentPlanMachine;
  manager?: DevelopmentPlanMachine;
  team?: DevelopmentPlanMachine;
  people?: { admin: ActionPeopleMachine; manager: ActionPeopleMachine };
  /** HR's suggestions from the development action library, ranked by what followed them (issue 40). */
  suggestions?: ActionSuggestionsMachine;
  snapshot?: DevelopmentPlanSnapshot;
}

const teamMachine = developmentPlanMachine.provide({
  actors: {
    fetchActions: fromPromise(({ input, signal }) => team.list(input, signal)),
    readAction: fromPromise(({ input, signal }) => team.read(input.id, signal)),
    createAction: fromPromise(({ input }) => team.create(input)),
    updateAction: fromPromise(({ input }) => team.update(input.id, input.patch)),
    // Nobody deletes from the team view: the manager edits, HR deletes.
    setStatus: fromPromise(({ input }) => team.update(input.id, { status: input.status })),
  },
});

export const liveDevelopmentPlanFlows: Required<Omit<DevelopmentPlanFlows, 'snapshot'>> = {
  admin: developmentPlanMachine.provide({
    actors: {
      fetchActions: fromPromise(({ input, signal }) => live.list(input, signal)),
      // Read before its dialog opens or its status moves: the version the write sends as If-Match.
      readAction: fromPromise(({ input, signal }) => live.read(input.id, signal)),
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
      readAction: fromPromise(({ input, signal }) => live.readMine(input.id, signal)),
      // The ratee's plan offers no add, edit or delete: those actors stay unprovided (they refuse).
      setStatus: fromPromise(({ input }) => live.setMyStatus(input.id, input.status)),
    },
  }),
  manager: teamMachine,
  team: teamMachine,
  people: {
    admin: actionPeopleMachine.provide({ actors: { fetchPeople: fromPromise(({ input, signal }) => live.people(input.ratee, signal)) } }),
    manager: actionPeopleMachine.provide({ actors: { fetchPeople: fromPromise(({ input, signal }) => team.people(input.ratee, signal)) } }),
  },
  suggestions: actionSuggestionsMachine.provide({ actors: { fetchSuggestions: fromPromise(({ input, signal }) => live.suggestions(input, signal)) } }),
};

const FlowsContext = createContext<DevelopmentPlanFlows>(liveDevelopmentPlanFlows);

/** Stories (and pages' stories that mount the panel) give the plan components fake effects here. */
export function DevelopmentPlanFlowsProvider({ flows, children }: { flows: DevelopmentPlanFlows; children: ReactNode }) {
  return <FlowsContext.Provider value={flows}>{children}</FlowsContext.Provider>;
}

/** A story that gives only some machines still runs the others live: none is ever missing. */
export const useDevelopmentPlanFlows = (): Required<Omit<DevelopmentPlanFlows, 'snapshot'>> & Pick<DevelopmentPlanFlows, 'snapshot'> => {
  const flows = useContext(FlowsContext);
  return { ...liveDevelopmentPlanFlows, ...flows };
};
