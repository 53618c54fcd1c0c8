import type { DashboardAlerts, DashboardSummary } from '../../../schemas/analytics';
import type { Checklist } from '../../../schemas/getting-started';
import { api, type Signal } from '../../lib/api';

/** The dashboard's calls. Machines never import this file: the flows wire these in as actors; stories provide fakes. */
export const dashboardApi = {
  /** The cards: what the caller's areas allow. */
  summary: ({ signal }: Signal = {}) => api.get<DashboardSummary>('/dashboard/summary/', { signal }),
  alerts: ({ signal }: Signal = {}) => api.get<DashboardAlerts>('/dashboard/alerts/', { signal }),
  checklist: ({ signal }: Signal = {}) => api.get<Checklist>('/dashboard/checklist/', { signal }),
  /** Dismissed for the whole company. */
  dismissChecklist: ({ signal }: Signal = {}) => api.post<Checklist>('/dashboard/checklist/dismiss/', undefined, { signal }),
};
