import type { Trend } from '../../../../schemas/feedback-trends';
import { api, type Signal } from '../../../lib/api';

/** The trend calls; machines never import this file (trend-flows.ts wires them in as actors). */
export const trendsApi = {
  ratee: (rateeId: number, { signal }: Signal = {}) => api.get<Trend>(`/feedback/ratee/${rateeId}/trend/`, { signal }),
  company: ({ signal }: Signal = {}) => api.get<Trend>('/feedback/analytics/trends/', { signal }),
  mine: ({ signal }: Signal = {}) => api.get<Trend>('/feedback/my-trend/', { signal }),
};
