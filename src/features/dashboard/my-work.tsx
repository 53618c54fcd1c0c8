import { Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { ArrowRightIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DashboardSummary } from '../../../schemas/analytics';
import { count, PATHS } from './dashboard-format';

interface WorkCardProps {
  to: string;
  /** Null while the summary loads: the card keeps its final size, its figure greyed out. */
  value: number | null;
  title: string;
  detail: string;
}

/** One figure of the person's own work, as a link to where it is done. */
function WorkCard({ to, value, title, detail }: WorkCardProps) {
  return (
    <Card asChild size="2" className="dashboard-link-card">
      <Link to={to}>
        <Flex justify="between" align="center" gap="3">
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              {title}
            </Text>
            <Skeleton loading={value === null}>
              <Text size="7" weight="bold" color={value ? 'indigo' : 'gray'}>
                {count(value ?? 0)}
              </Text>
            </Skeleton>
            <Skeleton loading={value === null}>
              <Text size="1" color="gray">
                {detail}
              </Text>
            </Skeleton>
          </Flex>
          <ArrowRightIcon aria-hidden="true" />
        </Flex>
      </Link>
    </Card>
  );
}

/**
 * What waits for the signed-in person: raters to choose or approve (only when some do: most people never nominate),
 * answers to give, reports to read, actions to finish.
 */
export function MyWork({ mine }: { mine: DashboardSummary['mine'] | null }) {
  const { t } = useTranslation('dashboard');
  const choose = mine?.raters_to_choose ?? 0;
  const approve = mine?.raters_to_approve ?? 0;
  return (
    <section aria-labelledby="my-work-heading">
      <Heading as="h2" size="4" mb="3" id="my-work-heading">
        {t('myWork.heading')}
      </Heading>
      {(choose > 0 || approve > 0) && (
        <Grid columns={{ initial: '1', sm: '3' }} gap="3" mb="3">
          {choose > 0 && (
            <WorkCard to={PATHS.chooseRaters} value={choose} title={t('myWork.toChoose')} detail={t('myWork.toChooseDetail', { count: choose })} />
          )}
          {approve > 0 && (
            <WorkCard to={PATHS.approveRaters} value={approve} title={t('myWork.toApprove')} detail={t('myWork.toApproveDetail', { count: approve })} />
          )}
        </Grid>
      )}
      <Grid columns={{ initial: '1', sm: '3' }} gap="3">
        <WorkCard
          to={PATHS.toAnswer}
          value={mine?.to_answer ?? null}
          title={t('myWork.toAnswer')}
          detail={mine?.to_answer ? t('myWork.toAnswerDetail') : t('myWork.nothingToAnswer')}
        />
        <WorkCard to={PATHS.myFeedback} value={mine?.reports ?? null} title={t('myWork.reports')} detail={t('myWork.reportsDetail')} />
        <WorkCard to={PATHS.myFeedback} value={mine?.open_actions ?? null} title={t('myWork.actions')} detail={t('myWork.actionsDetail')} />
      </Grid>
    </section>
  );
}
