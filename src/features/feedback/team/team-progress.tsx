import { Badge, Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TeamProgress } from '../../../../schemas/team';
import { SURVEY_LIST_PATH } from './team-paths';
import { fullDay } from '../../../i18n/format';

/** The survey rows by survey, in the server's order (the soonest end first). */
function bySurvey(rows: TeamProgress[]) {
  const groups = new Map<number, { survey: TeamProgress['survey']; rows: TeamProgress[] }>();
  for (const row of rows) {
    const group = groups.get(row.survey.id) ?? { survey: row.survey, rows: [] };
    group.rows.push(row);
    groups.set(row.survey.id, group);
  }
  return [...groups.values()];
}

const RATING_COLORS = { submitted: 'green', draft: 'amber', pending: 'amber' } as const;

/** Your own rating of the person: done, or a link to the survey list to do it. */
function MyRating({ status }: { status: TeamProgress['my_rating'] }) {
  const { t } = useTranslation('feedback');
  if (status === null)
    return (
      <Text color="gray" size="2">
        {t('team.progress.notYours')}
      </Text>
    );
  const badge = (
    <Badge color={RATING_COLORS[status]} variant="soft">
      {t(`team.progress.rating.${status}`)}
    </Badge>
  );
  if (status === 'submitted') return badge;
  return (
    <Flex gap="2" align="center" wrap="wrap">
      {badge}
      <Button asChild size="1" variant="ghost">
        <Link to={SURVEY_LIST_PATH}>{t('team.progress.rateNow')}</Link>
      </Button>
    </Flex>
  );
}

/**
 * How far each direct report is in the surveys now open: how many of their raters have
 * answered out of how many (never who), and whether the manager's own rating is done.
 */
export function TeamProgressSection({ progress }: { progress: TeamProgress[] }) {
  const { t } = useTranslation('feedback');
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="team-progress-title">
        <Heading as="h2" size="5" id="team-progress-title">
          {t('team.progress.title')}
        </Heading>
        {progress.length === 0 && (
          <Text color="gray" size="2">
            {t('team.progress.none')}
          </Text>
        )}
        {bySurvey(progress).map(({ survey, rows }) => (
          <Flex key={survey.id} direction="column" gap="2">
            <Heading as="h3" size="3" dir="auto">
              {survey.title}
            </Heading>
            <Text size="1" color="gray">
              {t('team.progress.ends', { day: fullDay(survey.end_date) })}
            </Text>
            <Table.Root variant="surface" size="2">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('team.directReport')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('team.progress.answered')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('team.progress.yourRating')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.ratee.id} align="center">
                    <Table.RowHeaderCell dir="auto">{row.ratee.name}</Table.RowHeaderCell>
                    <Table.Cell>{t('surveyPicker.of', { done: row.responses.submitted, total: row.responses.assigned })}</Table.Cell>
                    <Table.Cell>
                      <MyRating status={row.my_rating} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Flex>
        ))}
      </section>
    </Flex>
  );
}
