import { useEffect } from 'react';
import { Badge, Box, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { AgreementReading, GroupQuality, LeniencyReading, RaterQuality } from '../../../../schemas/rater-quality';
import { ScrollTable } from '../../../components/scroll-table';
import { count, decimal } from '../../../i18n/format';
import { useRequest } from '../../../lib/use-request';
import { liveRaterQuality, type RaterQualityMachine } from './analytics-flows';
import { LoadFailed, LoadingCard } from './load-states';
import { groupLabel } from '../report/report-format';

type Color = 'green' | 'amber' | 'red' | 'gray' | 'blue';
const LENIENCY: Record<LeniencyReading, Color> = { lenient: 'amber', severe: 'blue', in_line: 'green' };
const AGREEMENT: Record<AgreementReading, Color> = { high: 'green', moderate: 'amber', low: 'red' };

function Reading({ look, says }: { look: { text: string; color: Color } | null; says: string }) {
  return (
    <Flex direction="column" gap="1" align="start">
      {look && (
        <Badge color={look.color} variant="soft">
          {look.text}
        </Badge>
      )}
      <Text size="1" color="gray">
        {says}
      </Text>
    </Flex>
  );
}

function GroupRow({ group: g }: { group: GroupQuality }) {
  const { t } = useTranslation('feedback');
  const label = groupLabel(g.group);
  if (g.withheld) {
    return (
      <Table.Row>
        <Table.RowHeaderCell>{label}</Table.RowHeaderCell>
        {/* One cell per column: on a phone each cell is shown under its column's name. */}
        <Table.Cell>—</Table.Cell>
        <Table.Cell>—</Table.Cell>
        <Table.Cell>—</Table.Cell>
        <Table.Cell>
          <Reading look={{ text: t('withheld.mark'), color: 'gray' }} says={g.agreement.says} />
        </Table.Cell>
      </Table.Row>
    );
  }
  return (
    <Table.Row>
      <Table.RowHeaderCell>{label}</Table.RowHeaderCell>
      <Table.Cell>
        {count(g.raters)}
        <Text as="div" size="1" color="gray">
          {t('heatmap.ratees', { count: g.ratees })}
        </Text>
      </Table.Cell>
      <Table.Cell>{g.mean === null || g.mean === undefined ? '—' : decimal(g.mean)}</Table.Cell>
      <Table.Cell>
        {g.leniency ? (
          <Reading look={{ text: t(`quality.leniency.${g.leniency.reading}`), color: LENIENCY[g.leniency.reading] }} says={g.leniency.says} />
        ) : (
          '—'
        )}
      </Table.Cell>
      <Table.Cell>
        <Reading
          look={g.agreement.reading ? { text: t(`quality.agreement.${g.agreement.reading}`), color: AGREEMENT[g.agreement.reading] } : null}
          says={g.agreement.says}
        />
      </Table.Cell>
    </Table.Row>
  );
}

/** The loaded signals: straight-lining, then leniency and agreement per rater group, with what each means. */
export function RaterQualityView({ quality: q }: { quality: RaterQuality }) {
  const { t } = useTranslation('feedback');
  const { company, cuts } = q;
  return (
    <Card size="3" asChild>
      <section aria-labelledby="rater-quality-heading">
        <Heading as="h2" size="4" mb="1" id="rater-quality-heading">
          {t('quality.title')}
        </Heading>
        <Text as="p" size="2" color="gray" mb="4">
          {t('quality.description')}
        </Text>
        <Box mb="4">
          <Text as="p" size="2" weight="bold">
            {t('quality.straightLined', { sheets: count(q.straight_lined.sheets), of: count(q.straight_lined.of) })}
          </Text>
          <Text as="p" size="1" color="gray">
            {q.straight_lined.says} {t('quality.straightLinedText', { min: q.straight_lined.min_statements })}
          </Text>
        </Box>
        <ScrollTable label={t('quality.tableLabel')} stack variant="surface" size="2">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('quality.group')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('quality.raters')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('quality.average')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('quality.leniencyHead')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('quality.agreementHead')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {q.groups.map((g) => (
              <GroupRow key={g.group} group={g} />
            ))}
          </Table.Body>
        </ScrollTable>
        <Text as="p" size="1" color="gray" mt="3">
          {company.mean === null
            ? t('quality.leniencyNoCompany')
            : t('quality.leniencyCompany', {
                mean: decimal(company.mean),
                raters: count(company.raters),
                count: company.surveys,
                sd: company.sd === null || company.sd === undefined ? '—' : decimal(company.sd),
                z: cuts.leniency_z,
              })}{' '}
          {t('quality.agreementText', { high: cuts.agreement_high_below, low: cuts.agreement_low_from })}
        </Text>
      </section>
    </Card>
  );
}

/** The card on the analytics screen: asks for the survey's signals once shown (a new survey, a new card), Retry after a failure. */
export function RaterQualityCard({ survey, machine = liveRaterQuality }: { survey: number; machine?: RaterQualityMachine }) {
  const { t } = useTranslation('feedback');
  const { status, output, error, submit, retry } = useRequest(machine);
  useEffect(() => {
    if (status === 'idle') submit(survey);
  }, [status, submit, survey]);
  if (status === 'failure') return <LoadFailed what="raterQuality" error={error} onRetry={retry} />;
  if (status !== 'success' || !output) return <LoadingCard text={t('quality.loading')} />;
  return <RaterQualityView quality={output} />;
}
