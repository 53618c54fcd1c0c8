import Type, { type Static } from 'typebox';
import { AnswerSheet, RaterSurvey } from './survey-answer';

/**
 * GET /survey/survey/{id}/preview/: what a rater of the survey will be asked, before it is
 * sent: the survey as a rater sees it and its competencies with their statements, exactly
 * as an answer sheet carries them. No assignment, nothing saved.
 */
export const SurveyPreview = Type.Object({ survey: RaterSurvey, competencies: AnswerSheet.properties.competencies }, { additionalProperties: false });
export type SurveyPreview = Static<typeof SurveyPreview>;
