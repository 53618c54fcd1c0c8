import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { firstMessages } from '../../../lib/error-messages';
import { failureForStep } from '../../../../machines/survey-wizard/server-errors';
import { stepProblems } from '../../../../machines/survey-wizard/step-checks';
import type { StepName } from '../../../../machines/survey-wizard/wizard-data';
import { machineSentence } from '../machine-words';
import { directory } from './people';
import { useWizardActor } from './wizard-state';

/** The choices loaded once, with their lookups. */
export function useChoices() {
  const actor = useWizardActor();
  const choices = useSelector(actor, (s) => s.context.choices);
  const dir = useMemo(() => directory(choices), [choices]);
  return { choices, dir };
}

function useData() {
  return useSelector(useWizardActor(), (s) => s.context.data);
}

/**
 * What a step shows at its fields: the server's refusal for this step's fields, then (once
 * Next was refused) what is still missing. Keyed by field; raters also by ratee.
 */
export function useStepErrors(step: StepName) {
  const actor = useWizardActor();
  const attempted = useSelector(actor, (s) => s.context.attempted === step);
  const submitError = useSelector(actor, (s) => s.context.submitError);
  const data = useData();
  const { choices } = useChoices();
  return useMemo(() => {
    const fields: Record<string, string> = { ...firstMessages(failureForStep(submitError, step)?.fieldErrors) };
    const ratees = new Map<number, string>();
    if (attempted) {
      for (const p of stepProblems(step, data, choices)) {
        if (p.ratee !== undefined) ratees.set(p.ratee, machineSentence(p.message));
        else fields[p.field] ??= machineSentence(p.message);
      }
    }
    return { fields, ratees, count: ratees.size };
  }, [attempted, submitError, step, data, choices]);
}
