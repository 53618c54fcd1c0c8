import { useCallback } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { ClipboardIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
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

function NoSurvey() {
  const { t } = useTranslation('feedback');
  return (
    <EmptyState
      icon={<ClipboardIcon width="32" height="32" aria-hidden="true" />}
      title={t('feedbackBody.noSurveyTitle')}
      headingLevel="h2"
      actions={
        <Button asChild>
          <Link to={NEW_SURVEY_PATH}>{t('feedbackBody.newSurvey')}</Link>
        </Button>
      }
    >
      {t('feedbackBody.noSurveyText')}
    </EmptyState>
  );
}

/** The page under its header: the survey, its ratees' progress (open) or their reports and releases (closed). */
export function FeedbackBody({ actor, onPick }: { actor: FeedbackReportsActor; onPick(surveyId: number): void }) {
  const { t } = useTranslation('feedback');
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

  if (phase === 'loadingSurveys') return <LoadingCard text={t('feedbackBody.loadingSurveys')} />;
  if (phase === 'empty') return <NoSurvey />;
  if (phase === 'surveysFailed' && error?.status === 403) {
    return <FailureCallout lines={[t('feedbackBody.forbidden'), t('askPermission')]} />;
  }
  if (phase === 'surveysFailed') {
    return <LoadFailedCallout line={t('feedbackBody.surveysFailed')} error={error} onRetry={retry} />;
  }
  const survey = surveys.find((s) => s.id === surveyId)!;
  const rowFailed = step === 'failed' && !bulk && releaseError;
  const results = survey.results_available;
  return (
    <>
      <SurveyPicker surveys={surveys} surveyId={survey.id} onPick={onPick} disabled={releasing} />
      {!results && <ResultsPendingNote survey={survey} />}
      {phase === 'loadingRatees' && <LoadingCard text={t('feedbackBody.loadingRatees')} />}
      {phase === 'rateesFailed' && <LoadFailedCallout line={t('feedbackBody.rateesFailed')} error={error} onRetry={retry} />}
      {rowFailed && (
        <Flex direction="column" mb="3">
          <FailureCallout
            lines={[release?.released ? t('reportPage.releaseFailed') : t('reportPage.withdrawFailed'), ...failureSummary(releaseError)]}
            onDismiss={() => actor.send({ type: 'clearErrors' })}
            action={
              <Button size="1" variant="soft" color="red" onClick={retry}>
                {t('tryAgain')}
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
