import type { CommentCheck, CommentWarnings } from '../../../../schemas/comment-check';
import type { ExternalRequestList } from '../../../../schemas/external-rater';
import type { AnswerSaved, AnswerSheet, SurveyUserAnswer } from '../../../../schemas/survey-answer';
import { api } from '../../../lib/api';
import { contentLanguageQuery } from './content-language';

type Signal = { signal?: AbortSignal; timeoutMs?: number };

/** An outside rater's calls: their personal link stands in for a sign-in. */
export const externalApi = {
  /** Everything the link opens, submitted or not, and who asks. */
  list: (token: string, { signal }: Signal = {}) => api.get<ExternalRequestList>(`/api/external/${token}/`, { signal }),
  sheet: (token: string, assignment: number, { signal }: Signal = {}) =>
    api.get<AnswerSheet>(`/api/external/${token}/assignments/${assignment}/${contentLanguageQuery()}`, { signal }),
  save: (token: string, body: SurveyUserAnswer, opts: Signal = {}) =>
    api.post<AnswerSaved>(`/api/external/${token}/answers/${contentLanguageQuery()}`, body, opts),
  checkComments: (token: string, assignment: number, body: CommentCheck, opts: Signal = {}) =>
    api.post<CommentWarnings>(`/api/external/${token}/assignments/${assignment}/comment-check/`, body, opts),
};
