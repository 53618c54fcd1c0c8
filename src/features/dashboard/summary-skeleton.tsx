import { Card, Flex, Heading, Skeleton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/** A card's heading and grey bars where its rows will come, while the summary loads. */
function CardSkeleton({ title, rows }: { title: string; rows: number }) {
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="3">
        {title}
      </Heading>
      <Flex direction="column" gap="3">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} width={i % 2 ? '60%' : '85%'} height="36px" />
        ))}
      </Flex>
    </Card>
  );
}

export function SurveysSkeleton() {
  const { t } = useTranslation('dashboard');
  return <CardSkeleton title={t('surveys.heading')} rows={2} />;
}

export function ActivitySkeleton() {
  const { t } = useTranslation('dashboard');
  return <CardSkeleton title={t('activity.heading')} rows={5} />;
}
