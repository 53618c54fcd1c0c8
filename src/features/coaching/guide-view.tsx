import { Badge, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
import type { CoachingGuideMachine, CoachingGuideSnapshot } from '../../../machines/coaching-guide.machine';
import type { ConversationGuide } from '../../../schemas/coaching';
import { LoadFailedCallout } from '../../components/load-failed-callout';
import { LoadingCard } from '../../components/loading-card';
import { PageHeader } from '../../components/page-header';
import { TextLink } from '../../components/text-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EngagementClosed, EngagementMissing } from './engagement-closed';
import './coaching.css';
import { decimal } from '../../i18n/format';

export interface GuideFlows {
  machine?: CoachingGuideMachine;
  snapshot?: CoachingGuideSnapshot;
}

const GROW = ['goal', 'reality', 'options', 'will'] as const;

const figure = (n: number | null) => (n === null ? '—' : decimal(n));

function GuideArea({ area }: { area: ConversationGuide['areas'][number] }) {
  const { t } = useTranslation('coaching');
  return (
    <Card size="3" asChild className="coaching-guide-area">
      <section aria-labelledby={`guide-${area.competency.id}`}>
        <Flex direction="column" gap="3">
          <Flex justify="between" gap="3" wrap="wrap" align="center">
            <Heading as="h2" size="5" id={`guide-${area.competency.id}`}>
              {area.competency.title}
            </Heading>
            {area.blind_spot && <Badge color="amber">{t('guide.blindSpot')}</Badge>}
          </Flex>
          {area.definition && (
            <Text as="p" size="2" color="gray">
              {area.definition}
            </Text>
          )}
          <Grid columns="3" gap="3" className="coaching-scores" aria-label={t('guide.scores')}>
            {(
              [
                [t('guide.others'), area.others],
                [t('guide.self'), area.self],
                [t('guide.gap'), area.gap],
              ] as const
            ).map(([label, value]) => (
              <Flex key={label} direction="column">
                <Text size="1" color="gray">
                  {label}
                </Text>
                <Text size="4" weight="bold" className="coaching-number">
                  {figure(value)}
                </Text>
              </Flex>
            ))}
          </Grid>
          {area.themes.length > 0 && (
            <Text as="p" size="2">
              <Trans t={t} i18nKey="guide.themes" values={{ themes: area.themes.join(' · ') }} components={{ strong: <strong /> }} />
            </Text>
          )}
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            {GROW.map((key) => (
              <Flex key={key} direction="column" gap="1">
                <Heading as="h3" size="3">
                  {t(`guide.grow.${key}`)}
                </Heading>
                <ul className="coaching-questions">
                  {area[key].map((q) => (
                    <li key={q}>
                      <Text size="2">{q}</Text>
                    </li>
                  ))}
                </ul>
              </Flex>
            ))}
          </Grid>
        </Flex>
      </section>
    </Card>
  );
}

/** The conversation guide of an engagement, signed in or through a link: per area the scores, the themes, the GROW questions; printable. */
export function GuideView({
  id,
  machine,
  snapshot,
  back,
  link,
}: {
  id: number;
  machine: CoachingGuideMachine;
  snapshot?: CoachingGuideSnapshot;
  back: string;
  link: boolean;
}) {
  const { t } = useTranslation('coaching');
  const actor = useActorRef(machine, { input: { id }, ...(snapshot && { snapshot }) });
  const state = useSelector(actor, (s) => s.value as string);
  const guide = useSelector(actor, (s) => s.context.guide);
  const error = useSelector(actor, (s) => s.context.error);
  useDocumentTitle(guide ? t('guide.documentTitle', { name: guide.coachee }) : t('guide.title'));
  let body;
  if (state === 'closed') body = <EngagementClosed closed={{ detail: error?.detail ?? null, coachee: null, withdrawn: false }} />;
  else if (state === 'notFound') body = <EngagementMissing link={link} />;
  else if (state === 'loadFailed') body = <LoadFailedCallout line={t('guide.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  else if (!guide) body = <LoadingCard text={t('guide.loading')} />;
  else
    body = (
      <Flex direction="column" gap="4">
        {guide.areas.map((a) => (
          <GuideArea key={a.competency.id} area={a} />
        ))}
      </Flex>
    );
  return (
    <div className="coaching-guide">
      <Flex mb="2" className="coaching-no-print">
        <TextLink to={back}>{t('guide.back')}</TextLink>
      </Flex>
      <PageHeader
        title={t('guide.title')}
        description={guide ? t('guide.description', { coachee: guide.coachee, survey: guide.survey }) : undefined}
        actions={
          guide && (
            <Button variant="soft" className="coaching-no-print" onClick={() => window.print()}>
              {t('guide.print')}
            </Button>
          )
        }
      />
      {body}
    </div>
  );
}
