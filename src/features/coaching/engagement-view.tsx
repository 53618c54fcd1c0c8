import { useEffect, useState } from 'react';
import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import type { CoachingEngagementMachine, CoachingEngagementSnapshot, EngagementChange } from '../../../machines/coaching-engagement.machine';
import type { Engagement } from '../../../schemas/coaching';
import { FailureCallout } from '../../components/failure-callout';
import { LoadFailedCallout } from '../../components/load-failed-callout';
import { LoadingCard } from '../../components/loading-card';
import { PageHeader } from '../../components/page-header';
import { TextLink } from '../../components/text-link';
import { useToast } from '../../components/toast';
import { failureSummary } from '../../lib/error-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { EngagementApi } from './coaching-api';
import { ConfirmButton } from './confirm-button';
import { ConsentPanel } from './consent-panel';
import { EngagementClosed, EngagementMissing } from './engagement-closed';
import { EngagementSection } from './engagement-section';
import { NotesPanel } from './notes-panel';
import { PlanPanel } from './plan-panel';
import { ReportSummary } from './report-summary';
import { SessionsPanel } from './sessions-panel';
import './coaching.css';

export interface EngagementFlows {
  machine?: CoachingEngagementMachine;
  snapshot?: CoachingEngagementSnapshot;
  download?: EngagementApi['download'];
}

interface EngagementViewProps {
  id: number;
  machine: CoachingEngagementMachine;
  snapshot?: CoachingEngagementSnapshot;
  download: EngagementApi['download'];
  back: { to: string; label: string };
  guide: string;
  /** Through an outside coach's link: a missing engagement is a link that no longer works. */
  link: boolean;
}

const titleOf = (t: TFunction<'coaching'>, e: Engagement) =>
  e.role === 'coachee' ? t('engagement.titleCoachee', { name: e.coach.name }) : t('engagement.titleCoach', { name: e.coachee.name });

