import type { ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { CheckCircledIcon, EyeOpenIcon, FilePlusIcon, LockClosedIcon, PaperPlaneIcon, TargetIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '../../../schemas/analytics';
import { TextLink } from '../../components/text-link';
import { dateTime, PATHS, relativeTime } from './dashboard-format';

type Activity = DashboardSummary['activity'][number];

const ICONS: Record<Activity['kind'], { icon: ReactNode; color: 'indigo' | 'green' | 'gray' | 'amber' }> = {
  survey_created: { icon: <FilePlusIcon />, color: 'indigo' },
  answers_submitted: { icon: <PaperPlaneIcon />, color: 'indigo' },
  survey_closed: { icon: <LockClosedIcon />, color: 'gray' },
  reports_released: { icon: <EyeOpenIcon />, color: 'amber' },
  action_added: { icon: <TargetIcon />, color: 'amber' },
  action_done: { icon: <CheckCircledIcon />, color: 'green' },
};

/**
 * Where an event's link goes: the survey's page for someone who manages surveys; a report
 * or a development action is the person's own feedback otherwise.
 */
function linkOf(item: Activity, manager: boolean): string | null {
  if (item.survey_id === null) return null;
  if (manager) return PATHS.survey(item.survey_id);
  return item.kind === 'reports_released' || item.kind.startsWith('action_') ? PATHS.myFeedback : null;
}

/** The latest events the person may see, newest first. */
export function RecentActivity({ activity, manager }: { activity: Activity[]; manager: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card size="3" asChild className="dashboard-deferred">
      <section aria-labelledby="activity-heading">
        <Heading as="h2" size="4" mb="3" id="activity-heading">
          {t('activity.heading')}
        </Heading>
        {activity.length === 0 ? (
          <Text size="2" color="gray">
            {t('activity.empty')}
          </Text>
        ) : (
          <Flex asChild direction="column" gap="3" p="0" m="0">
            <ul className="dashboard-list">
              {activity.map((item, i) => {
                const look = ICONS[item.kind];
                const to = linkOf(item, manager);
                return (
                  <Flex asChild key={`${item.at}-${i}`} gap="3" align="start">
                    <li>
                      <Text color={look.color} className="dashboard-activity-icon" aria-hidden="true">
                        {look.icon}
                      </Text>
                      <Flex direction="column" minWidth="0">
                        <Text size="2">{to ? <TextLink to={to}>{item.text}</TextLink> : item.text}</Text>
                        <Text size="1" color="gray">
                          <time dateTime={item.at} title={dateTime(item.at)}>
                            {relativeTime(item.at)}
                          </time>
                        </Text>
                      </Flex>
                    </li>
                  </Flex>
                );
              })}
            </ul>
          </Flex>
        )}
      </section>
    </Card>
  );
}
