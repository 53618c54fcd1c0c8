import { useEffect, useEffectEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import type { FeedbackReportsMachine, FeedbackReportsSnapshot } from '../../../machines/feedback-reports.machine';
import { FeedbackNav } from '../../components/feedback-nav';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FeedbackBody } from './feedback-body';
import { liveFeedbackReports } from './feedback-flows';
import { idParam } from './feedback-paths';
import { plural } from '../../lib/english-format';

/** A machine with fake effects, or a state to start in: stories use them instead of the live ones. */
interface FeedbackFlows {
  reports?: FeedbackReportsMachine;
  snapshot?: FeedbackReportsSnapshot;
}

/** /portrayal/admin/feedback: a survey's ratees, their progress while it is open, their scores once closed, and releasing their reports. */
export function FeedbackPage({ flows = {} }: { flows?: FeedbackFlows }) {
  useDocumentTitle('Feedback');
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
              title: bulk ? 'Reports released' : 'Report released',
              description: `${plural(changed, 'ratee')} can now see ${bulk ? 'their report' : 'it'} under My feedback.`,
            }
          : { title: 'Report withdrawn', description: 'The ratee no longer sees it.' },
      );
    });
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  return (
    <>
      <PageHeader
        title="Feedback"
        description="How far each ratee’s raters are while a survey is open, and each report once it closes. Release a report to let its ratee read it."
      />
      <FeedbackNav current="reports" />
      <FeedbackBody actor={actor} onPick={(id) => setParams({ survey: String(id) })} />
    </>
  );
}
