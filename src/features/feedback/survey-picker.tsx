import { Badge, Card, DataList, Flex, Grid, Progress, Select, Text } from '@radix-ui/themes';
import type { FeedbackSurvey } from '../../../schemas/feedback';
import { dateRange, SURVEY_STATUS } from './survey-status';
import { count, fullDay, plural } from '../../lib/english-format';

interface SurveyPickerProps {
  surveys: readonly FeedbackSurvey[];
  surveyId: number;
  onPick(surveyId: number): void;
  disabled: boolean;
}

/** Which survey's reports to show (newest first), how far its answers are, and its releases (or when its results come). */
export function SurveyPicker({ surveys, surveyId, onPick, disabled }: SurveyPickerProps) {
  const survey = surveys.find((s) => s.id === surveyId)!;
  const status = SURVEY_STATUS[survey.status];
  const { submitted, assigned } = survey.responses;
  return (
    <Card size="2" mb="5">
      <Grid columns={{ initial: '1', md: '2fr 3fr' }} gap="5" align="start">
        <Flex direction="column" gap="2">
          <Text as="label" size="2" weight="medium" id="feedback-survey-label">
            Survey
          </Text>
          <Select.Root value={String(surveyId)} onValueChange={(v) => onPick(Number(v))} disabled={disabled}>
            <Select.Trigger aria-labelledby="feedback-survey-label" style={{ width: '100%' }} />
            <Select.Content position="popper">
              {surveys.map((s) => (
                <Select.Item key={s.id} value={String(s.id)}>
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
            <DataList.Label minWidth="140px">Status</DataList.Label>
            <DataList.Value>
              <Badge variant="soft" color={status.color}>
                {status.label}
              </Badge>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="140px">Responses</DataList.Label>
            <DataList.Value>
              <Flex align="center" gap="3" width="100%">
                <Progress
                  value={submitted}
                  max={Math.max(assigned, 1)}
                  aria-label="Responses submitted"
                  style={{ maxWidth: 160 }}
                  getValueLabel={() => `${submitted} of ${assigned}`}
                />
                <Text size="2">
                  {count(submitted)} of {count(assigned)} submitted
                </Text>
              </Flex>
            </DataList.Value>
          </DataList.Item>
          {survey.results_available ? (
            <DataList.Item>
              <DataList.Label minWidth="140px">Reports released</DataList.Label>
              <DataList.Value>
                {count(survey.released)} of {plural(survey.ratees, 'ratee')}
              </DataList.Value>
            </DataList.Item>
          ) : (
            <DataList.Item>
              <DataList.Label minWidth="140px">Results</DataList.Label>
              <DataList.Value>After the survey closes on {fullDay(survey.end_date)}</DataList.Value>
            </DataList.Item>
          )}
        </DataList.Root>
      </Grid>
    </Card>
  );
}
