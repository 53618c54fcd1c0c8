import { useCallback, useEffect, useState } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { ArrowLeftIcon, FileTextIcon } from '@radix-ui/react-icons';
import type { SnapshotFrom } from 'xstate';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { SurveyDetailMachine } from '../../../machines/survey-detail.machine';
import type { SurveyMailFailuresMachine } from '../../../machines/survey-mail-failures.machine';
import type { SurveyNominationsMachine } from '../../../machines/survey-nominations.machine';
import { EmptyState } from '../../components/empty-state';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { useToast } from '../../components/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRequest } from '../../lib/use-request';
import type { ExternalRaterAnswer } from '../../../schemas/external-rater';
import { AddExternalRaterDialog } from './add-external-rater-dialog';
import { rateeChoices } from './external-rater-form';
import type { MailSettingsFlows } from './mail-settings-card';
import { RaterActionDialog } from './rater-action-dialog';
import { RaterActionsContext } from './rater-actions-context';
import { SurveyActionDialogs } from './survey-action-dialogs';
import { SurveyDetailBody, type SurveyDetailTab } from './survey-detail-body';
import type { SurveyRepeatFlows } from './survey-repeat-card';
import { liveSurveyDetail, type AddExternalRaterMachine } from './survey-flows';
import { SURVEYS_PATH } from './survey-paths';
import { useRaterActions, type RaterActionsFlows } from './use-rater-actions';
import { useSurveyActions, type SurveyActionsFlows } from './use-survey-actions';
import { LoadingCard } from '../../components/loading-card';
import { LoadFailedCallout } from '../../components/load-failed-callout';

/** Machines and starting states a story gives the page instead of the live ones. */
export interface SurveyDetailFlows extends SurveyActionsFlows, RaterActionsFlows, MailSettingsFlows, SurveyRepeatFlows {
  detail?: SurveyDetailMachine;
  nominations?: SurveyNominationsMachine;
  mailFailures?: SurveyMailFailuresMachine;
  detailSnapshot?: SnapshotFrom<SurveyDetailMachine>;
  addExternal?: AddExternalRaterMachine;
  addExternalSnapshot?: SnapshotFrom<AddExternalRaterMachine>;
}

interface SurveyDetailPageProps {
  flows?: SurveyDetailFlows;
  initialTab?: SurveyDetailTab;
  /** A story opens the page with "Add an outside rater" open. */
  addingExternal?: boolean;
}

const back = (
  <Button asChild variant="ghost" size="1" mb="3">
    <Link to={SURVEYS_PATH}>
      <ArrowLeftIcon /> Surveys
    </Link>
  </Button>
);

const notFound = (
  <EmptyState
    icon={<FileTextIcon width="32" height="32" aria-hidden="true" />}
    title="Survey not found"
    headingLevel="h2"
    actions={
      <Button asChild>
        <Link to={SURVEYS_PATH}>Back to surveys</Link>
      </Button>
    }
  >
    It may have been deleted, or the link is wrong. Every survey of your company is on the surveys page.
  </EmptyState>
);

/** /portrayal/admin/survey/:id, one page per survey (a new actor when the id changes). */
export function SurveyDetailPage(props: SurveyDetailPageProps) {
  const { id } = useParams();
  const surveyId = Number(id);
  if (!Number.isInteger(surveyId) || surveyId < 1)
    return (
      <>
        {back}
        {notFound}
      </>
    );
  return <SurveyDetailScreen key={surveyId} surveyId={surveyId} {...props} />;
}

function SurveyDetailScreen({ surveyId, flows = {}, initialTab, addingExternal = false }: SurveyDetailPageProps & { surveyId: number }) {
  const [adding, setAdding] = useState(addingExternal);
  const toast = useToast();
  const detail = useRequest(flows.detail ?? liveSurveyDetail, flows.detailSnapshot);
  const navigate = useNavigate();
  const actions = useSurveyActions(flows, (done) => (done.kind === 'delete' ? navigate(SURVEYS_PATH) : detail.submit(surveyId)));
  const { status, output, error, submit } = detail;
  const added = useCallback(
    (answer: ExternalRaterAnswer) => {
      setAdding(false);
      toast({ title: 'Outside rater added', description: answer.detail });
      submit(surveyId);
    },
    [toast, submit, surveyId],
  );
  const raters = useRaterActions(flows, output?.survey ?? null, output?.assignments ?? [], () => submit(surveyId));
  useDocumentTitle(output?.survey.title ?? 'Survey');

  useEffect(() => {
    if (status === 'idle') submit(surveyId);
  }, [status, submit, surveyId]);

  if (!output) {
    let look;
    if (status === 'failure' && error?.status === 404) look = notFound;
    else if (status === 'failure' && error?.status === 403) {
      look = <FailureCallout lines={['You may not see the surveys of your company.', 'Ask your company admin for the Survey permission.']} />;
    } else if (status === 'failure') {
      look = <LoadFailedCallout line={'The survey could not be loaded.'} error={error} onRetry={detail.retry} />;
    } else {
      look = <LoadingCard text="Loading survey…" />;
    }
    return (
      <>
        {back}
        {look}
      </>
    );
  }
  return (
    <>
      {back}
      {status === 'failure' && (
        <Flex direction="column" mb="3">
          <FailureCallout
            lines={['This survey could not be refreshed: what you see may be out of date.', ...(error ? failureSummary(error) : [])]}
            action={
              <Button size="1" variant="soft" color="red" onClick={detail.retry}>
                Refresh
              </Button>
            }
          />
        </Flex>
      )}
      <RaterActionsContext.Provider value={raters.context}>
        <SurveyDetailBody
          detail={output}
          refreshing={status === 'requesting'}
          onAction={actions.open}
          mailFlows={flows}
          cycle={flows}
          initialTab={adding ? 'assignments' : initialTab}
          nominations={flows.nominations}
          mailFailures={flows.mailFailures}
          onAddExternal={output.survey.status !== 'closed' && output.progress.length ? () => setAdding(true) : undefined}
        />
      </RaterActionsContext.Provider>
      <SurveyActionDialogs actor={actions.actor} />
      <RaterActionDialog actor={raters.actor} />
      {adding && (
        <AddExternalRaterDialog
          surveyId={surveyId}
          ratees={rateeChoices(output.progress, output.assignments)}
          mailsAtOnce={!output.survey.is_draft}
          threshold={output.survey.anonymity_threshold}
          onAdded={added}
          onClose={() => setAdding(false)}
          flow={flows.addExternal}
          snapshot={flows.addExternalSnapshot}
        />
      )}
    </>
  );
}
