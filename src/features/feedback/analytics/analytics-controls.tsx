import { Flex, SegmentedControl, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_DIMENSIONS, type AnalyticsDimension } from '../../../../schemas/analytics';
import type { FeedbackSurvey } from '../../../../schemas/feedback';
import { SurveyPicker } from './survey-picker';

/** `?by=` as a dimension: anything else is the department. */
export const dimensionOf = (value: string | null): AnalyticsDimension =>
  (ANALYTICS_DIMENSIONS as readonly string[]).includes(value ?? '') ? (value as AnalyticsDimension) : 'department';

interface AnalyticsControlsProps {
  surveys: readonly FeedbackSurvey[];
  survey: number | null;
  by: AnalyticsDimension;
  onSurvey(survey: number): void;
  onBy(by: AnalyticsDimension): void;
}

/** Which survey, grouped how. */
export function AnalyticsControls({ surveys, survey, by, onSurvey, onBy }: AnalyticsControlsProps) {
  const { t } = useTranslation('feedback');
  return (
    <Flex gap="5" align="end" wrap="wrap" mb="5">
      <SurveyPicker surveys={surveys} value={survey} onChange={(id) => id !== null && onSurvey(id)} />
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium" id="group-by-label">
          {t('analytics.groupBy')}
        </Text>
        <SegmentedControl.Root value={by} onValueChange={(v) => onBy(v as AnalyticsDimension)} aria-labelledby="group-by-label">
          {ANALYTICS_DIMENSIONS.map((d) => (
            <SegmentedControl.Item key={d} value={d}>
              {t(`analytics.dimensions.${d}`)}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
      </Flex>
    </Flex>
  );
}
