import type { CommentCheck, CommentWarnings } from '../../../../schemas/comment-check';
import type { AnswerSaved, AnswerSheet, RaterSurveyList, SurveyUserAnswer } from '../../../../schemas/survey-answer';
import type { SurveyPreview } from '../../../../schemas/survey-preview';
import { api } from '../../../lib/api';
import { contentLanguageQuery } from './content-language';

/**
 * The rater's calls. Machines never import this file: the live
 * flow wires these in as actors; stories and tests provide fakes.
 */
type Signal = { signal?: AbortSignal; timeoutMs?: number };

export const answerApi = {
  /** What the signed-in person still has to answer. */
  drafts: ({ signal }: Signal = {}) => api.get<RaterSurveyList>('/survey/survey_by_user_draft/', { signal }),
  /** What they have submitted. */
  completed: ({ signal }: Signal = {}) => api.get<RaterSurveyList>('/survey/survey_by_user_complete/', { signal }),
  sheet: (assignment: number, { signal }: Signal = {}) => api.get<AnswerSheet>(`/survey/surveyuserans/${assignment}/${contentLanguageQuery()}`, { signal }),
  /** A draft save (acknowledged) or the submit (`status`: the stored sheet); a submit sent again with its key answers as the first did. */
  save: (body: SurveyUserAnswer, opts: Signal = {}) => api.post<AnswerSaved>(`/survey/surveyuserans/${contentLanguageQuery()}`, body, opts),
  /** What in the comments could identify the rater: asked before the submit, answered with pieces of the comments only. */
  checkComments: (assignment: number, body: CommentCheck, opts: Signal = {}) =>
    api.post<CommentWarnings>(`/survey/surveyuserans/${assignment}/comment-check/`, body, opts),
  /** A survey's questions as its raters will see them, for the person building it. */
  preview: (surveyId: number, { signal }: Signal = {}) => api.get<SurveyPreview>(`/survey/survey/${surveyId}/preview/`, { signal }),
};
