import { Button, Text } from '@radix-ui/themes';
import { CheckIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { mayReach } from '../../../../machines/survey-wizard/step-checks';
import { STEPS, type StepName } from '../../../../machines/survey-wizard/wizard-data';
import { useWizardActor } from './wizard-state';
import { stepTitle } from './wizard-steps';

type StepState = 'current' | 'done' | 'todo';
const stateOf = (i: number, at: number): StepState => (i === at ? 'current' : i < at ? 'done' : 'todo');

/** The five steps: the current one, those done, those to do; a step that may be reached is a button. */
export function WizardStepper({ current }: { current: StepName }) {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  // One string, so the stepper re-renders only when what may be reached changes.
  const reachable = useSelector(actor, (s) => STEPS.filter((step) => mayReach(step, s.context.data, s.context.choices)).join(','));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const at = STEPS.indexOf(current);
  return (
    <nav aria-label={t('wizard.stepsLabel')}>
      <ol className="wizard-stepper">
        {STEPS.map((step, i) => {
          const state = stateOf(i, at);
          const label = (
            <>
              <span className="wizard-step-mark" aria-hidden="true">
                {state === 'done' ? <CheckIcon /> : i + 1}
              </span>
              {stepTitle(step)}
              <span className="visually-hidden">{state === 'done' ? t('wizard.stepDone') : state === 'todo' ? t('wizard.stepToDo') : ''}</span>
            </>
          );
          const open = state !== 'current' && reachable.split(',').includes(step) && !busy;
          return (
            <li key={step} data-state={state}>
              {open ? (
                <Button variant="ghost" size="2" color="gray" highContrast={state === 'done'} onClick={() => actor.send({ type: 'goTo', step })}>
                  {label}
                </Button>
              ) : (
                <Text
                  size="2"
                  weight={state === 'current' ? 'bold' : 'regular'}
                  color={state === 'current' ? undefined : 'gray'}
                  aria-current={state === 'current' ? 'step' : undefined}
                  style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--space-2)' }}
                >
                  {label}
                </Text>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
