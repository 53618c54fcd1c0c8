import { Button, Flex } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
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
import { STEP_TEXT } from './wizard-steps';
import { plural } from '../../../lib/english-format';
import { LoadingCard } from '../../../components/loading-card';

/** A request under way: the page says what it waits for. */
export function WizardBusy({ text }: { text: string }) {
  return <LoadingCard text={`${text}`} className="wizard-card" />;
}

export function WizardLoadFailed() {
  const actor = useWizardActor();
  const error = useSelector(actor, (s) => s.context.loadError);
  const gone = error?.status === 404 ? { line: 'This survey does not exist, or it belongs to another company.', to: SURVEYS_PATH, label: 'All surveys' } : null;
  return <LoadFailedCallout line="The survey wizard could not be loaded." error={error} onRetry={() => actor.send({ type: 'retry' })} gone={gone} />;
}

/** The refusal of a save: what the step shown cannot say at its fields, with Try again. */
export function SubmitFailure() {
  const actor = useWizardActor();
  const error = useSelector(actor, (s) => (s.matches('submitFailed') ? s.context.submitError : null));
  if (!error) return null;
  const shownAt = failedStep(error);
  const keys = Object.keys(error.fieldErrors ?? {});
  // Fields of other steps are named with their step: "Raters – Survey assign: …".
  const titles = Object.fromEntries(keys.map((k) => [k, `${STEP_TEXT[stepOfField(k)].title} – ${fieldLabel(fieldOf(k))}`]));
  const here = keys.filter((k) => stepOfField(k) === shownAt && shownAt !== 'review');
  const lines = ['The survey was not saved; everything you entered is still here.', ...failureSummary(error, here, titles)];
  if (here.length) lines.push('Fix what is marked below, then try again.');
  return <TryAgainCallout lines={lines} onRetry={() => actor.send({ type: 'retry' })} onDismiss={() => actor.send({ type: 'clearErrors' })} />;
}

/** Someone else saved the survey since it was opened (412): saving this copy would undo their change. */
export function WizardStale() {
  const actor = useWizardActor();
  const error = useSelector(actor, (s) => s.context.staleError);
  return (
    <StaleEditCallout
      error={error}
      lead="The survey was not saved."
      reloadLabel="Reload the survey"
      onReload={() => actor.send({ type: 'reload' })}
      onDismiss={() => actor.send({ type: 'clearErrors' })}
    />
  );
}

export function SendFailed() {
  const actor = useWizardActor();
  const error = useSelector(actor, (s) => s.context.sendError);
  const surveyId = useSelector(actor, (s) => s.context.surveyId);
  return (
    <FailureCallout
      lines={['The survey is saved but the invitations were not sent.', ...(error ? failureSummary(error) : [])]}
      action={
        <>
          <Button size="1" onClick={() => actor.send({ type: 'retry' })}>
            Retry sending
          </Button>
          <Button size="1" variant="soft" asChild>
            <Link to={surveyPath(surveyId!)}>Open the survey</Link>
          </Button>
        </>
      }
    />
  );
}

export function WizardDone() {
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
      title={update ? 'Changes saved' : 'Survey sent'}
      actions={
        <Flex gap="3" mt="2" wrap="wrap" justify="center">
          <Button asChild>
            <Link to={surveyPath(surveyId!)}>Open the survey</Link>
          </Button>
          <Button variant="soft" asChild>
            <Link to={SURVEYS_PATH}>Go to the survey list</Link>
          </Button>
        </Flex>
      }
    >
      {sealed
        ? `“${title}”: its title and description are saved. It stays closed for good.`
        : `“${title}”: ${plural(sent, update ? 'added rater was' : 'rater was', update ? 'added raters were' : 'raters were')} mailed a link to their survey.`}
    </DoneCard>
  );
}
