import type { ActionPeople, ActionStatus, DevelopmentAction, DevelopmentActionInput, DevelopmentActionPatch } from '../../../../schemas/development-plan';
import type { SuggestionsScope } from '../../../../machines/action-suggestions.machine';
import type { PlanScope } from '../../../../machines/development-plan.machine';
import type { ActionSuggestions } from '../../../../schemas/development-library';
import { api } from '../../../lib/api';

const ACTIONS = '/feedback/development-actions/';
const MINE = '/feedback/my-development-actions/';
const TEAM = '/team/development-actions/';

/**
 * The development plan endpoints (server/feedback/routes/development-action-routes.ts). Each `read` is an action's
 * one-item GET: api remembers its ETag, and the PATCH or DELETE of the same path sends it as If-Match (412 if stale).
 */
export const developmentPlanApi = {
  /** The feedback area: one ratee's actions for one survey. */
  list: (scope: PlanScope, signal?: AbortSignal) => api.get<DevelopmentAction[]>(ACTIONS, { query: { survey: scope.survey, ratee: scope.ratee }, signal }),
  read: (id: number, signal?: AbortSignal) => api.get<DevelopmentAction>(`${ACTIONS}${id}/`, { signal }),
  create: (input: DevelopmentActionInput) => api.post<DevelopmentAction>(ACTIONS, input),
  update: (id: number, patch: DevelopmentActionPatch) => api.patch<DevelopmentAction>(`${ACTIONS}${id}/`, patch),
  remove: (id: number) => api.delete(`${ACTIONS}${id}/`),
  /** The caller's own actions (released reports only), optionally of one survey. */
  async mine(scope: PlanScope, signal?: AbortSignal): Promise<DevelopmentAction[]> {
    const all = await api.get<DevelopmentAction[]>(MINE, { signal });
    return scope.survey === undefined ? all : all.filter((a) => a.survey.id === scope.survey);
  },
  readMine: (id: number, signal?: AbortSignal) => api.get<DevelopmentAction>(`${MINE}${id}/`, { signal }),
  setMyStatus: (id: number, status: ActionStatus) => api.patch<DevelopmentAction>(`${MINE}${id}/`, { status }),
  /** HR's choices of owner and coach for a ratee's actions. */
  people: (ratee: number, signal?: AbortSignal) => api.get<ActionPeople>('/feedback/action-people/', { query: { ratee }, signal }),
  /** The ratee's development areas with the library's actions and what followed them (issue 40). */
  suggestions: ({ survey, ratee }: SuggestionsScope, signal?: AbortSignal) =>
    api.get<ActionSuggestions>(`/feedback/survey/${survey}/ratee/${ratee}/action-suggestions/`, { signal }),
};

/** The team endpoints (server/feedback/routes/team-action-routes.ts): a manager, owner or coach. */
export const teamPlanApi = {
  /** The actions the caller manages, owns or coaches, optionally of one survey and ratee. */
  async list(scope: PlanScope, signal?: AbortSignal): Promise<DevelopmentAction[]> {
    const all = await api.get<DevelopmentAction[]>(TEAM, { signal });
    return all.filter((a) => (scope.survey === undefined || a.survey.id === scope.survey) && (scope.ratee === undefined || a.ratee.id === scope.ratee));
  },
  read: (id: number, signal?: AbortSignal) => api.get<DevelopmentAction>(`${TEAM}${id}/`, { signal }),
  create: (input: DevelopmentActionInput) => api.post<DevelopmentAction>(TEAM, input),
  update: (id: number, patch: DevelopmentActionPatch) => api.patch<DevelopmentAction>(`${TEAM}${id}/`, patch),
  people: (ratee: number, signal?: AbortSignal) => api.get<ActionPeople>('/team/action-people/', { query: { ratee }, signal }),
};
