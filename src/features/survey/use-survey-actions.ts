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
import { i18n } from '../../i18n';
import { fullDay } from '../../i18n/format';
import { MAILS_PER_RECIPIENT_PER_SURVEY } from '../../../schemas/mail-limits';

/** A machine with fake effects and a state to start from: stories use them instead of the live ones. */
export interface SurveyActionsFlows {
  actions?: SurveyActionsMachine;
  actionsSnapshot?: SurveyActionsSnapshot;
}

/** Success is a short toast (STYLE); what it says depends on the action. */
export function doneToast({ kind, survey, sent, skipped = 0 }: SurveyActionsEmitted): ToastMessage {
  const title = survey.title;
  if (kind === 'delete') return { title: i18n.t('survey:toasts.deleted'), description: i18n.t('survey:toasts.deletedText', { title }) };
  if (kind === 'close') return { title: i18n.t('survey:toasts.closed'), description: i18n.t('survey:toasts.closedText', { title }) };
  if (kind === 'extend')
    return { title: i18n.t('survey:toasts.extended'), description: i18n.t('survey:toasts.extendedText', { title, day: fullDay(survey.end_date) }) };
  // Raters past the day's allowance of mails about the survey were left out: say so, and when to try.
  const left = skipped ? i18n.t('survey:toasts.skipped', { count: skipped, limit: MAILS_PER_RECIPIENT_PER_SURVEY }) : '';
  if (!sent && !skipped) return { title: i18n.t('survey:toasts.nobody'), description: i18n.t('survey:toasts.nobodyText') };
  if (!sent) return { title: i18n.t('survey:toasts.noneSent'), description: left };
  const mailed = i18n.t('survey:toasts.mailed', { count: sent });
  return { title: i18n.t('survey:toasts.sent'), description: left ? `${mailed} ${left}` : mailed };
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
