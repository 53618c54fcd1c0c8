import { Card, Flex, Heading, Skeleton } from '@radix-ui/themes';
import { completionChartHeight } from './dashboard-format';

/** A card's heading and grey bars where its rows will come, while the summary loads. */
function CardSkeleton({ title, rows, chart = false }: { title: string; rows: number; chart?: boolean }) {
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="3">
        {title}
      </Heading>
      <Flex direction="column" gap="3">
        {chart && <Skeleton width="100%" height={`${completionChartHeight(1)}px`} />}
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} width={i % 2 ? '60%' : '85%'} height="36px" />
        ))}
      </Flex>
    </Card>
  );
}

export const SurveysSkeleton = () => <CardSkeleton title="Surveys in progress" rows={1} chart />;
export const ActivitySkeleton = () => <CardSkeleton title="Recent activity" rows={5} />;
