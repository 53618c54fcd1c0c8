import type { ReactNode } from 'react';
import { Card, Flex, Grid, Text } from '@radix-ui/themes';
import { ACROSS_SURVEYS, type Benchmark, type FeedbackReport } from '../../../../schemas/feedback';
import { percent } from '../../../lib/percent';
import { isWithheld, score, scoreIn, tooFewToCompare } from './report-format';
import { plural } from '../../../lib/english-format';

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
        / 4
      </Text>
    </>
  );

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
const withheld = (
  <Text color="gray" weight="medium">
    Withheld
  </Text>
);
const protecting = 'To protect raters across surveys';

/** A benchmark card: the mean of the survey's other ratees (in `scope`), or why there is none (fewer than the threshold, or withheld). */
function BenchmarkFigure({ label, benchmark, scope, threshold }: { label: string; benchmark: Benchmark; scope: string; threshold: number }) {
  if (benchmark.too_few) return <NoFigureCard label={label} why={tooFewToCompare(threshold)} note={scope} />;
  if (benchmark.withheld) return <NoFigureCard label={label} why={ACROSS_SURVEYS} note={scope} />;
  return (
    <Figure label={label} value={outOf4(benchmark.overall)} note={`${percent(benchmark.percent)} · ${scope} · ${plural(benchmark.ratees, 'other ratee')}`} />
  );
}

/**
 * The report at a glance: the headline score, self, how many answered (the feedback area
 * only: the ratee's own view has no count), and the benchmarks.
 */
export function ReportHeadline({ report }: { report: FeedbackReport }) {
  const others = scoreIn(report.overall, 'all_others');
  const self = scoreIn(report.overall, 'self');
  const { company, designation } = report.benchmark;
  const threshold = report.survey.anonymity_threshold;
  const { responses } = report;
  return (
    <Grid columns={{ initial: '1', xs: '2', md: responses ? '5' : '4' }} gap="3">
      {!others && isWithheld(report, 'all_others') ? (
        <Figure label="Overall score" value={withheld} note={`${protecting} · all raters but self`} />
      ) : (
        <Figure
          label="Overall score"
          value={outOf4(others?.score)}
          note={others ? `${percent(others.percent)} · all raters but self` : 'No answers from others yet'}
        />
      )}
      {!self && isWithheld(report, 'self') ? (
        <Figure label="Self-assessment" value={withheld} note={protecting} />
      ) : (
        <Figure label="Self-assessment" value={outOf4(self?.score)} note={self ? percent(self.percent) : 'No self-assessment submitted'} />
      )}
      {responses && (
        <Figure
          label="Responses"
          value={
            <>
              {responses.submitted}
              <Text size="3" color="gray" weight="regular">
                {' '}
                of {responses.assigned}
              </Text>
            </>
          }
          note="raters submitted"
        />
      )}
      <BenchmarkFigure label="Company benchmark" benchmark={company} scope="This survey" threshold={threshold} />
      <BenchmarkFigure label="Designation benchmark" benchmark={designation} scope={designation.name ?? 'No designation'} threshold={threshold} />
    </Grid>
  );
}
