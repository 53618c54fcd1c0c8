import { useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import { failureForStep } from '../../../../machines/survey-wizard/server-errors';
import { END_BEFORE_START, endsBeforeStart } from '../../../../machines/survey-wizard/step-checks';
import { SurveyDetails } from '../../../../schemas/survey';
import { surveyDetailsUi } from '../../../../schemas/survey.ui';
import { SchemaForm } from '../../../components/form';
import { WizardNav } from './wizard-nav';
import { useWizardActor } from './wizard-state';

/** The end-before-start rule, at end_date, as the server says it. */
const checkDates: CustomValidator<Partial<SurveyDetails>> = (data, errors) => {
  if (data && endsBeforeStart(data)) errors.end_date?.addError(END_BEFORE_START);
  return errors;
};

/** Title, description, dates and anonymity: the rjsf form of `SurveyDetails`. Its submit button is Next. */
export function DetailsStep() {
  const actor = useWizardActor();
  // The form keeps what is typed; the machine gets every change, so leaving the step loses nothing.
  const [initial] = useState(() => actor.getSnapshot().context.data.details);
  const refused = useSelector(actor, (s) => s.matches('submitFailed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const submitError = useSelector(actor, (s) => s.context.submitError);
  const serverErrors = useMemo(() => failureForStep(submitError, 'details'), [submitError]);

  return (
    <SchemaForm<SurveyDetails>
      id="survey-details"
      schema={SurveyDetails as RJSFSchema}
      uiSchema={surveyDetailsUi}
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
      submitText={refused ? 'Try again' : 'Next: Audience'}
      footer={<WizardNav step="details" withNext={false} />}
    />
  );
}
