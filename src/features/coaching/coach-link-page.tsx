import { Callout, Text } from '@radix-ui/themes';
import { InfoCircledIcon, PersonIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CoachLinkMachine, CoachLinkSnapshot } from '../../../machines/coaching-list.machine';
import { EmptyState } from '../../components/empty-state';
import { LoadFailedCallout } from '../../components/load-failed-callout';
import { LoadingCard } from '../../components/loading-card';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CoachLinkLayout } from './coach-link-layout';
import { liveCoachLink } from './coaching-flows';
import { coachEngagementPath } from './coaching-paths';
import { EngagementMissing } from './engagement-closed';
import { EngagementList } from './engagement-list';
import './coaching.css';

interface CoachLinkFlows {
  machine?: CoachLinkMachine;
  snapshot?: CoachLinkSnapshot;
}

/** /coach/:token: what an outside coach's personal link opens, without an account: their coachees in this company. */
export function CoachLinkPage({ flows = {} }: { flows?: CoachLinkFlows }) {
  const { t } = useTranslation('coaching');
  const { token = '' } = useParams();
  const input = useMemo(() => ({ token }), [token]);
  const actor = useActorRef(flows.machine ?? liveCoachLink, { input, ...(flows.snapshot && { snapshot: flows.snapshot }) });
  const state = useSelector(actor, (s) => s.value as string);
  const home = useSelector(actor, (s) => s.context.lists);
  const error = useSelector(actor, (s) => s.context.error);
  useDocumentTitle(t('link.title'));
  let body;
  if (state === 'invalid') body = <EngagementMissing link />;
  else if (state === 'loadFailed') body = <LoadFailedCallout line={t('link.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  else if (!home) body = <LoadingCard text={t('link.loading')} />;
  else if (home.engagements.length === 0)
    body = (
      <EmptyState icon={<PersonIcon width="32" height="32" aria-hidden="true" />} title={t('link.empty')} headingLevel="h2">
        <Trans t={t} i18nKey="link.emptyHint" values={{ company: home.coach.company }} components={{ bdi: <bdi /> }} />
      </EmptyState>
    );
  else body = <EngagementList items={home.engagements} as="coach" pathOf={(id) => coachEngagementPath(token, id)} />;
  return (
    <CoachLinkLayout>
      <PageHeader
        title={t('link.title')}
        description={home ? t('link.description', { name: home.coach.name, organisation: home.coach.organisation, company: home.coach.company }) : undefined}
      />
      {home && (
        <Callout.Root color="blue" size="1" mb="4">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>
            <Text>{t('link.personal')}</Text>
          </Callout.Text>
        </Callout.Root>
      )}
      {body}
    </CoachLinkLayout>
  );
}
