import { Badge, Card, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { EngagementSummary } from '../../../schemas/coaching';
import { dateTime } from '../../i18n/format';

const STATUS_COLOR = { pending_approval: 'amber', active: 'green', declined: 'red', ended: 'gray' } as const;

/** Engagements as cards, each opening its page; `as` says whose name leads (the coach's for a coachee, and back). */
export function EngagementList({ items, as, pathOf }: { items: EngagementSummary[]; as: 'coach' | 'coachee'; pathOf(id: number): string }) {
  const { t } = useTranslation('coaching');
  return (
    <Flex direction="column" gap="3" asChild>
      <ul className="coaching-cards">
        {items.map((e) => {
          const who = as === 'coachee' ? e.coach.name : e.coachee.name;
          const withdrawn = as === 'coach' && e.scope === 'none';
          return (
            <li key={e.id}>
              <Card asChild size="2">
                <RouterLink to={pathOf(e.id)} aria-label={as === 'coachee' ? t('list.coachingWith', { name: who }) : t('list.coaching', { name: who })}>
                  <Flex justify="between" gap="3" wrap="wrap" align="start">
                    <Flex direction="column" gap="1">
                      <Text weight="bold" dir="auto">
                        {who}
                      </Text>
                      <Text size="2" color="gray">
                        {as === 'coachee'
                          ? t(e.coach.kind === 'internal' ? 'list.internalCoach' : 'list.outsideCoach', { organisation: e.coach.organisation })
                          : e.survey.title}
                      </Text>
                      <Text size="2">{e.competencies.map((c) => c.title).join(', ')}</Text>
                      {e.next_session && (
                        <Text size="1" color="gray">
                          {t('list.nextSession', { when: dateTime(e.next_session) })}
                        </Text>
                      )}
                    </Flex>
                    <Badge color={withdrawn ? 'gray' : STATUS_COLOR[e.status]}>{withdrawn ? t('list.withdrawn') : t(`status.${e.status}`)}</Badge>
                  </Flex>
                </RouterLink>
              </Card>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}
