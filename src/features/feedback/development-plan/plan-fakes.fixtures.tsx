import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { developmentPlanMachine, type DevelopmentPlanContext, type DevelopmentPlanStatus } from '../../../../machines/development-plan.machine';
import type { Failure } from '../../../../machines/failure';
import { actionPeopleMachine } from '../../../../machines/action-people.machine';
import { actionSuggestionsMachine } from '../../../../machines/action-suggestions.machine';
import type { ActionSuggestions } from '../../../../schemas/development-library';
import type { DevelopmentAction } from '../../../../schemas/development-plan';
import { never } from '../../../testing/app-fakes.fixtures';
import { DevelopmentPlanFlowsProvider, type DevelopmentPlanFlows } from './development-plan-flows';
import { ana, lead, librarySuggestions } from './plan.fixtures';

export interface FakePlanServer {
  actions: DevelopmentAction[];
  /** The list never arrives: the loading look. */
  loading?: boolean;
  loadError?: Failure;
  /** Every write (add, edit, delete, status) fails with this. */
  writeError?: Failure;
  /** HR's suggestions from the library (the fixture's by default); `'loading'`: they never arrive. */
  suggestions?: ActionSuggestions | 'loading';
  /** The first load of the suggestions fails with this (a retry succeeds). */
  suggestionsError?: Failure;
  /** The starting state (a dialog open, a failure shown). */
  snapshot?: DevelopmentPlanFlows['snapshot'];
}

/** The plan endpoints over a list in memory, answering as the API would; both the admin's and the ratee's machines. */
function fakePlanServer({ actions: initial, loading, loadError, writeError, snapshot, ...rest }: FakePlanServer): DevelopmentPlanFlows {
  let rows = [...initial];
  let nextId = 100;
  const fail = () => {
    if (writeError) throw writeError;
  };
  const fetchActions = fromPromise<DevelopmentAction[], { survey?: number }>(async ({ input }) => {
    if (loadError) throw loadError;
    if (loading) return never<DevelopmentAction[]>();
    return rows.filter((r) => input.survey === undefined || r.survey.id === input.survey);
  });
  const put = (id: number, change: Partial<DevelopmentAction>) => {
    rows = rows.map((r) => (r.id === id ? { ...r, ...change, updated_at: new Date().toISOString() } : r));
    return rows.find((r) => r.id === id)!;
  };
  const setStatus = fromPromise<DevelopmentAction, { id: number; status: DevelopmentAction['status'] }>(async ({ input }) => {
    fail();
    return put(input.id, { status: input.status });
  });
  const admin = developmentPlanMachine.provide({
    actors: {
      fetchActions,
      setStatus,
      createAction: fromPromise(async ({ input }) => {
        fail();
        const made: DevelopmentAction = {
          id: (nextId += 1),
          survey: rows[0]?.survey ?? { id: input.survey, title: 'Survey' },
          ratee: ana,
          title: input.title.trim(),
          library_action: input.library_action ?? null,
          notes: input.notes ?? '',
          competency: input.competency ? { id: input.competency, title: `Competency ${input.competency}` } : null,
          owner: input.owner ? ana : null,
          coach: null,
          due_date: input.due_date ?? null,
          status: input.status ?? 'planned',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        };
        rows = [...rows, made];
        return made;
      }),
      updateAction: fromPromise(async ({ input }) => {
        fail();
        const { title, status, due_date: due, notes } = input.patch;
        return put(input.id, {
          ...(title && { title }),
          ...(status && { status }),
          ...(due !== undefined && { due_date: due }),
          ...(notes !== undefined && { notes }),
        });
      }),
      deleteAction: fromPromise(async ({ input }) => {
        fail();
        rows = rows.filter((r) => r.id !== input.id);
      }),
    },
  });
  // Who may own or coach: Ana, her manager Marcus (also her coach) — the same for HR and for the manager.
  const people = actionPeopleMachine.provide({ actors: { fetchPeople: fromPromise(async () => ({ owners: [ana, lead], coaches: [lead] })) } });
  let suggestionsFailure = rest.suggestionsError;
  const suggestions = actionSuggestionsMachine.provide({
    actors: {
      fetchSuggestions: fromPromise(async () => {
        const failure = suggestionsFailure;
        suggestionsFailure = undefined;
        if (failure) throw failure;
        if (rest.suggestions === 'loading') return never<ActionSuggestions>();
        return rest.suggestions ?? librarySuggestions;
      }),
    },
  });
  return {
    admin,
    suggestions,
    mine: developmentPlanMachine.provide({ actors: { fetchActions, setStatus } }),
    manager: admin,
    team: admin,
    people: { admin: people, manager: people },
    snapshot,
  };
}

/** The plan started in a given state, for the story of that state. */
export function planState(value: DevelopmentPlanStatus, context: Partial<DevelopmentPlanContext>) {
  return developmentPlanMachine.resolveState({
    value,
    context: { scope: { survey: 1, ratee: ana.id }, actions: [], dialog: null, write: null, error: null, opening: null, ...context },
  });
}

/** Renders `children` over one in-memory plan server, made once per mount. */
export function WithPlan({ server, children }: { server: FakePlanServer; children: ReactNode }) {
  const [flows] = useState(() => fakePlanServer(server));
  return <DevelopmentPlanFlowsProvider flows={flows}>{children}</DevelopmentPlanFlowsProvider>;
}
