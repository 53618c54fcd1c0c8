import { Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { ArrowRightIcon } from '@radix-ui/react-icons';
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
  const choose = mine?.raters_to_choose ?? 0;
  const approve = mine?.raters_to_approve ?? 0;
  return (
    <section aria-labelledby="my-work-heading">
      <Heading as="h2" size="4" mb="3" id="my-work-heading">
        My work
      </Heading>
      {(choose > 0 || approve > 0) && (
        <Grid columns={{ initial: '1', sm: '3' }} gap="3" mb="3">
          {choose > 0 && (
            <WorkCard
              to={PATHS.chooseRaters}
              value={choose}
              title="Raters to choose"
              detail={choose === 1 ? 'A survey asks you to propose who rates you' : 'Surveys ask you to propose who rates you'}
            />
          )}
          {approve > 0 && (
            <WorkCard
              to={PATHS.approveRaters}
              value={approve}
              title="Raters to approve"
              detail={approve === 1 ? 'A proposed list of raters waits for your decision' : 'Proposed lists of raters wait for your decision'}
            />
          )}
        </Grid>
      )}
      <Grid columns={{ initial: '1', sm: '3' }} gap="3">
        <WorkCard
          to={PATHS.toAnswer}
          value={mine?.to_answer ?? null}
          title="To answer"
          detail={mine?.to_answer ? 'Surveys waiting for your answers' : 'Nothing waits for your answers'}
        />
        <WorkCard to={PATHS.myFeedback} value={mine?.reports ?? null} title="My reports" detail="Feedback reports released to you" />
        <WorkCard to={PATHS.myFeedback} value={mine?.open_actions ?? null} title="Development actions" detail="Open actions in your plans" />
      </Grid>
    </section>
  );
}