/** An engagement page, for the coachee or the coach, signed in or through a link: the same sections, as far as the caller may see. */
export function EngagementView({ id, machine, snapshot, download, back, guide, link }: EngagementViewProps) {
  const { t } = useTranslation('coaching');
  const actor = useActorRef(machine, { input: { id }, ...(snapshot && { snapshot }) });
  const state = useSelector(actor, (s) => (s.matches('closed') ? 'closed' : (s.value as string)));
  const engagement = useSelector(actor, (s) => s.context.engagement);
  const error = useSelector(actor, (s) => s.context.error);
  const closed = useSelector(actor, (s) => s.context.closed);
  const explaining = useSelector(actor, (s) => s.matches({ closed: 'explaining' }));
  useDocumentTitle(engagement ? titleOf(t, engagement) : t('engagement.title'));
  const backLink = (
    <Flex mb="2" className="coaching-no-print">
      <TextLink to={back.to}>← {back.label}</TextLink>
    </Flex>
  );
  let body;
  if (state === 'closed') body = explaining ? <LoadingCard text={t('engagement.loading')} /> : <EngagementClosed closed={closed} />;
  else if (state === 'notFound') body = <EngagementMissing link={link} />;
  else if (state === 'loadFailed') body = <LoadFailedCallout line={t('engagement.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  else if (!engagement) body = <LoadingCard text={t('engagement.loading')} />;
  if (body)
    return (
      <>
        {backLink}
        <PageHeader title={t('engagement.title')} />
        {body}
      </>
    );
  return (
    <>
      {backLink}
      <EngagementBody actor={actor} engagement={engagement!} download={download} guide={guide} />
    </>
  );
}

function EngagementBody({
  actor,
  engagement: e,
  download,
  guide,
}: {
  actor: ReturnType<typeof useActorRef<CoachingEngagementMachine>>;
  engagement: Engagement;
  download: EngagementApi['download'];
  guide: string;
}) {
  const { t } = useTranslation('coaching');
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const change = useSelector(actor, (s) => s.context.change);
  const changeError = useSelector(actor, (s) => s.context.changeError);
  const done = useSelector(actor, (s) => s.context.done);
  const toast = useToast();
  useEffect(() => {
    if (done) toast({ title: t(`engagement.done.${done}`) });
  }, [done, toast, t]);
  const send = (c: EngagementChange) => actor.send({ type: 'change', change: c });
  const dismiss = () => actor.send({ type: 'clearErrors' });
  const refusedOf = (kinds: EngagementChange['kind'][]) => (changeError && change && kinds.includes(change.kind) ? changeError : null);
  const sessionRefusal = refusedOf(['schedule', 'reschedule']);
  const active = e.status === 'active';
  const coachee = e.role === 'coachee';
  const otherRefusal = refusedOf(['consent', 'cancelSession', 'note', 'end']);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const save = (file: Parameters<EngagementApi['download']>[1]) => () => {
    setDownloadFailed(false);
    download(e.id, file).catch(() => setDownloadFailed(true));
  };

  return (
    <Flex direction="column" gap="4">
      <PageHeader
        title={titleOf(t, e)}
        description={`${e.survey.title} · ${e.competencies.map((c) => c.title).join(', ')} · ${t(`languages.${e.language}`)}`}
        actions={
          <Badge size="2" color={active ? 'green' : e.status === 'pending_approval' ? 'amber' : 'gray'}>
            {t(`status.${e.status}`)}
          </Badge>
        }
      />
      {e.status === 'pending_approval' && (
        <Text size="2" color="gray">
          {t('engagement.pendingNote')}
        </Text>
      )}
      {otherRefusal && <FailureCallout lines={failureSummary(otherRefusal)} onDismiss={dismiss} />}
      {downloadFailed && <FailureCallout lines={[t('engagement.downloadFailed')]} onDismiss={() => setDownloadFailed(false)} />}
      {e.message && (
        <Text as="p" size="2" color="gray" className="coaching-wrap">
          <Trans
            t={t}
            i18nKey={coachee ? 'engagement.yourWord' : 'engagement.theyWrote'}
            values={{ name: e.coachee.name, message: e.message }}
            components={{ bdi: <bdi /> }}
          />
        </Text>
      )}
      {coachee && <ConsentPanel key={e.scope} scope={e.scope} coach={e.coach.name} busy={busy} onChange={(scope) => send({ kind: 'consent', scope })} />}
      {!coachee && e.report && <ReportSummary report={e.report} />}
      <SessionsPanel
        sessions={e.sessions}
        open={active}
        busy={busy}
        refused={sessionRefusal ? { session: change?.kind === 'reschedule' ? change.id : null, error: sessionRefusal } : null}
        onSchedule={(session) => send({ kind: 'schedule', session })}
        onReschedule={(id, session) => send({ kind: 'reschedule', id, session })}
        onCancel={(id) => send({ kind: 'cancelSession', id })}
        onDownload={(session) => save({ session })()}
        onDismiss={dismiss}
      />
      <NotesPanel notes={e.notes} role={e.role} busy={busy} onAdd={(body) => send({ kind: 'note', note: { body } })} />
      <PlanPanel
        plan={e.plan}
        areas={e.competencies}
        open={active}
        busy={busy}
        refused={refusedOf(['action'])}
        onAdd={(action) => send({ kind: 'action', action })}
        onDismiss={dismiss}
      />
      <EngagementSection title={t('engagement.guideTitle')} description={t('engagement.guideDescription')}>
        <Flex gap="3" wrap="wrap" align="center">
          <TextLink to={guide}>{t('engagement.openGuide')}</TextLink>
          <Button variant="soft" onClick={save({ format: 'json' })}>
            {t('engagement.downloadJson')}
          </Button>
          <Button variant="soft" onClick={save({ format: 'pdf' })}>
            {t('engagement.downloadPdf')}
          </Button>
        </Flex>
      </EngagementSection>
      {(active || e.status === 'pending_approval') && (
        <Flex justify="end" className="coaching-no-print">
          <ConfirmButton
            label={t('engagement.end')}
            title={t('engagement.endTitle')}
            confirm={t('engagement.end')}
            cancel={t('engagement.keep')}
            busy={busy}
            onConfirm={() => send({ kind: 'end' })}
          >
            {coachee ? t('engagement.endCoachee', { coach: e.coach.name }) : t('engagement.endCoach', { coachee: e.coachee.name })}
          </ConfirmButton>
        </Flex>
      )}
    </Flex>
  );
}
