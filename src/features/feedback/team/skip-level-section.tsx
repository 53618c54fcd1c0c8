import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { SkipLevelMember } from '../../../../schemas/team';
import { SKIP_LEVEL_LIMIT } from '../../../../schemas/team';

/** The skip-level people by the manager they report to, in the server's order (nearest level first). */
function byManager(rows: SkipLevelMember[]) {
  const groups = new Map<number, { manager: SkipLevelMember['manager']; people: SkipLevelMember[] }>();
  for (const row of rows) {
    const group = groups.get(row.manager.id) ?? { manager: row.manager, people: [] };
    group.people.push(row);
    groups.set(row.manager.id, group);
  }
  return [...groups.values()];
}

/**
 * "Their teams": who works under the manager's direct reports, as the organisation tree has it today. Names and
 * designations only: their surveys and reports belong to their own managers.
 */
export function SkipLevelSection({ people }: { people: SkipLevelMember[] }) {
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="skip-level-title">
        <Heading as="h2" size="5" id="skip-level-title">
          Their teams
        </Heading>
        {people.length === 0 ? (
          <Text color="gray" size="2">
            Nobody reports to your direct reports.
          </Text>
        ) : (
          <Flex direction="column" gap="3">
            <Text color="gray" size="2">
              The people below your direct reports in the organisation. Their progress and reports are for their own managers.
            </Text>
            {byManager(people).map(({ manager, people: team }) => (
              <Card key={manager.id} size="2" asChild>
                <section aria-label={`Reporting to ${manager.name}`}>
                  <Text as="p" size="2" weight="bold" mb="2">
                    Reporting to {manager.name}
                  </Text>
                  <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {team.map((m) => (
                      <li key={m.id}>
                        <Text size="2">
                          {m.name}
                          {m.designation && <Text color="gray"> · {m.designation}</Text>}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </section>
              </Card>
            ))}
            {people.length >= SKIP_LEVEL_LIMIT && (
              <Text size="1" color="gray">
                The first {SKIP_LEVEL_LIMIT} people, nearest level first.
              </Text>
            )}
          </Flex>
        )}
      </section>
    </Flex>
  );
}
