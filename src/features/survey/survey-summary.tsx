import { Callout, Card, DataList, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { InfoCircledIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Survey } from '../../../schemas/survey';
import { ownerName, resultsNote } from './survey-format';
import { ProgressBar } from './survey-progress';
import { closedSummary, ratingsToCome } from '../../lib/progress-wording';
import { dateRange, fullDay } from '../../i18n/format';

/** When the results are there (results come from closed surveys only), or that they were opened: closed for good. */
function ResultsNote({ survey }: { survey: Survey }) {
  const { t } = useTranslation('survey');
  const note = resultsNote(survey);
  return (
    <Callout.Root size="1" color={note.color} role="note" aria-label={t('results.label')}>
      <Callout.Icon>{survey.results_opened_at ? <LockClosedIcon /> : <InfoCircledIcon />}</Callout.Icon>
      <Callout.Text weight="medium">{note.title}</Callout.Text>
      <Callout.Text size="1">{note.body}</Callout.Text>
    </Callout.Root>
  );
}

/** What the survey is, how far the answers are, and when the results are there. */
export function SurveySummary({ survey }: { survey: Survey }) {
  const { t } = useTranslation('survey');
  const { progress } = survey;
  const missing = progress.assigned - progress.submitted;
  return (
    <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="4" mb="5">
      <Card size="2">
        {survey.description && (
          <Text as="p" size="2" mb="3" dir="auto">
            {survey.description}
          </Text>
        )}
        <DataList.Root size="2">
          <DataList.Item>
            <DataList.Label minWidth="160px">{t('summary.dates')}</DataList.Label>
            <DataList.Value>
              {dateRange(survey.start_date, survey.end_date)}
              {survey.closed_at && t('summary.closedOn', { day: fullDay(survey.closed_at) })}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">{t('summary.audience')}</DataList.Label>
            <DataList.Value>{t(`summary.audiences.${survey.audience}`)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">{t('summary.threshold')}</DataList.Label>
            <DataList.Value>
              {t('summary.thresholdText', { count: survey.anonymity_threshold })}
              {survey.locked && t('summary.thresholdLocked')}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">{t('summary.competencies')}</DataList.Label>
            <DataList.Value>
              {t('summary.competencyCount', { count: survey.competencies.length })}
              {survey.locked && t('summary.competenciesLocked')}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">{t('surveys.columns.owner')}</DataList.Label>
            <DataList.Value>
              <span dir="auto">{ownerName(survey)}</span>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
      <Card size="2">
        <Heading as="h2" size="3" mb="1">
          {t('summary.progress')}
        </Heading>
        {/* Once closed nothing is awaited: the sentence says when it closed and what was never given. */}
        <Text as="p" size="2" mb="3" weight="medium" data-testid="survey-progress-line">
          {survey.status === 'closed' ? closedSummary(survey, missing) : ratingsToCome(missing, progress.assigned)}
        </Text>
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              {t('surveys.columns.responses')}
            </Text>
            <ProgressBar done={progress.submitted} of={progress.assigned} label={t('surveys.columns.responses')} />
          </Flex>
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              {t('summary.rateesDone')}
            </Text>
            <ProgressBar done={progress.ratees_complete} of={progress.ratees} label={t('summary.rateesDone')} />
          </Flex>
          <ResultsNote survey={survey} />
        </Flex>
      </Card>
    </Grid>
  );
}
