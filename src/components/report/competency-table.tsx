import { Table, Text } from '@radix-ui/themes';
import { GAP_POINTS, type CompetencyResult, type FeedbackReport } from '../../../schemas/feedback';
import { LEVEL_LABELS, score, signed } from './report-format';
import { ReportSection } from './report-section';

const H = Table.ColumnHeaderCell;

/** A self-versus-others gap, coloured once it reaches a blind spot (amber) or a hidden strength (green). */
function Gap({ value }: { value: number | null }) {
  if (value === null) return <Text color="gray">—</Text>;
  const color = value >= GAP_POINTS ? 'amber' : value <= -GAP_POINTS ? 'green' : undefined;
  return <Text color={color} weight={color ? 'bold' : undefined}>{signed(value)}</Text>;
}

const level = (value: CompetencyResult['levels']['self']) => (value ? LEVEL_LABELS[value] : '—');

/** Per competency: self versus others, the level observed against the one expected, and the benchmarks. */
export function CompetencyTable({ report }: { report: FeedbackReport }) {
  return (
    <ReportSection title="Self versus others, levels and benchmarks"
      description={<>Gap = self − others, in points. Level gap = the level others observed (mean, 1 basic … 4 expert) − the level the survey expects.
        Benchmarks are the mean of all raters but self over the survey’s ratees, and over those of the same designation.</>}>
      <Table.Root size="1" variant="surface">
        <caption className="report-visually-hidden">Competency results</caption>
        <Table.Header>
          <Table.Row>
            <H>Competency</H><H justify="end">Self</H><H justify="end">Others</H><H justify="end">Gap</H>
            <H>Expected level</H><H>Observed</H><H justify="end">Level gap</H><H justify="end">Company</H><H justify="end">Designation</H>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.competencies.map((c) => (
            <Table.Row key={c.competency_id}>
              <Table.RowHeaderCell>
                <Text as="div" weight="medium">{c.title}</Text>
                <Text as="div" size="1" color="gray">{c.type} · weight {c.weight}</Text>
              </Table.RowHeaderCell>
              <Table.Cell justify="end" className="report-number">{score(c.self)}</Table.Cell>
              <Table.Cell justify="end" className="report-number">{score(c.others)}</Table.Cell>
              <Table.Cell justify="end" className="report-number"><Gap value={c.gap} /></Table.Cell>
              <Table.Cell>{level(c.levels.expected)}</Table.Cell>
              <Table.Cell>{level(c.levels.others)}{c.levels.self && <Text as="div" size="1" color="gray">self: {level(c.levels.self)}</Text>}</Table.Cell>
              <Table.Cell justify="end" className="report-number">
                <Text color={c.levels.gap !== null && c.levels.gap < 0 ? 'red' : undefined}>{signed(c.levels.gap)}</Text>
              </Table.Cell>
              <Table.Cell justify="end" className="report-number">{score(c.benchmark.company)}</Table.Cell>
              <Table.Cell justify="end" className="report-number">{score(c.benchmark.designation)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ReportSection>
  );
}
