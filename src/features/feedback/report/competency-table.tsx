import { Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { GAP_POINTS, type CompetencyResult, type FeedbackReport, type ReportGroup } from '../../../../schemas/feedback';
import { levelLabel, score, signed, tooFewToCompare } from './report-format';
import { ReportSection } from './report-section';
import { NoFigure, WithheldMark } from './withheld-mark';
import { ScrollTable } from '../../../components/scroll-table';

const H = Table.ColumnHeaderCell;

/** A self-versus-others gap, coloured once it reaches a blind spot (amber) or a hidden strength (green). */
function Gap({ value }: { value: number | null }) {
  if (value === null) return <Text color="gray">—</Text>;
  const color = value >= GAP_POINTS ? 'amber' : value <= -GAP_POINTS ? 'green' : undefined;
  return (
    <Text color={color} weight={color ? 'bold' : undefined}>
      {signed(value)}
    </Text>
  );
}

/** A group's score, or why there is none: "Withheld" across surveys, or "Not observed" when its raters did not observe the competency. */
function Score({ value, group, competency }: { value: number | null; group: ReportGroup; competency: CompetencyResult }) {
  return value === null ? <NoFigure group={group} notObserved={competency.not_observed} withheld={competency.withheld} /> : <>{score(value)}</>;
}

type BenchmarkState = Pick<FeedbackReport['benchmark']['company'], 'too_few' | 'withheld'>;

/** A benchmark cell: the figure, "Too few" when the survey has fewer other ratees than the threshold, or "Withheld". */
function BenchmarkCell({ value, of, withheld, threshold }: { value: number | null; of: BenchmarkState; withheld: boolean; threshold: number }) {
  const { t } = useTranslation('feedback');
  return (
    <Table.Cell justify="end" className="report-number">
      {of.too_few ? (
        <Text color="gray" title={tooFewToCompare(threshold)}>
          {t('competencyTable.tooFew')}
        </Text>
      ) : of.withheld || withheld ? (
        <WithheldMark />
      ) : (
        score(value)
      )}
    </Table.Cell>
  );
}

const level = (value: CompetencyResult['levels']['self']) => (value ? levelLabel(value) : '—');
/**
 * The level others observed; "Withheld" with the all_others figure it comes from; "Not given" when no rater counted
 * here chose a level (the sheet pre-selects basic, but a level never picked is not an answer).
 */
function Observed({ c }: { c: CompetencyResult }) {
  const { t } = useTranslation('feedback');
  if (c.levels.others !== null) return level(c.levels.others);
  return c.withheld.includes('all_others') ? <WithheldMark /> : <Text color="gray">{t('competencyTable.notGiven')}</Text>;
}
/** The self-assessment's level under it, "not given" when self rated the competency without choosing one. */
function SelfLevel({ c }: { c: CompetencyResult }) {
  const { t } = useTranslation('feedback');
  if (!c.levels.self && c.self === null) return null;
  return (
    <Text as="div" size="1" color="gray">
      {c.levels.self ? t('competencyTable.selfLevel', { level: level(c.levels.self) }) : t('competencyTable.selfNotGiven')}
    </Text>
  );
}

/** Per competency: self versus others, the level observed against the one expected, and the benchmarks. */
export function CompetencyTable({ report }: { report: FeedbackReport }) {
  const { t } = useTranslation('feedback');
  const { company, designation } = report.benchmark;
  const threshold = report.survey.anonymity_threshold;
  const tooFew = company.too_few || designation.too_few;
  const withheld = report.protection.groups.length > 0 || report.protection.benchmarks;
  return (
    <ReportSection
      title={t('competencyTable.title')}
      description={
        <>
          {tooFew ? t('competencyTable.descriptionTooFew', { threshold }) : t('competencyTable.description')}
          {withheld && ` ${t('competencyTable.withheld')}`}
        </>
      }
    >
      <ScrollTable label={t('competencyTable.label')} stack size="1" variant="surface">
        <caption className="visually-hidden">{t('competencyTable.label')}</caption>
        <Table.Header>
          <Table.Row>
            <H>{t('competencyTable.competency')}</H>
            <H justify="end">{t('competencyTable.self')}</H>
            <H justify="end">{t('competencyTable.others')}</H>
            <H justify="end">{t('competencyTable.gap')}</H>
            <H>{t('competencyTable.expected')}</H>
            <H>{t('competencyTable.observed')}</H>
            <H justify="end">{t('competencyTable.levelGap')}</H>
            <H justify="end">{t('competencyTable.company')}</H>
            <H justify="end">{t('competencyTable.designation')}</H>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.competencies.map((c) => (
            <Table.Row key={c.competency_id}>
              <Table.RowHeaderCell>
                <Text as="div" weight="medium" dir="auto">
                  {c.title}
                </Text>
                <Text as="div" size="1" color="gray">
                  {t('competencyTable.typeWeight', { type: c.type, weight: c.weight })}
                </Text>
              </Table.RowHeaderCell>
              <Table.Cell justify="end" className="report-number">
                <Score value={c.self} group="self" competency={c} />
              </Table.Cell>
              <Table.Cell justify="end" className="report-number">
                <Score value={c.others} group="all_others" competency={c} />
              </Table.Cell>
              <Table.Cell justify="end" className="report-number">
                <Gap value={c.gap} />
              </Table.Cell>
              <Table.Cell>{level(c.levels.expected)}</Table.Cell>
              <Table.Cell>
                <Observed c={c} />
                <SelfLevel c={c} />
              </Table.Cell>
              <Table.Cell justify="end" className="report-number">
                <Text color={c.levels.gap !== null && c.levels.gap < 0 ? 'red' : undefined}>{signed(c.levels.gap)}</Text>
              </Table.Cell>
              <BenchmarkCell value={c.benchmark.company} of={company} withheld={c.benchmark.withheld.includes('company')} threshold={threshold} />
              <BenchmarkCell value={c.benchmark.designation} of={designation} withheld={c.benchmark.withheld.includes('designation')} threshold={threshold} />
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    </ReportSection>
  );
}
