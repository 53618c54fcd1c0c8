import { useCallback, useEffect, useState } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { ArrowLeftIcon, FileTextIcon } from '@radix-ui/react-icons';
import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
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

function Back() {
  const { t } = useTranslation('survey');
  return (
    <Button asChild variant="ghost" size="1" mb="3">
      <Link to={SURVEYS_PATH}>
        <ArrowLeftIcon /> {t('surveys.title')}
      </Link>
    </Button>
  );
}

function NotFound() {
  const { t } = useTranslation('survey');
  return (
    <EmptyState
      icon={<FileTextIcon width="32" height="32" aria-hidden="true" />}
      title={t('detail.notFound.title')}
      headingLevel="h2"
      actions={
        <Button asChild>
          <Link to={SURVEYS_PATH}>{t('detail.notFound.back')}</Link>
        </Button>
      }
    >
      {t('detail.notFound.text')}
    </EmptyState>
  );
}

/** /portrayal/admin/survey/:id, one page per survey (a new actor when the id changes). */
export function SurveyDetailPage(props: SurveyDetailPageProps) {
  const { id } = useParams();
  const surveyId = Number(id);
  if (!Number.isInteger(surveyId) || surveyId < 1)
    return (
      <>
        <Back />
        <NotFound />
      </>
    );
  return <SurveyDetailScreen key={surveyId} surveyId={surveyId} {...props} />;
}

function SurveyDetailScreen({ surveyId, flows = {}, initialTab, addingExternal = false }: SurveyDetailPageProps & { surveyId: number }) {
  const { t } = useTranslation('survey');
  const [adding, setAdding] = useState(addingExternal);
  const toast = useToast();
  const detail = useRequest(flows.detail ?? liveSurveyDetail, flows.detailSnapshot);
  const navigate = useNavigate();
  const actions = useSurveyActions(flows, (done) => (done.kind === 'delete' ? navigate(SURVEYS_PATH) : detail.submit(surveyId)));
  const { status, output, error, submit } = detail;
  const added = useCallback(
    (answer: ExternalRaterAnswer) => {
      setAdding(false);
      toast({ title: t('detail.externalAdded'), description: answer.detail });
      submit(surveyId);
    },
    [toast, submit, surveyId, t],
  );
  const raters = useRaterActions(flows, output?.survey ?? null, output?.assignments ?? [], () => submit(surveyId));
  useDocumentTitle(output?.survey.title ?? t('detail.documentTitle'));

  useEffect(() => {
    if (status === 'idle') submit(surveyId);
  }, [status, submit, surveyId]);

  if (!output) {
    let look;
    if (status === 'failure' && error?.status === 404) look = <NotFound />;
    else if (status === 'failure' && error?.status === 403) {
      look = <FailureCallout lines={[t('surveys.forbidden'), t('surveys.askPermission')]} />;
    } else if (status === 'failure') {
      look = <LoadFailedCallout line={t('detail.loadFailed')} error={error} onRetry={detail.retry} />;
    } else {
      look = <LoadingCard text={t('detail.loading')} />;
    }
    return (
      <>
        <Back />
        {look}
      </>
    );
  }
  return (
    <>
      <Back />
      {status === 'failure' && (
        <Flex direction="column" mb="3">
          <FailureCallout
            lines={[t('detail.refreshFailed'), ...(error ? failureSummary(error) : [])]}
            action={
              <Button size="1" variant="soft" color="red" onClick={detail.retry}>
                {t('surveys.refresh')}
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
