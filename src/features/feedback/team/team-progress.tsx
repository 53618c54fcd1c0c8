import { Badge, Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { TeamProgress } from '../../../../schemas/team';
import { SURVEY_LIST_PATH } from './team-paths';
import { fullDay } from '../../../lib/english-format';

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

const RATING = {
  submitted: { label: 'Done', color: 'green' },
  draft: { label: 'Draft saved', color: 'amber' },
  pending: { label: 'To do', color: 'amber' },
} as const;

/** Your own rating of the person: done, or a link to the survey list to do it. */
function MyRating({ status }: { status: TeamProgress['my_rating'] }) {
  if (status === null)
    return (
      <Text color="gray" size="2">
        Not your rating
      </Text>
    );
  const look = RATING[status];
  if (status === 'submitted')
    return (
      <Badge color={look.color} variant="soft">
        {look.label}
      </Badge>
    );
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Badge color={look.color} variant="soft">
        {look.label}
      </Badge>
      <Button asChild size="1" variant="ghost">
        <Link to={SURVEY_LIST_PATH}>Rate now</Link>
      </Button>
    </Flex>
  );
}

/**
 * How far each direct report is in the surveys now open: how many of their raters have
 * answered out of how many (never who), and whether the manager's own rating is done.
 */
export function TeamProgressSection({ progress }: { progress: TeamProgress[] }) {
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="team-progress-title">
        <Heading as="h2" size="5" id="team-progress-title">
          Open surveys
        </Heading>
        {progress.length === 0 && (
          <Text color="gray" size="2">
            No survey about your direct reports is open right now.
          </Text>
        )}
        {bySurvey(progress).map(({ survey, rows }) => (
          <Flex key={survey.id} direction="column" gap="2">
            <Heading as="h3" size="3">
              {survey.title}
            </Heading>
            <Text size="1" color="gray">
              Ends {fullDay(survey.end_date)}. Counts only: nobody sees who has answered.
            </Text>
            <Table.Root variant="surface" size="2">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Direct report</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Raters who answered</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Your rating</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.ratee.id} align="center">
                    <Table.RowHeaderCell>{row.ratee.name}</Table.RowHeaderCell>
                    <Table.Cell>
                      {row.responses.submitted} of {row.responses.assigned}
                    </Table.Cell>
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
