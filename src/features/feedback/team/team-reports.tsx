import { Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TeamReport } from '../../../../schemas/team';
import { teamReportPath } from './team-paths';
import { fullDay } from '../../../i18n/format';

/** The reports HR has released to the manager's direct reports: each opens read-only, with its plan. */
export function TeamReportsSection({ reports }: { reports: TeamReport[] }) {
  const { t } = useTranslation('feedback');
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="team-reports-title">
        <Heading as="h2" size="5" id="team-reports-title">
          {t('team.reports.title')}
        </Heading>
        {reports.length === 0 ? (
          <Text color="gray" size="2">
            {t('team.reports.none')}
          </Text>
        ) : (
          <Table.Root variant="surface" size="2">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('team.directReport')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('surveyPicker.survey')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('rateeColumns.released')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <span className="visually-hidden">{t('team.reports.open')}</span>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {reports.map((r) => (
                <Table.Row key={`${r.survey.id}-${r.ratee.id}`} align="center">
                  <Table.RowHeaderCell dir="auto">{r.ratee.name}</Table.RowHeaderCell>
                  <Table.Cell dir="auto">{r.survey.title}</Table.Cell>
                  <Table.Cell>{fullDay(r.released_at)}</Table.Cell>
                  <Table.Cell justify="end">
                    <Button asChild size="1" variant="soft">
                      <Link to={teamReportPath(r.survey.id, r.ratee.id)}>
                        {t('myReportCard.open')}
                        <span className="visually-hidden"> {t('team.reports.openOf', { name: r.ratee.name, title: r.survey.title })}</span>
                      </Link>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </section>
    </Flex>
  );
}
