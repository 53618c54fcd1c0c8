import { Callout, Flex } from '@radix-ui/themes';
import { CheckCircledIcon, InfoCircledIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ExternalLinkMachine, ExternalLinkSnapshot, ExternalLinkView } from '../../../../machines/external-link.machine';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AskerNote } from './external-asker-note';
import { ExternalLayout } from './external-layout';
import { liveExternalLink } from './external-flows';
import { externalAnswerPath } from './external-paths';
import { ListSubmittedCard } from './list-submitted-card';
import { ListSurveyCard } from './list-survey-card';
import type { RaterSurveyEntry } from './list-flows';
import { LoadingCard } from '../../../components/loading-card';
import { LoadFailedCallout } from '../../../components/load-failed-callout';

interface ExternalLinkFlows {
  machine?: ExternalLinkMachine;
  snapshot?: ExternalLinkSnapshot;
}

/** The surveys split into what is left to answer and what is submitted. */
const split = (entries: RaterSurveyEntry[]) => ({
  pending: entries.map((e) => ({ ...e, assignments: e.assignments.filter((a) => a.status !== 'submitted') })).filter((e) => e.assignments.length),
  submitted: entries.map((e) => ({ ...e, assignments: e.assignments.filter((a) => a.status === 'submitted') })).filter((e) => e.assignments.length),
});

function LinkList({ token, entries }: { token: string; entries: RaterSurveyEntry[] }) {
  const { t } = useTranslation('survey');
  const { pending, submitted } = split(entries);
  const pathOf = (assignment: number) => externalAnswerPath(token, assignment);
  return (
    <Flex direction="column" gap="4">
      {pending.length === 0 && (
        <EmptyState icon={<CheckCircledIcon width="32" height="32" aria-hidden="true" />} title={t('answer.external.allSubmitted')} headingLevel="h2">
          {t('answer.external.allSubmittedText')}
        </EmptyState>
      )}
      {pending.map((entry) => (
        <ListSurveyCard key={entry.survey.id} entry={entry} pathOf={pathOf} outsider />
      ))}
      {submitted.map((entry) => (
        <ListSubmittedCard key={`done-${entry.survey.id}`} entry={entry} pathOf={pathOf} outsider />
      ))}
    </Flex>
  );
}

/** Why the link opens nothing, in words the person holding it can act on. */
function LinkRefused({ view, detail }: { view: 'invalid' | 'closed'; detail?: string }) {
  const { t } = useTranslation('survey');
  return (
    <Callout.Root color={view === 'closed' ? 'gray' : 'amber'} role="alert" size="2">
      <Callout.Icon>{view === 'closed' ? <LockClosedIcon /> : <InfoCircledIcon />}</Callout.Icon>
      <Callout.Text>
        {detail ?? t('answer.external.linkInvalid')} {t(view === 'closed' ? 'answer.external.closed' : 'answer.external.invalid')}
      </Callout.Text>
    </Callout.Root>
  );
}

/** /rate/:token: what an outside rater's personal link opens, without an account. */
export function ExternalLinkPage({ flows = {} }: { flows?: ExternalLinkFlows }) {
  const { t } = useTranslation('survey');
  const { token = '' } = useParams();
  const actor = useActorRef(flows.machine ?? liveExternalLink, { input: { token }, ...(flows.snapshot && { snapshot: flows.snapshot }) });
  const view = useSelector(actor, (s) => s.value as ExternalLinkView);
  const surveys = useSelector(actor, (s) => s.context.surveys);
  const error = useSelector(actor, (s) => s.context.error);
  const asker = useSelector(actor, (s) => s.context.asker);
  useDocumentTitle(t('answer.external.requests'));
  let body;
  if (view === 'list') body = <LinkList token={token} entries={surveys} />;
  else if (view === 'invalid' || view === 'closed') body = <LinkRefused view={view} detail={error?.detail} />;
  else if (view === 'failed') {
    body = <LoadFailedCallout line={t('answer.external.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  } else {
    body = <LoadingCard text={t('answer.external.opening')} />;
  }
  return (
    <ExternalLayout>
      <PageHeader title={t('answer.external.requests')} description={view === 'list' ? t('answer.external.listDescription') : undefined} />
      {view === 'list' && asker && <AskerNote asker={asker} />}
      {body}
    </ExternalLayout>
  );
}
