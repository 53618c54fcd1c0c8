import type { ApprovalDecision, Colleague, MyNomination, Nomination, NomineeInput, ReturnNomination } from '../../../../schemas/nomination';
import { api, type Signal } from '../../../lib/api';

/** The ratee's and the approver's calls. Machines never import this file: the flows wire it in. */
export const nominationApi = {
  mine: ({ signal }: Signal = {}) => api.get<MyNomination[]>('/survey/nominations/', { signal }),
  save: (survey: number, nominees: NomineeInput[]) => api.put<MyNomination>(`/survey/nominations/${survey}/`, { nominees }),
  submit: (survey: number) => api.post<MyNomination>(`/survey/nominations/${survey}/submit/`),
  colleagues: (survey: number, search: string, { signal }: Signal = {}) =>
    api.get<Colleague[]>(`/survey/nominations/${survey}/colleagues/`, { signal, query: { search } }),

  awaiting: ({ signal }: Signal = {}) => api.get<Nomination[]>('/survey/nomination-approvals/', { signal }),
  one: (survey: number, ratee: number, { signal }: Signal = {}) => api.get<Nomination>(`/survey/nomination-approvals/${survey}/${ratee}/`, { signal }),
  approverColleagues: (survey: number, ratee: number, search: string, { signal }: Signal = {}) =>
    api.get<Colleague[]>(`/survey/nomination-approvals/${survey}/${ratee}/colleagues/`, { signal, query: { search } }),
  suggestions: (survey: number, ratee: number, { signal }: Signal = {}) =>
    api.get<MyNomination['suggestions']>(`/survey/nomination-approvals/${survey}/${ratee}/suggestions/`, { signal }),
  approve: (survey: number, ratee: number, decision: ApprovalDecision) =>
    api.post<Nomination>(`/survey/nomination-approvals/${survey}/${ratee}/approve/`, decision),
  sendBack: (survey: number, ratee: number, body: ReturnNomination) => api.post<Nomination>(`/survey/nomination-approvals/${survey}/${ratee}/return/`, body),
};
