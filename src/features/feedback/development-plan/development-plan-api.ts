import type {
  ActionStatus, DevelopmentAction, DevelopmentActionInput, DevelopmentActionPatch,
} from '../../../../schemas/development-plan';
import type { PlanScope } from '../../../../machines/development-plan.machine';
import { api } from '../../../lib/api';

const ACTIONS = '/feedback/development-actions/';
const MINE = '/feedback/my-development-actions/';

/** The development plan endpoints (server/routes/feedback/development-action-routes.ts). */
export const developmentPlanApi = {
  /** The feedback area: one ratee's actions for one survey. */
  list: (scope: PlanScope, signal?: AbortSignal) =>
    api.get<DevelopmentAction[]>(ACTIONS, { query: { survey: scope.survey, ratee: scope.ratee }, signal }),
  create: (input: DevelopmentActionInput) => api.post<DevelopmentAction>(ACTIONS, input),
  update: (id: number, patch: DevelopmentActionPatch) => api.patch<DevelopmentAction>(`${ACTIONS}${id}/`, patch),
  remove: (id: number) => api.delete(`${ACTIONS}${id}/`),
  /** The caller's own actions (released reports only), optionally of one survey. */
  async mine(scope: PlanScope, signal?: AbortSignal): Promise<DevelopmentAction[]> {
    const all = await api.get<DevelopmentAction[]>(MINE, { signal });
    return scope.survey === undefined ? all : all.filter((a) => a.survey.id === scope.survey);
  },
  setMyStatus: (id: number, status: ActionStatus) => api.patch<DevelopmentAction>(`${MINE}${id}/`, { status }),
};
