import { useMemo } from 'react';
import { Card, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import type { TrendActor, TrendMachine, TrendSnapshot, TrendStatus } from '../../../../machines/trend.machine';
import type { Trend } from '../../../../schemas/feedback-trends';
import { LoadFailed, LoadingCard } from '../analytics/load-states';
import { CompanyTrend, PersonTrend } from './trend-body';
import { liveTrend, type TrendOf } from './trend-flows';
import { fullDay } from '../../../lib/english-format';
import { percent } from '../../../lib/percent';

/** A machine with a fake loader, or a state to start in: stories use them instead of the live ones. */
export interface TrendFlows {
  trend?: TrendMachine;
  snapshot?: TrendSnapshot;
}

const EMPTY: Record<'ratee' | 'mine' | 'company', string> = {
  ratee: 'No closed survey has scores for this person yet.',
  mine: 'Your trend appears here once reports of your surveys are released to you.',
  company: 'No closed survey has enough ratees for a company figure yet.',
};

const kindOf = (of: TrendOf) => (typeof of === 'object' ? 'ratee' : of);

function TrendBody({ actor, trend, of }: { actor: TrendActor; trend: Trend; of: TrendOf }) {
  const who = kindOf(of);
  if (trend.surveys.length === 0)
    return (
      <Text as="p" size="2" color="gray">
        {EMPTY[who]}
      </Text>
    );
  if (trend.surveys.length === 1) {
    const [only] = trend.surveys;
    const overall = trend.overall[0];
    return (
      <Text as="p" size="2" color="gray">
        One survey so far: {only!.title}, closed {fullDay(only!.closed_on)}
        {overall !== null && overall !== undefined ? `, ${percent(overall)} overall` : ''}. A trend appears after the next survey.
      </Text>
    );
  }
  return who === 'company' ? <CompanyTrend actor={actor} trend={trend} /> : <PersonTrend actor={actor} trend={trend} subject="Overall" />;
}

/** Scores across successive closed surveys, as percentages from every rater but self: a person's, or the company's average. */
export function TrendSection({ of, flows = {}, description }: { of: TrendOf; flows?: TrendFlows; description: string }) {
  const machine = useMemo(() => flows.trend ?? liveTrend(of), [flows.trend, of]);
  const actor = useActorRef(machine, { snapshot: flows.snapshot, input: { bySeries: of === 'company' } });
  const status = useSelector(actor, (s) => s.value as TrendStatus);
  const trend = useSelector(actor, (s) => s.context.trend);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Card size="3" asChild>
      <section aria-labelledby="trend-heading">
        <Heading as="h2" size="4" id="trend-heading" mb="1">
          Trend
        </Heading>
        <Text as="p" size="2" color="gray" mb="4">
          {description}
        </Text>
        {status === 'loading' && <LoadingCard text="Loading the trend…" />}
        {status === 'failed' && <LoadFailed what="the trend" error={error} onRetry={() => actor.send({ type: 'retry' })} />}
        {status === 'ready' && trend && <TrendBody actor={actor} trend={trend} of={of} />}
      </section>
    </Card>
  );
}
