import { Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { TeamReport } from '../../../../schemas/team';
import { teamReportPath } from './team-paths';
import { fullDay } from '../../../lib/english-format';

/** The reports HR has released to the manager's direct reports: each opens read-only, with its plan. */
export function TeamReportsSection({ reports }: { reports: TeamReport[] }) {
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="team-reports-title">
        <Heading as="h2" size="5" id="team-reports-title">
          Released reports
        </Heading>
        {reports.length === 0 ? (
          <Text color="gray" size="2">
            None yet: a direct report’s report shows here once HR releases it to them.
          </Text>
        ) : (
          <Table.Root variant="surface" size="2">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Direct report</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Survey</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Released</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <span className="visually-hidden">Open</span>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {reports.map((r) => (
                <Table.Row key={`${r.survey.id}-${r.ratee.id}`} align="center">
                  <Table.RowHeaderCell>{r.ratee.name}</Table.RowHeaderCell>
                  <Table.Cell>{r.survey.title}</Table.Cell>
                  <Table.Cell>{fullDay(r.released_at)}</Table.Cell>
                  <Table.Cell justify="end">
                    <Button asChild size="1" variant="soft">
                      <Link to={teamReportPath(r.survey.id, r.ratee.id)}>
                        Open report
                        <span className="visually-hidden">
                          {' '}
                          of {r.ratee.name}, {r.survey.title}
                        </span>
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
