import { useCallback, useEffect, useRef } from 'react';
import { useActorRef } from '@xstate/react';
import type {
  SurveyActionKind,
  SurveyActionsEmitted,
  SurveyActionsMachine,
  SurveyActionsSnapshot,
  SurveyTarget,
} from '../../../machines/survey-actions.machine';
import { useToast, type ToastMessage } from '../../components/toast';
import { liveSurveyActions } from './survey-flows';
import { fullDay, plural } from '../../lib/english-format';
import { MAILS_PER_RECIPIENT_PER_SURVEY } from '../../../schemas/mail-limits';

/** A machine with fake effects and a state to start from: stories use them instead of the live ones. */
export interface SurveyActionsFlows {
  actions?: SurveyActionsMachine;
  actionsSnapshot?: SurveyActionsSnapshot;
}

/** Success is a short toast (STYLE); what it says depends on the action. */
export function doneToast({ kind, survey, sent, skipped = 0 }: SurveyActionsEmitted): ToastMessage {
  if (kind === 'delete') return { title: 'Survey deleted', description: `“${survey.title}” and its assignments are gone.` };
  if (kind === 'close') return { title: 'Survey closed', description: `Raters can no longer answer “${survey.title}”.` };
  if (kind === 'extend') return { title: 'Survey extended', description: `Raters can answer “${survey.title}” until ${fullDay(survey.end_date)}.` };
  // Raters past the day's allowance of mails about the survey were left out: say so, and when to try.
  const left = skipped
    ? ` ${plural(skipped, 'rater')} already had ${MAILS_PER_RECIPIENT_PER_SURVEY} mails about it within a day and ${skipped === 1 ? 'was' : 'were'} skipped: try them again tomorrow.`
    : '';
  if (!sent && !skipped) return { title: 'Nobody to remind', description: 'Every rater has already submitted.' };
  if (!sent) return { title: 'No reminder sent', description: left.trim() };
  return { title: 'Reminders sent', description: `${plural(sent, 'rater')} who had not submitted yet ${sent === 1 ? 'was' : 'were'} mailed.${left}` };
}

/**
 * The delete / remind / close / extend flow of one screen: `open` starts it for a survey; after
 * each action that went through, a toast and `onDone` (the screen refetches or leaves).
 */
export function useSurveyActions(flows: SurveyActionsFlows, onDone: (done: SurveyActionsEmitted) => void) {
  const actor = useActorRef(flows.actions ?? liveSurveyActions, flows.actionsSnapshot ? { snapshot: flows.actionsSnapshot } : undefined);
  const toast = useToast();
  const latest = useRef(onDone);
  latest.current = onDone;

  useEffect(() => {
    const subscription = actor.on('done', (done) => {
      toast(doneToast(done));
      latest.current(done);
    });
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  const open = useCallback((kind: SurveyActionKind, survey: SurveyTarget) => actor.send({ type: 'open', kind, survey }), [actor]);
  return { actor, open };
}
