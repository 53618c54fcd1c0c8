import type {
  AgreedActionInput,
  CoachHome,
  CoachingRequestInput,
  CoachProposals,
  ConsentInput,
  ConversationGuide,
  Engagement,
  EngagementSummary,
  NoteInput,
  SessionInput,
} from '../../../schemas/coaching';
import { api, type Signal } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';

/**
 * An engagement's calls, whichever door the caller came through: signed in (`/coaching/engagements/{id}`) or an
 * outside coach's personal link (`/api/coach/{token}/engagements/{id}`). The server registers the same routes at both.
 */
export interface EngagementDoor {
  base(id: number): string;
}

export const signedInDoor: EngagementDoor = { base: (id) => `/coaching/engagements/${id}` };
export const linkDoor = (token: string): EngagementDoor => ({ base: (id) => `/api/coach/${token}/engagements/${id}` });

/** The coachee's calls: their engagements, a report's proposals, a request. */
export const myCoachingApi = {
  mine: ({ signal }: Signal = {}) => api.get<EngagementSummary[]>('/coaching/my/', { signal }),
  coachees: ({ signal }: Signal = {}) => api.get<EngagementSummary[]>('/coaching/coachees/', { signal }),
  proposals: (survey: number, query: { language?: string; competencies?: number[] }, { signal }: Signal = {}) =>
    api.get<CoachProposals>(`/coaching/my/survey/${survey}/proposals/`, {
      signal,
      query: { language: query.language, competencies: query.competencies?.length ? query.competencies.join(',') : undefined },
    }),
  request: (body: CoachingRequestInput, { signal }: Signal = {}) => api.post<EngagementSummary>('/coaching/my/requests/', body, { signal }),
};

/** An outside coach's own page, by their link. */
export const coachLinkApi = {
  home: (token: string, { signal }: Signal = {}) => api.get<CoachHome>(`/api/coach/${token}/`, { signal }),
};

/** One engagement's calls through `door`. */
export const engagementApi = (door: EngagementDoor) => ({
  get: (id: number, { signal }: Signal = {}) => api.get<Engagement>(`${door.base(id)}/`, { signal }),
  consent: (id: number, body: ConsentInput) => api.put<unknown>(`${door.base(id)}/consent/`, body),
  end: (id: number) => api.post<unknown>(`${door.base(id)}/end/`),
  schedule: (id: number, body: SessionInput) => api.post<unknown>(`${door.base(id)}/sessions/`, body),
  reschedule: (id: number, session: number, body: SessionInput) => api.put<unknown>(`${door.base(id)}/sessions/${session}/`, body),
  cancelSession: (id: number, session: number) => api.post<unknown>(`${door.base(id)}/sessions/${session}/cancel/`),
  note: (id: number, body: NoteInput) => api.post<unknown>(`${door.base(id)}/notes/`, body),
  action: (id: number, body: AgreedActionInput) => api.post<unknown>(`${door.base(id)}/actions/`, body),
  guide: (id: number, { signal }: Signal = {}) => api.get<ConversationGuide>(`${door.base(id)}/guide/`, { signal }),
  /** A session's calendar invitation, or the coachee's shared material (JSON or PDF), saved as the file the server names. */
  download: async (id: number, file: { session: number } | { format: 'json' | 'pdf' }) => {
    const path = 'session' in file ? `${door.base(id)}/sessions/${file.session}/ics/` : `${door.base(id)}/export/?format=${file.format}`;
    const { blob, filename } = await api.download(path);
    saveBlob(blob, filename ?? ('session' in file ? `coaching-session-${file.session}.ics` : `coaching-${id}.${file.format}`));
  },
});

export type EngagementApi = ReturnType<typeof engagementApi>;
