import type {
  Coach,
  CoachChoices,
  CoachInput,
  CoachingOutcomes,
  CoachingSettings,
  EngagementStatus,
  EngagementSummary,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookInput,
} from '../../../../schemas/coaching';
import { api, type Signal } from '../../../lib/api';

const COACHES = '/coaching/coaches/';
const REQUESTS = '/coaching/requests/';
const WEBHOOKS = '/coaching/webhooks/';

/**
 * HR's coaching calls (docs/coaching.md, "The API", guard `mayUseFeedback`). Machines never import this file: the
 * live flows wire these functions in as actors, stories and tests provide fakes.
 */
export const hrCoachingApi = {
  coaches: ({ signal }: Signal = {}) => api.get<Coach[]>(COACHES, { signal }),
  createCoach: (body: CoachInput) => api.post<Coach>(COACHES, body),
  updateCoach: (id: number, body: CoachInput) => api.put<Coach>(`${COACHES}${id}/`, body),
  deleteCoach: (id: number) => api.delete<unknown>(`${COACHES}${id}/`),
  /** Mails an outside coach a new personal link; the old one stops working. */
  sendLink: (id: number) => api.post<Coach | undefined>(`${COACHES}${id}/link/`),

  settings: ({ signal }: Signal = {}) => api.get<CoachingSettings>('/coaching/settings/', { signal }),
  saveSettings: (settings: CoachingSettings) => api.put<CoachingSettings>('/coaching/settings/', settings),

  requests: (status: EngagementStatus | undefined, { signal }: Signal = {}) => api.get<EngagementSummary[]>(REQUESTS, { signal, query: { status } }),
  approve: (engagement: number) => api.post<EngagementSummary>(`${REQUESTS}${engagement}/approve/`),
  decline: (engagement: number, reason: string) => api.post<EngagementSummary>(`${REQUESTS}${engagement}/decline/`, reason ? { reason } : {}),

  webhooks: ({ signal }: Signal = {}) => api.get<WebhookEndpoint[]>(WEBHOOKS, { signal }),
  createWebhook: (body: WebhookInput) => api.post<WebhookEndpoint>(WEBHOOKS, body),
  updateWebhook: (id: number, body: WebhookInput) => api.put<WebhookEndpoint>(`${WEBHOOKS}${id}/`, body),
  deleteWebhook: (id: number) => api.delete<unknown>(`${WEBHOOKS}${id}/`),
  deliveries: (id: number, { signal }: Signal = {}) => api.get<WebhookDelivery[]>(`${WEBHOOKS}${id}/deliveries/`, { signal }),
  /** Queues a test event to the endpoint; its delivery shows in the log. */
  ping: (id: number) => api.post<unknown>(`${WEBHOOKS}${id}/ping/`),

  outcomes: ({ signal }: Signal = {}) => api.get<CoachingOutcomes>('/coaching/outcomes/', { signal }),

  /** What the coach form picks from: the company's active competencies and its employees (the feedback permission suffices). */
  choices: ({ signal }: Signal = {}) => api.get<CoachChoices>('/coaching/choices/', { signal }),
};
