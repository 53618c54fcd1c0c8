import type { ReactNode } from 'react';
import { Card, Flex, Grid, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Benchmark, FeedbackReport } from '../../../../schemas/feedback';
import { percent } from '../../../lib/percent';
import { isWithheld, score, scoreIn, tooFewToCompare } from './report-format';

function Figure({ label, value, note }: { label: string; value: ReactNode; note: ReactNode }) {
  return (
    <Card size="2">
      <Flex direction="column" gap="1">
        <Text size="2" color="gray">
          {label}
        </Text>
        <Text size="7" weight="bold" className="report-figure">
          {value}
        </Text>
        <Text size="1" color="gray">
          {note}
        </Text>
      </Flex>
    </Card>
  );
}

const outOf4 = (value: number | null | undefined) =>
  value === null || value === undefined ? (
    '—'
  ) : (
    <>
      {score(value)}
      <Text size="3" color="gray" weight="regular">
        {' '}
        {OUT_OF_4}
      </Text>
    </>
  );

/** The scale's top after a score: the same in every language. */
const OUT_OF_4 = '/ 4';

/** A card with no figure, and why: "Withheld" (across surveys) or too few other ratees. */
function NoFigureCard({ label, why, note }: { label: string; why: string; note: string }) {
  return (
    <Card size="2">
      <Flex direction="column" gap="1">
        <Text size="2" color="gray">
          {label}
        </Text>
        <Text size="2" weight="medium">
          {why}
        </Text>
        <Text size="1" color="gray">
          {note}
        </Text>
      </Flex>
    </Card>
  );
}

/** "Withheld" in a headline card, where the figure would be. */
function Withheld() {
  const { t } = useTranslation('feedback');
  return (
    <Text color="gray" weight="medium">
      {t('withheld.mark')}
    </Text>
  );
}

/** A benchmark card: the mean of the survey's other ratees (in `scope`), or why there is none (fewer than the threshold, or withheld). */
function BenchmarkFigure({ label, benchmark, scope, threshold }: { label: string; benchmark: Benchmark; scope: string; threshold: number }) {
  const { t } = useTranslation('feedback');
  if (benchmark.too_few) return <NoFigureCard label={label} why={tooFewToCompare(threshold)} note={scope} />;
  if (benchmark.withheld) return <NoFigureCard label={label} why={t('withheld.acrossSurveys')} note={scope} />;
  return (
    <Figure
      label={label}
      value={outOf4(benchmark.overall)}
      note={t('headline.benchmarkNote', { percent: percent(benchmark.percent), scope, count: benchmark.ratees })}
    />
  );
}

/**
 * The report at a glance: the headline score, self, how many answered (the feedback area
 * only: the ratee's own view has no count), and the benchmarks.
 */
export function ReportHeadline({ report }: { report: FeedbackReport }) {
  const { t } = useTranslation('feedback');
  const others = scoreIn(report.overall, 'all_others');
  const self = scoreIn(report.overall, 'self');
  const { company, designation } = report.benchmark;
  const threshold = report.survey.anonymity_threshold;
  const { responses } = report;
  const othersWithheld = !others && isWithheld(report, 'all_others');
  const selfWithheld = !self && isWithheld(report, 'self');
  return (
    <Grid columns={{ initial: '1', xs: '2', md: responses ? '5' : '4' }} gap="3">
      {othersWithheld ? (
        <Figure label={t('headline.overall')} value={<Withheld />} note={t('headline.protectingOthers')} />
      ) : (
        <Figure
          label={t('headline.overall')}
          value={outOf4(others?.score)}
          note={others ? t('headline.othersNote', { percent: percent(others.percent) }) : t('headline.noOthers')}
        />
      )}
      {selfWithheld ? (
        <Figure label={t('headline.self')} value={<Withheld />} note={t('headline.protecting')} />
      ) : (
        <Figure label={t('headline.self')} value={outOf4(self?.score)} note={self ? percent(self.percent) : t('headline.noSelf')} />
      )}
      {responses && (
        <Figure
          label={t('headline.responses')}
          value={
            <>
              {responses.submitted}
              <Text size="3" color="gray" weight="regular">
                {' '}
                {t('headline.ofAssigned', { assigned: responses.assigned })}
              </Text>
            </>
          }
          note={t('headline.ratersSubmitted')}
        />
      )}
      <BenchmarkFigure label={t('headline.company')} benchmark={company} scope={t('headline.thisSurvey')} threshold={threshold} />
      <BenchmarkFigure
        label={t('headline.designation')}
        benchmark={designation}
        scope={designation.name ?? t('headline.noDesignation')}
        threshold={threshold}
      />
    </Grid>
  );
}
