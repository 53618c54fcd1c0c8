import { Flex } from '@radix-ui/themes';
import { PersonIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { NominationMachine, NominationSnapshot } from '../../../../machines/nomination.machine';
import { EmptyState } from '../../../components/empty-state';
import { FailureCallout } from '../../../components/failure-callout';
import { PageHeader } from '../../../components/page-header';
import { failureSummary } from '../../../lib/error-messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NominationCard } from './nomination-card';
import { liveNomination, type ColleagueSearchMachine } from './nomination-flows';
import './nomination.css';
import { LoadingCard } from '../../../components/loading-card';
import { LoadFailedCallout } from '../../../components/load-failed-callout';

/** Machines with fake effects, or a state to start in: stories use them instead of the live ones. */
interface ChooseRatersFlows {
  nomination?: NominationMachine;
  snapshot?: NominationSnapshot;
  search?: ColleagueSearchMachine;
}

/** /portrayal/nominations: every open survey in which the signed-in person proposes who rates them. */
export function ChooseRatersPage({ flows = {} }: { flows?: ChooseRatersFlows }) {
  const { t } = useTranslation('survey');
  useDocumentTitle(t('nomination.choosePage.title'));
  const actor = useActorRef(flows.nomination ?? liveNomination, flows.snapshot ? { snapshot: flows.snapshot } : undefined);
  const status = useSelector(actor, (s) => s.value);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const nominations = useSelector(actor, (s) => s.context.nominations);
  const lists = useSelector(actor, (s) => s.context.lists);
  const error = useSelector(actor, (s) => s.context.error);

  let body;
  if (status === 'loading') {
    body = <LoadingCard text={t('answer.list.loading')} />;
  } else if (status === 'failed') {
    body = <LoadFailedCallout line={t('answer.list.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  } else if (nominations.length === 0) {
    body = (
      <EmptyState icon={<PersonIcon width="32" height="32" aria-hidden="true" />} title={t('nomination.choosePage.emptyTitle')}>
        {t('nomination.choosePage.emptyText')}
      </EmptyState>
    );
  } else {
    body = (
      <Flex direction="column" gap="4">
        {error && (
          <FailureCallout lines={[t('nomination.choosePage.notSaved'), ...failureSummary(error)]} onDismiss={() => actor.send({ type: 'clearErrors' })} />
        )}
        {nominations.map((n) => (
          <NominationCard key={n.survey.id} nomination={n} rows={lists[n.survey.id] ?? []} actor={actor} busy={busy} search={flows.search} />
        ))}
      </Flex>
    );
  }
  return (
    <>
      <PageHeader title={t('nomination.choosePage.title')} description={t('nomination.choosePage.description')} />
      {body}
    </>
  );
}
