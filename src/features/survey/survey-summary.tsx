import { Callout, Card, DataList, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { InfoCircledIcon, LockClosedIcon } from '@radix-ui/react-icons';
import type { Survey } from '../../../schemas/survey';
import { ownerName, resultsNote } from './survey-format';
import { ProgressBar } from './survey-progress';
import { closedSummary, ratingsToCome } from '../../lib/progress-wording';
import { dateRange, fullDay, plural } from '../../lib/english-format';

const AUDIENCE = {
  Individual: 'Individual: ratees picked one by one',
  'Position/Group': 'Position/Group: everyone matching a designation, department or group',
} as const;

/** When the results are there (results come from closed surveys only), or that they were opened: closed for good. */
function ResultsNote({ survey }: { survey: Survey }) {
  const note = resultsNote(survey);
  return (
    <Callout.Root size="1" color={note.color} role="note" aria-label="Results">
      <Callout.Icon>{survey.results_opened_at ? <LockClosedIcon /> : <InfoCircledIcon />}</Callout.Icon>
      <Callout.Text weight="medium">{note.title}</Callout.Text>
      <Callout.Text size="1">{note.body}</Callout.Text>
    </Callout.Root>
  );
}

/** What the survey is, how far the answers are, and when the results are there. */
export function SurveySummary({ survey }: { survey: Survey }) {
  const { progress } = survey;
  const missing = progress.assigned - progress.submitted;
  return (
    <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="4" mb="5">
      <Card size="2">
        {survey.description && (
          <Text as="p" size="2" mb="3">
            {survey.description}
          </Text>
        )}
        <DataList.Root size="2">
          <DataList.Item>
            <DataList.Label minWidth="160px">Dates</DataList.Label>
            <DataList.Value>
              {dateRange(survey.start_date, survey.end_date)}
              {survey.closed_at && ` · closed on ${fullDay(survey.closed_at)}`}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">Audience</DataList.Label>
            <DataList.Value>{AUDIENCE[survey.audience]}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">Anonymity threshold</DataList.Label>
            <DataList.Value>
              Peers, direct reports and others show as a group of at least {plural(survey.anonymity_threshold, 'rater')}
              {survey.locked && ' · fixed now that answers are in'}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">Competencies</DataList.Label>
            <DataList.Value>
              {plural(survey.competencies.length, 'competency', 'competencies')}
              {survey.locked && ' · locked: answers are in, so competencies, weights and levels stay as they are'}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">Owner</DataList.Label>
            <DataList.Value>{ownerName(survey)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
      <Card size="2">
        <Heading as="h2" size="3" mb="1">
          Overall progress
        </Heading>
        {/* Once closed nothing is awaited: the sentence says when it closed and what was never given. */}
        <Text as="p" size="2" mb="3" weight="medium" data-testid="survey-progress-line">
          {survey.status === 'closed' ? closedSummary(survey, missing) : ratingsToCome(missing, progress.assigned)}
        </Text>
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              Ratings submitted
            </Text>
            <ProgressBar done={progress.submitted} of={progress.assigned} label="Ratings submitted" />
          </Flex>
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              Ratees with every answer in
            </Text>
            <ProgressBar done={progress.ratees_complete} of={progress.ratees} label="Ratees with every answer in" />
          </Flex>
          <ResultsNote survey={survey} />
        </Flex>
      </Card>
    </Grid>
  );
}
