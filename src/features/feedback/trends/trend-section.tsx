import { useMemo } from 'react';
import { Card, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { TrendActor, TrendMachine, TrendSnapshot, TrendStatus } from '../../../../machines/trend.machine';
import type { Trend } from '../../../../schemas/feedback-trends';
import { LoadFailed, LoadingCard } from '../analytics/load-states';
import { CompanyTrend, PersonTrend } from './trend-body';
import { liveTrend, type TrendOf } from './trend-flows';
import { fullDay } from '../../../i18n/format';
import { percent } from '../../../lib/percent';

/** A machine with a fake loader, or a state to start in: stories use them instead of the live ones. */
export interface TrendFlows {
  trend?: TrendMachine;
  snapshot?: TrendSnapshot;
}

const kindOf = (of: TrendOf) => (typeof of === 'object' ? 'ratee' : of);

function TrendBody({ actor, trend, of }: { actor: TrendActor; trend: Trend; of: TrendOf }) {
  const { t } = useTranslation('feedback');
  const who = kindOf(of);
  if (trend.surveys.length === 0)
    return (
      <Text as="p" size="2" color="gray">
        {t(`trend.empty.${who}`)}
      </Text>
    );
  if (trend.surveys.length === 1) {
    const [only] = trend.surveys;
    const overall = trend.overall[0];
    return (
      <Text as="p" size="2" color="gray">
        {overall !== null && overall !== undefined
          ? t('trend.oneWithOverall', { title: only!.title, day: fullDay(only!.closed_on), percent: percent(overall) })
          : t('trend.one', { title: only!.title, day: fullDay(only!.closed_on) })}
      </Text>
    );
  }
  return who === 'company' ? <CompanyTrend actor={actor} trend={trend} /> : <PersonTrend actor={actor} trend={trend} subject={t('trend.overall')} />;
}

/** Scores across successive closed surveys, as percentages from every rater but self: a person's, or the company's average. */
export function TrendSection({ of, flows = {}, description }: { of: TrendOf; flows?: TrendFlows; description: string }) {
  const machine = useMemo(() => flows.trend ?? liveTrend(of), [flows.trend, of]);
  const actor = useActorRef(machine, { snapshot: flows.snapshot, input: { bySeries: of === 'company' } });
  const status = useSelector(actor, (s) => s.value as TrendStatus);
  const trend = useSelector(actor, (s) => s.context.trend);
  const error = useSelector(actor, (s) => s.context.error);
  const { t } = useTranslation('feedback');
  return (
    <Card size="3" asChild>
      <section aria-labelledby="trend-heading">
        <Heading as="h2" size="4" id="trend-heading" mb="1">
          {t('trend.title')}
        </Heading>
        <Text as="p" size="2" color="gray" mb="4">
          {description}
        </Text>
        {status === 'loading' && <LoadingCard text={t('trend.loading')} />}
        {status === 'failed' && <LoadFailed what="trend" error={error} onRetry={() => actor.send({ type: 'retry' })} />}
        {status === 'ready' && trend && <TrendBody actor={actor} trend={trend} of={of} />}
      </section>
    </Card>
  );
}
