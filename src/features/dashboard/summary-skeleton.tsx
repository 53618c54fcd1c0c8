import { Card, Flex, Heading, Skeleton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
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

export function SurveysSkeleton() {
  const { t } = useTranslation('dashboard');
  return <CardSkeleton title={t('surveys.heading')} rows={1} chart />;
}

export function ActivitySkeleton() {
  const { t } = useTranslation('dashboard');
  return <CardSkeleton title={t('activity.heading')} rows={5} />;
}
