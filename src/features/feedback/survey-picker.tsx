import { Badge, Card, DataList, Flex, Grid, Progress, Select, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { FeedbackSurvey } from '../../../schemas/feedback';
import { dateRange, SURVEY_STATUS_COLORS } from './survey-status';
import { count, fullDay } from '../../i18n/format';

interface SurveyPickerProps {
  surveys: readonly FeedbackSurvey[];
  surveyId: number;
  onPick(surveyId: number): void;
  disabled: boolean;
}

/** Which survey's reports to show (newest first), how far its answers are, and its releases (or when its results come). */
export function SurveyPicker({ surveys, surveyId, onPick, disabled }: SurveyPickerProps) {
  const { t } = useTranslation('feedback');
  const survey = surveys.find((s) => s.id === surveyId)!;
  const { submitted, assigned } = survey.responses;
  return (
    <Card size="2" mb="5">
      <Grid columns={{ initial: '1', md: '2fr 3fr' }} gap="5" align="start">
        <Flex direction="column" gap="2">
          <Text as="label" size="2" weight="medium" id="feedback-survey-label">
            {t('surveyPicker.survey')}
          </Text>
          <Select.Root value={String(surveyId)} onValueChange={(v) => onPick(Number(v))} disabled={disabled}>
            <Select.Trigger aria-labelledby="feedback-survey-label" style={{ width: '100%' }} />
            <Select.Content position="popper">
              {surveys.map((s) => (
                <Select.Item key={s.id} value={String(s.id)} dir="auto">
                  {s.title}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <Text size="1" color="gray">
            {dateRange(survey)}
          </Text>
        </Flex>
        <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
          <DataList.Item>
            <DataList.Label minWidth="140px">{t('surveyPicker.status')}</DataList.Label>
            <DataList.Value>
              <Badge variant="soft" color={SURVEY_STATUS_COLORS[survey.status]}>
                {t(`surveyStatus.${survey.status}`)}
              </Badge>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="140px">{t('surveyPicker.responses')}</DataList.Label>
            <DataList.Value>
              <Flex align="center" gap="3" width="100%">
                <Progress
                  value={submitted}
                  max={Math.max(assigned, 1)}
                  aria-label={t('surveyPicker.responsesLabel')}
                  style={{ maxWidth: 160 }}
                  getValueLabel={() => t('surveyPicker.of', { done: submitted, total: assigned })}
                />
                <Text size="2">{t('surveyPicker.submitted', { done: count(submitted), total: count(assigned) })}</Text>
              </Flex>
            </DataList.Value>
          </DataList.Item>
          {survey.results_available ? (
            <DataList.Item>
              <DataList.Label minWidth="140px">{t('surveyPicker.released')}</DataList.Label>
              <DataList.Value>{t('surveyPicker.releasedOf', { done: count(survey.released), count: survey.ratees })}</DataList.Value>
            </DataList.Item>
          ) : (
            <DataList.Item>
              <DataList.Label minWidth="140px">{t('surveyPicker.results')}</DataList.Label>
              <DataList.Value>{t('surveyPicker.resultsAfter', { day: fullDay(survey.end_date) })}</DataList.Value>
            </DataList.Item>
          )}
        </DataList.Root>
      </Grid>
    </Card>
  );
}
