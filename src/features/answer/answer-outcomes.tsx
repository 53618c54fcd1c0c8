import { useEffect, useRef } from 'react';
import { Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { useAnswerActor } from './answer-actor';
import { SUBMITTED_LIST_PATH, SURVEY_LIST_PATH } from './answer-paths';

export function AnswerLoading() {
  return (
    <Card size="3" className="answer-card">
      <Flex align="center" justify="center" gap="2" py="8" role="status"><Spinner /><Text color="gray" size="2">Loading the survey…</Text></Flex>
    </Card>
  );
}

export function AnswerLoadFailed() {
  const actor = useAnswerActor();
  const error = useSelector(actor, (s) => s.context.loadError);
  const missing = error?.status === 404;
  const lines = missing
    ? ['This survey is not one of yours to answer, or it no longer exists.']
    : ['The survey could not be loaded.', ...(error ? failureSummary(error) : [])];
  return (
    <FailureCallout lines={lines} action={missing
      ? <Button size="1" variant="soft" asChild><Link to={SURVEY_LIST_PATH}>Your surveys</Link></Button>
      : <Button size="1" onClick={() => actor.send({ type: 'retry' })}>Retry</Button>} />
  );
}

/** A submit that failed: every answer is still here; offline, it goes again once back online. */
export function SubmitFailure() {
  const actor = useAnswerActor();
  const error = useSelector(actor, (s) => (s.matches('submitFailed') ? s.context.submitError : null));
  const offline = useSelector(actor, (s) => !s.context.online);
  if (!error) return null;
  const lines = [
    'Your answers were not submitted; every answer is kept.',
    ...(offline ? ['You are offline: they are sent as soon as you are back online.'] : failureSummary(error)),
  ];
  return (
    <FailureCallout lines={lines} onDismiss={() => actor.send({ type: 'clearErrors' })}
      action={<Button size="1" onClick={() => actor.send({ type: 'retry' })}>Try again</Button>} />
  );
}

export function AnswerSubmitted() {
  const actor = useAnswerActor();
  const ratee = useSelector(actor, (s) => s.context.sheet!.assignment.ratee.name);
  const self = useSelector(actor, (s) => s.context.sheet!.assignment.relationship === 'self');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card size="3" className="answer-card">
      <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
        <Text color="green" asChild><CheckCircledIcon width="32" height="32" aria-hidden="true" /></Text>
        <Heading as="h2" size="5" tabIndex={-1} ref={heading}>Thank you</Heading>
        <Text color="gray" size="2">{self ? 'Your answers about yourself are submitted.' : `Your answers about ${ratee} are submitted.`}</Text>
        <Flex gap="3" mt="2" wrap="wrap" justify="center">
          <Button asChild><Link to={SUBMITTED_LIST_PATH}>See your submitted surveys</Link></Button>
          <Button variant="soft" asChild><Link to={SURVEY_LIST_PATH}>Back to your survey list</Link></Button>
        </Flex>
      </Flex>
    </Card>
  );
}
