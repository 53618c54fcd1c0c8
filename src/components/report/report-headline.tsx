import type { ReactNode } from 'react';
import { Card, Flex, Grid, Text } from '@radix-ui/themes';
import type { FeedbackReport } from '../../../schemas/feedback';
import { percent, plural, score, scoreIn } from './report-format';

function Figure({ label, value, note }: { label: string; value: ReactNode; note: ReactNode }) {
  return (
    <Card size="2">
      <Flex direction="column" gap="1">
        <Text size="2" color="gray">{label}</Text>
        <Text size="7" weight="bold" className="report-figure">{value}</Text>
        <Text size="1" color="gray">{note}</Text>
      </Flex>
    </Card>
  );
}

const outOf4 = (value: number | null | undefined) => (value === null || value === undefined
  ? '—'
  : <>{score(value)}<Text size="3" color="gray" weight="regular"> / 4</Text></>);

/** The report at a glance: the headline score, self, how many answered, and the benchmarks. */
export function ReportHeadline({ report }: { report: FeedbackReport }) {
  const others = scoreIn(report.overall, 'all_others');
  const self = scoreIn(report.overall, 'self');
  const { company, designation } = report.benchmark;
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '5' }} gap="3">
      <Figure label="Overall score" value={outOf4(others?.score)} note={others ? `${percent(others.percent)} · all raters but self` : 'No answers from others yet'} />
      <Figure label="Self-assessment" value={outOf4(self?.score)} note={self ? percent(self.percent) : 'No self-assessment submitted'} />
      <Figure label="Responses" value={<>{report.responses.submitted}<Text size="3" color="gray" weight="regular"> of {report.responses.assigned}</Text></>}
        note="raters submitted" />
      <Figure label="Company benchmark" value={outOf4(company.overall)}
        note={company.ratees ? `Mean of ${plural(company.ratees, 'ratee')} in this survey` : 'No ratee scored yet'} />
      <Figure label="Designation benchmark" value={outOf4(designation.overall)}
        note={designation.ratees ? `${designation.name ?? 'Same designation'} · ${plural(designation.ratees, 'ratee')}` : `${designation.name ?? 'No designation'} · no ratee scored yet`} />
    </Grid>
  );
}
