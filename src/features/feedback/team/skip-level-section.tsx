import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('feedback');
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="skip-level-title">
        <Heading as="h2" size="5" id="skip-level-title">
          {t('team.skip.title')}
        </Heading>
        {people.length === 0 ? (
          <Text color="gray" size="2">
            {t('team.skip.none')}
          </Text>
        ) : (
          <Flex direction="column" gap="3">
            <Text color="gray" size="2">
              {t('team.skip.text')}
            </Text>
            {byManager(people).map(({ manager, people: team }) => (
              <Card key={manager.id} size="2" asChild>
                <section aria-label={t('team.skip.reportingTo', { name: manager.name })}>
                  <Text as="p" size="2" weight="bold" mb="2">
                    {t('team.skip.reportingTo', { name: manager.name })}
                  </Text>
                  <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {team.map((m) => (
                      <li key={m.id}>
                        <Text size="2">
                          <bdi>{m.name}</bdi>
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
                {t('team.skip.limit', { count: SKIP_LEVEL_LIMIT })}
              </Text>
            )}
          </Flex>
        )}
      </section>
    </Flex>
  );
}
