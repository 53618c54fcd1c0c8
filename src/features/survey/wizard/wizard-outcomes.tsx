import { Button, Flex } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { closedForGood } from '../../../../machines/survey-wizard/locks';
import { fieldOf, stepOfField, failedStep } from '../../../../machines/survey-wizard/server-errors';
import { DoneCard } from '../../../components/done-card';
import { FailureCallout } from '../../../components/failure-callout';
import { LoadFailedCallout } from '../../../components/load-failed-callout';
import { StaleEditCallout } from '../../../components/stale-edit-callout';
import { TryAgainCallout } from '../../../components/try-again-callout';
import { SURVEYS_PATH, surveyPath } from '../survey-paths';
import { failureSummary, fieldLabel } from '../../../lib/error-messages';
import { useWizardActor } from './wizard-state';
import { stepTitle } from './wizard-steps';
import { LoadingCard } from '../../../components/loading-card';

/** A request under way: the page says what it waits for. */
export function WizardBusy({ text }: { text: string }) {
  return <LoadingCard text={text} className="wizard-card" />;
}

export function WizardLoadFailed() {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  const error = useSelector(actor, (s) => s.context.loadError);
  const gone = error?.status === 404 ? { line: t('wizard.outcomes.gone'), to: SURVEYS_PATH, label: t('wizard.allSurveys') } : null;
  return <LoadFailedCallout line={t('wizard.outcomes.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} gone={gone} />;
}

/** The refusal of a save: what the step shown cannot say at its fields, with Try again. */
export function SubmitFailure() {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  const error = useSelector(actor, (s) => (s.matches('submitFailed') ? s.context.submitError : null));
  if (!error) return null;
  const shownAt = failedStep(error);
  const keys = Object.keys(error.fieldErrors ?? {});
  // Fields of other steps are named with their step: "Raters – Survey assign: …".
  const titles = Object.fromEntries(keys.map((k) => [k, t('wizard.outcomes.fieldOfStep', { step: stepTitle(stepOfField(k)), field: fieldLabel(fieldOf(k)) })]));
  const here = keys.filter((k) => stepOfField(k) === shownAt && shownAt !== 'review');
  const lines = [t('wizard.outcomes.notSaved'), ...failureSummary(error, here, titles)];
  if (here.length) lines.push(t('wizard.outcomes.fixBelow'));
  return <TryAgainCallout lines={lines} onRetry={() => actor.send({ type: 'retry' })} onDismiss={() => actor.send({ type: 'clearErrors' })} />;
}

/** Someone else saved the survey since it was opened (412): saving this copy would undo their change. */
export function WizardStale() {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  const error = useSelector(actor, (s) => s.context.staleError);
  return (
    <StaleEditCallout
      error={error}
      lead={t('wizard.outcomes.staleLead')}
      reloadLabel={t('wizard.outcomes.reload')}
      onReload={() => actor.send({ type: 'reload' })}
      onDismiss={() => actor.send({ type: 'clearErrors' })}
    />
  );
}

export function SendFailed() {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  const error = useSelector(actor, (s) => s.context.sendError);
  const surveyId = useSelector(actor, (s) => s.context.surveyId);
  return (
    <FailureCallout
      lines={[t('wizard.outcomes.sendFailed'), ...(error ? failureSummary(error) : [])]}
      action={
        <>
          <Button size="1" onClick={() => actor.send({ type: 'retry' })}>
            {t('wizard.outcomes.retrySending')}
          </Button>
          <Button size="1" variant="soft" asChild>
            <Link to={surveyPath(surveyId!)}>{t('wizard.outcomes.open')}</Link>
          </Button>
        </>
      }
    />
  );
}

export function WizardDone() {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  const sent = useSelector(actor, (s) => s.context.mailed?.sent ?? 0);
  const surveyId = useSelector(actor, (s) => s.context.surveyId);
  // A published survey edited mails only the raters added; a new survey (or a draft published) mails them all.
  const update = useSelector(actor, (s) => s.context.published);
  const title = useSelector(actor, (s) => s.context.data.details.title);
  const sealed = useSelector(actor, (s) => closedForGood(s.context));
  return (
    <DoneCard
      className="wizard-card"
      title={update ? t('wizard.outcomes.changesSaved') : t('wizard.outcomes.sent')}
      actions={
        <Flex gap="3" mt="2" wrap="wrap" justify="center">
          <Button asChild>
            <Link to={surveyPath(surveyId!)}>{t('wizard.outcomes.open')}</Link>
          </Button>
          <Button variant="soft" asChild>
            <Link to={SURVEYS_PATH}>{t('wizard.outcomes.toList')}</Link>
          </Button>
        </Flex>
      }
    >
      <Trans
        t={t}
        i18nKey={sealed ? 'wizard.outcomes.sealedDone' : update ? 'wizard.outcomes.addedMailed' : 'wizard.outcomes.mailed'}
        values={{ title }}
        count={sealed ? undefined : sent}
        components={{ bdi: <bdi /> }}
      />
    </DoneCard>
  );
}
