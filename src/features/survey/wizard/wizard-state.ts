import { createContext, useContext, useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import type { SurveyWizardActor, SurveyWizardMachine, SurveyWizardSnapshot } from '../../../../machines/survey-wizard.machine';
import { failedStep } from '../../../../machines/survey-wizard/server-errors';
import type { StepName } from '../../../../machines/survey-wizard/wizard-data';
import { useToast } from '../../../components/toast';
import { i18n } from '../../../i18n';
import { liveSurveyWizardMachine } from '../wizard-flows';

/** A machine with fake effects and a state to start from: stories use them instead of the live ones. */
export interface WizardFlows {
  machine?: SurveyWizardMachine;
  snapshot?: SurveyWizardSnapshot;
}

/** What the page shows: a step (also while a refusal is shown at it) or one of the outcomes. */
type WizardView =
  | { kind: 'loading' }
  | { kind: 'loadFailed' }
  | { kind: 'step'; step: StepName }
  | { kind: 'submitting' }
  | { kind: 'sending' }
  | { kind: 'sendFailed' }
  | { kind: 'stale' }
  | { kind: 'done' };

/** Selects the view; compares as a string so components re-render only when it changes. */
export function viewKey(s: SurveyWizardSnapshot): string {
  if (s.matches('editing')) return `step:${(s.value as { editing: { step: StepName } }).editing.step}`;
  if (s.matches('submitFailed')) return `step:${failedStep(s.context.submitError)}`;
  return String(s.value);
}

export function parseView(key: string): WizardView {
  return key.startsWith('step:') ? { kind: 'step', step: key.slice(5) as StepName } : ({ kind: key } as WizardView);
}

export const WizardActorContext = createContext<SurveyWizardActor | null>(null);

/** The wizard's actor, for the step components to read narrow values from and send events to. */
export function useWizardActor(): SurveyWizardActor {
  const actor = useContext(WizardActorContext);
  if (!actor) throw new Error('useWizardActor: outside <WizardActorContext>');
  return actor;
}

/** Starts the wizard (live unless a story gives flows) and toasts what succeeds. */
export function useWizardSetup(surveyId: number | null, flows: WizardFlows = {}): SurveyWizardActor {
  const actor = useActorRef(flows.machine ?? liveSurveyWizardMachine, {
    input: { surveyId },
    ...(flows.snapshot && { snapshot: flows.snapshot }),
  });
  const toast = useToast();
  useEffect(() => {
    const saved = actor.on('draftSaved', () =>
      toast({ title: i18n.t('survey:wizard.toasts.draftSaved'), description: i18n.t('survey:wizard.toasts.draftSavedText') }),
    );
    const sent = actor.on('sent', ({ mailed }) =>
      toast({ title: i18n.t('survey:wizard.toasts.sent'), description: i18n.t('survey:wizard.toasts.sentText', { count: mailed.sent }) }),
    );
    return () => {
      saved.unsubscribe();
      sent.unsubscribe();
    };
  }, [actor, toast]);
  return actor;
}
