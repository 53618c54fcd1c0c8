import { Callout, Flex, Heading } from '@radix-ui/themes';
import { ClockIcon } from '@radix-ui/react-icons';
import type { FeedbackSurvey } from '../../../schemas/feedback';
import { fullDay } from '../../lib/english-format';

/** An open (or scheduled) survey's Reports tab: no result exists yet, only how far the answers are. */
export function ResultsPendingNote({ survey }: { survey: Pick<FeedbackSurvey, 'end_date'> }) {
  return (
    <Callout.Root color="blue" variant="surface" mb="4">
      <Callout.Icon>
        <ClockIcon />
      </Callout.Icon>
      <Flex direction="column" gap="1" style={{ gridColumn: 2 }}>
        <Heading as="h2" size="3">
          Results after the survey closes on {fullDay(survey.end_date)}
        </Heading>
        <Callout.Text>
          Until then nobody sees a score, a comment or a report, HR included, so that no answer can be traced while raters are still answering. Below is how far
          each ratee’s raters are.
        </Callout.Text>
      </Flex>
    </Callout.Root>
  );
}
