import { fromCallback, fromPromise } from 'xstate';
import { answerMachine, type AnswerMachine } from '../../../../machines/answer.machine';
import type { CommentWarnings } from '../../../../schemas/comment-check';
import type { AnswerSheet, RaterAssignment } from '../../../../schemas/survey-answer';
import type { SurveyPreview } from '../../../../schemas/survey-preview';
import { i18n } from '../../../i18n';
import { answerApi } from './answer-api';

/** Whom the previewing person answers as: the self wording, or every other rater's. */
export type PreviewAs = 'self' | 'others';

/** A rater's sheet made from the survey's questions: no assignment behind it, nothing answered. */
export function previewSheet(preview: SurveyPreview, as: PreviewAs): AnswerSheet {
  const assignment: RaterAssignment = {
    id: 0,
    ratee: { id: 0, name: i18n.t('survey:answer.preview.ratee') },
    relationship: as === 'self' ? 'self' : 'peer',
    status: 'pending',
    answered: 0,
    total: preview.competencies.reduce((n, c) => n + c.statements.length, 0),
    draft_saved_at: null,
    submitted_at: null,
  };
  return { assignment, survey: preview.survey, competencies: preview.competencies, answers: [], levels: [], comments: [], submit_key: null };
}

/**
 * The rater's own wizard over a preview: the same chart and screens, but a draft "save" and
 * the submit go nowhere (they answer the sheet as it was), and nothing is kept in the browser.
 */
export function previewMachine(load: (signal: AbortSignal) => Promise<SurveyPreview>, as: PreviewAs): AnswerMachine {
  let sheet: AnswerSheet | null = null;
  return answerMachine.provide({
    actors: {
      loadSheet: fromPromise(async ({ signal }) => {
        sheet = previewSheet(await load(signal), as);
        return { sheet, copy: null, newKey: 'preview-not-saved' };
      }),
      saveDraft: fromPromise(async (): Promise<unknown> => {
        throw new Error('preview: nothing is saved');
      }),
      // "Submit" ends the preview on its own screen; nothing leaves the browser.
      submitAnswers: fromPromise(async () => sheet!),
      // Nobody's comments: the preview warns about nothing.
      checkComments: fromPromise(async (): Promise<CommentWarnings['warnings']> => []),
      watchConnection: fromCallback(() => undefined),
    },
    actions: { writeCopy: () => undefined, clearCopy: () => undefined },
    // No draft is ever due: the save region stays idle, so nothing says "Saving…".
    guards: { unsaved: () => false },
  });
}

export const livePreviewMachine = (surveyId: number, as: PreviewAs) => previewMachine((signal) => answerApi.preview(surveyId, { signal }), as);
