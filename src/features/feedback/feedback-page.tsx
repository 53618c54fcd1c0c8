import { useEffect, useEffectEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { FeedbackReportsMachine, FeedbackReportsSnapshot } from '../../../machines/feedback-reports.machine';
import { FeedbackNav } from '../../components/feedback-nav';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FeedbackBody } from './feedback-body';
import { liveFeedbackReports } from './feedback-flows';
import { idParam } from './feedback-paths';

/** A machine with fake effects, or a state to start in: stories use them instead of the live ones. */
interface FeedbackFlows {
  reports?: FeedbackReportsMachine;
  snapshot?: FeedbackReportsSnapshot;
}

/** /portrayal/admin/feedback: a survey's ratees, their progress while it is open, their scores once closed, and releasing their reports. */
export function FeedbackPage({ flows = {} }: { flows?: FeedbackFlows }) {
  const { t } = useTranslation('feedback');
  useDocumentTitle(t('feedbackPage.title'));
  const [params, setParams] = useSearchParams();
  const asked = idParam(params.get('survey'));
  const actor = useActorRef(flows.reports ?? liveFeedbackReports, { input: { surveyId: asked }, ...(flows.snapshot && { snapshot: flows.snapshot }) });
  const surveyId = useSelector(actor, (s) => s.context.surveyId);
  const toast = useToast();

  // The address names the survey: going back returns to the one seen before. Each side
  // follows only the other's changes, or a step back would be undone in the same render.
  const followAddress = useEffectEvent((asked: number | undefined) => {
    if (asked !== undefined && surveyId !== null && asked !== surveyId) actor.send({ type: 'pick', surveyId: asked });
  });
  const writeAddress = useEffectEvent((surveyId: number | null) => {
    if (surveyId !== null && surveyId !== asked) setParams({ survey: String(surveyId) }, { replace: true });
  });
  useEffect(() => followAddress(asked), [asked]);
  useEffect(() => writeAddress(surveyId), [surveyId]);

  useEffect(() => {
    const subscription = actor.on('released', ({ release, changed }) => {
      const bulk = release.ratees === undefined;
      toast(
        release.released
          ? {
              title: bulk ? t('feedbackPage.releasedAll') : t('reportToasts.released'),
              description: bulk ? t('feedbackPage.releasedAllText', { count: changed }) : t('feedbackPage.releasedText', { count: changed }),
            }
          : { title: t('reportToasts.withdrawn'), description: t('feedbackPage.withdrawnText') },
      );
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, t]);

  return (
    <>
      <PageHeader title={t('feedbackPage.title')} description={t('feedbackPage.description')} />
      <FeedbackNav current="reports" />
      <FeedbackBody actor={actor} onPick={(id) => setParams({ survey: String(id) })} />
    </>
  );
}
