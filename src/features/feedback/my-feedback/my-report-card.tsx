import { useId } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ArrowRightIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import type { MyReport } from '../../../../schemas/feedback';
import { myReportPath } from './my-feedback-paths';
import { fullDay } from '../../../lib/english-format';

/** One released report: the survey, when it was released, and the way in. */
export function MyReportCard({ report: { survey, released_at } }: { report: MyReport }) {
  const headingId = useId();
  return (
    <Card size="2" asChild>
      <section aria-labelledby={headingId}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Heading as="h3" size="4" id={headingId}>
              {survey.title}
            </Heading>
            <Text size="2" color="gray">
              Released {fullDay(released_at)} · survey closed {fullDay(survey.closed_on)}
            </Text>
          </Flex>
          <Button asChild>
            <Link to={myReportPath(survey.id)} aria-label={`Open report: ${survey.title}`}>
              Open report <ArrowRightIcon />
            </Link>
          </Button>
        </Flex>
      </section>
    </Card>
  );
}
