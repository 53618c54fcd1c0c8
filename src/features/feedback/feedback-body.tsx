import { useCallback } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { ClipboardIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { FeedbackReportsActor } from '../../../machines/feedback-reports.machine';
import { EmptyState } from '../../components/empty-state';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { NEW_SURVEY_PATH } from './feedback-paths';
import type { RateeRow } from './ratee-columns';
import { RateeTable } from './ratee-table';
import { ReleaseAllDialog } from './release-all-dialog';
import { ResultsPendingNote } from './results-pending-note';
import { SurveyPicker } from './survey-picker';
import { LoadingCard } from '../../components/loading-card';
import { LoadFailedCallout } from '../../components/load-failed-callout';

const loading = (what: string) => <LoadingCard text={`Loading ${what}…`} />;

const noSurvey = (
  <EmptyState
    icon={<ClipboardIcon width="32" height="32" aria-hidden="true" />}
    title="No published survey yet"
    headingLevel="h2"
    actions={
      <Button asChild>
        <Link to={NEW_SURVEY_PATH}>New survey</Link>
      </Button>
    }
  >
    Feedback reports come from a survey’s answers. Create a survey, pick its ratees and raters, and publish it: how far the answers are shows here while it is
    open, and each ratee’s report once it closes.
  </EmptyState>
);

/** The page under its header: the survey, its ratees' progress (open) or their reports and releases (closed). */
export function FeedbackBody({ actor, onPick }: { actor: FeedbackReportsActor; onPick(surveyId: number): void }) {
  const phase = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'ready'));
  const step = useSelector(actor, (s) => (s.matches('ready') ? (s.value as { ready: string }).ready : null));
  const error = useSelector(actor, (s) => s.context.error);
  const surveys = useSelector(actor, (s) => s.context.surveys);
  const surveyId = useSelector(actor, (s) => s.context.surveyId);
  const ratees = useSelector(actor, (s) => s.context.ratees);
  const release = useSelector(actor, (s) => s.context.release);
  const releaseError = useSelector(actor, (s) => s.context.releaseError);
  const releasing = step === 'releasing';
  const bulk = release !== null && release.ratees === undefined;
  const onRelease = useCallback((row: RateeRow, released: boolean) => actor.send({ type: 'release', ratees: [row.ratee.id], released }), [actor]);
  const retry = () => actor.send({ type: 'retry' });

  if (phase === 'loadingSurveys') return loading('surveys');
  if (phase === 'empty') return noSurvey;
  if (phase === 'surveysFailed' && error?.status === 403) {
    return <FailureCallout lines={['You may not see the feedback of your company.', 'Ask your company admin for the Feedback permission.']} />;
  }
  if (phase === 'surveysFailed') {
    return <LoadFailedCallout line={'The surveys could not be loaded.'} error={error} onRetry={retry} />;
  }
  const survey = surveys.find((s) => s.id === surveyId)!;
  const rowFailed = step === 'failed' && !bulk && releaseError;
  const results = survey.results_available;
  return (
    <>
      <SurveyPicker surveys={surveys} surveyId={survey.id} onPick={onPick} disabled={releasing} />
      {!results && <ResultsPendingNote survey={survey} />}
      {phase === 'loadingRatees' && loading('ratees')}
      {phase === 'rateesFailed' && <LoadFailedCallout line={'The ratees of this survey could not be loaded.'} error={error} onRetry={retry} />}
      {rowFailed && (
        <Flex direction="column" mb="3">
          <FailureCallout
            lines={[`The report could not be ${release?.released ? 'released' : 'withdrawn'}.`, ...failureSummary(releaseError)]}
            onDismiss={() => actor.send({ type: 'clearErrors' })}
            action={
              <Button size="1" variant="soft" color="red" onClick={retry}>
                Try again
              </Button>
            }
          />
        </Flex>
      )}
      {phase === 'ready' && (
        <RateeTable
          surveyId={survey.id}
          resultsAvailable={results}
          ratees={ratees}
          onRelease={onRelease}
          busy={releasing}
          pending={releasing && !bulk ? (release?.ratees?.[0] ?? null) : null}
          onReleaseAll={() => actor.send({ type: 'releaseAll' })}
        />
      )}
      {bulk && (step === 'confirming' || step === 'releasing' || step === 'failed') && (
        <ReleaseAllDialog
          title={survey.title}
          unreleased={ratees.filter((r) => r.released_at === null).length}
          busy={releasing}
          error={step === 'failed' ? releaseError : null}
          onConfirm={() => actor.send({ type: step === 'failed' ? 'retry' : 'confirm' })}
          onDismissError={() => actor.send({ type: 'clearErrors' })}
          onClose={() => actor.send({ type: 'cancel' })}
        />
      )}
    </>
  );
}
