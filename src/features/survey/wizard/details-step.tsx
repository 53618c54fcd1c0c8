import { useMemo, useState } from 'react';
import { Callout, Flex } from '@radix-ui/themes';
import { LockClosedIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import { closedForGood, DATES_LOCKED, THRESHOLD_LOCKED } from '../../../../machines/survey-wizard/locks';
import { failureForStep } from '../../../../machines/survey-wizard/server-errors';
import { END_BEFORE_START, endsBeforeStart } from '../../../../machines/survey-wizard/step-checks';
import { SurveyDetails } from '../../../../schemas/survey';
import { lockedDetailsUi, surveyDetailsUi } from '../../../../schemas/survey.ui';
import { SchemaForm } from '../../../components/form';
import { machineSentence } from '../machine-words';
import { WizardNav } from './wizard-nav';
import { useWizardActor } from './wizard-state';
import { stepTitle } from './wizard-steps';

/** The end-before-start rule, at end_date, as the server says it. */
const checkDates: CustomValidator<Partial<SurveyDetails>> = (data, errors) => {
  if (data && endsBeforeStart(data)) errors.end_date?.addError(machineSentence(END_BEFORE_START));
  return errors;
};

/** The form's presentation: what the locks fix is disabled, saying why at the field. */
function useDetailsUi() {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  const answered = useSelector(actor, (s) => s.context.locked);
  const sealed = useSelector(actor, (s) => closedForGood(s.context));
  const ui = useMemo(() => {
    if (!answered && !sealed) return surveyDetailsUi;
    return lockedDetailsUi({
      threshold: answered ? machineSentence(THRESHOLD_LOCKED) : t('wizard.details.fixedOnceOpened'),
      dates: sealed ? t('wizard.details.fixedOnceOpened') : undefined,
    });
  }, [answered, sealed, t]);
  return { ui, sealed };
}

/**
 * Title, description, dates and anonymity: the rjsf form of `SurveyDetails`. Its submit button is Next.
 * Once answers are in, the threshold is fixed; once results are opened, the dates too, so results never change once seen.
 */
export function DetailsStep() {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  // The form keeps what is typed; the machine gets every change, so leaving the step loses nothing.
  const [initial] = useState(() => actor.getSnapshot().context.data.details);
  const refused = useSelector(actor, (s) => s.matches('submitFailed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const submitError = useSelector(actor, (s) => s.context.submitError);
  const serverErrors = useMemo(() => failureForStep(submitError, 'details'), [submitError]);
  const { ui, sealed } = useDetailsUi();

  return (
    <Flex direction="column" gap="4">
      {sealed && (
        <Callout.Root color="amber" role="note">
          <Callout.Icon>
            <LockClosedIcon />
          </Callout.Icon>
          <Callout.Text>{t('wizard.details.sealed', { locked: machineSentence(DATES_LOCKED) })}</Callout.Text>
        </Callout.Root>
      )}
      <SchemaForm<SurveyDetails>
        id="survey-details"
        schema={SurveyDetails as RJSFSchema}
        uiSchema={ui}
        formData={initial}
        customValidate={checkDates}
        busy={busy}
        serverErrors={serverErrors}
        onDismissErrors={() => actor.send({ type: 'clearErrors' })}
        onChange={(details) => actor.send({ type: 'details.change', details })}
        onSubmit={(details) => {
          actor.send({ type: 'details.change', details });
          actor.send({ type: refused ? 'retry' : 'next' });
        }}
        submitText={refused ? t('dialogs.tryAgain') : t('wizard.nav.next', { step: stepTitle('audience') })}
        footer={<WizardNav step="details" withNext={false} />}
      />
    </Flex>
  );
}
