import { useSelector } from '@xstate/react';
import type { SurveyActionsActor, SurveyActionsStatus } from '../../../machines/survey-actions.machine';
import { ConfirmSurveyDialog } from './confirm-survey-dialog';
import { DeleteSurveyDialog } from './delete-survey-dialog';
import { ExtendSurveyDialog } from './extend-survey-dialog';

/**
 * The dialog of the action under way, if any. The primary button asks the machine for what
 * comes next: confirm the question, confirm deleting the answers, or retry after a failure;
 * an extension confirms (or tries again) with the date chosen.
 */
export function SurveyActionDialogs({ actor }: { actor: SurveyActionsActor }) {
  const status = useSelector(actor, (s) => s.value as SurveyActionsStatus);
  const kind = useSelector(actor, (s) => s.context.kind);
  const survey = useSelector(actor, (s) => s.context.survey);
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const withAnswers = useSelector(actor, (s) => s.context.withAnswers);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  if (!kind || !survey || status === 'idle' || status === 'done') return null;

  const next = status === 'failed' ? 'retry' : status === 'refused' ? 'confirmWithAnswers' : 'confirm';
  const common = {
    survey,
    busy,
    error,
    onConfirm: () => actor.send({ type: next }),
    onDismissError: () => actor.send({ type: 'clearErrors' }),
    onClose: () => actor.send({ type: 'cancel' }),
  };
  if (kind === 'extend') return <ExtendSurveyDialog {...common} onConfirm={(endDate) => actor.send({ type: 'confirm', endDate })} />;
  return kind === 'delete' ? <DeleteSurveyDialog {...common} refusal={refusal} withAnswers={withAnswers} /> : <ConfirmSurveyDialog {...common} kind={kind} />;
}
