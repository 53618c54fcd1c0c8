import { useEffect, useRef } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { FailureCallout } from '../../../components/failure-callout';
import { failureSummary } from '../../../lib/error-messages';
import { useAnswerActor } from './answer-actor';
import { useAnswerHome } from './answer-home';
import { NextSheetActions } from './answer-next';
import { LoadingCard } from '../../../components/loading-card';

export function AnswerLoading() {
  return <LoadingCard text="Loading the survey…" className="answer-card" />;
}

export function AnswerLoadFailed() {
  const actor = useAnswerActor();
  const error = useSelector(actor, (s) => s.context.loadError);
  const home = useAnswerHome();
  // 410: the survey closed under an outside rater's link; the server's words say so.
  const missing = error?.status === 404 || error?.status === 410;
  const lines = missing
    ? [error?.status === 410 && error.detail ? error.detail : home.notFound]
    : ['The survey could not be loaded.', ...(error ? failureSummary(error) : [])];
  return (
    <FailureCallout
      lines={lines}
      action={
        missing ? (
          <Button size="1" variant="soft" asChild>
            <Link to={home.list.to}>{home.list.label}</Link>
          </Button>
        ) : (
          <Button size="1" onClick={() => actor.send({ type: 'retry' })}>
            Retry
          </Button>
        )
      }
    />
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
    <FailureCallout
      lines={lines}
      onDismiss={() => actor.send({ type: 'clearErrors' })}
      action={
        <Button size="1" onClick={() => actor.send({ type: 'retry' })}>
          Try again
        </Button>
      }
    />
  );
}

export function AnswerSubmitted() {
  const actor = useAnswerActor();
  const ratee = useSelector(actor, (s) => s.context.sheet!.assignment.ratee.name);
  const self = useSelector(actor, (s) => s.context.sheet!.assignment.relationship === 'self');
  const assignment = useSelector(actor, (s) => s.context.assignment);
  const heading = useRef<HTMLHeadingElement>(null);
  const home = useAnswerHome();
  useEffect(() => heading.current?.focus(), []);
  if (home.preview) {
    return (
      <Card size="3" className="answer-card">
        <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
          <Heading as="h2" size="5" tabIndex={-1} ref={heading}>
            End of the preview
          </Heading>
          <Text color="gray" size="2">
            A rater would now see their answers submitted. Nothing was saved or sent: this was a preview.
          </Text>
          <Button asChild mt="2">
            <Link to={home.list.to}>{home.list.label}</Link>
          </Button>
        </Flex>
      </Card>
    );
  }
  return (
    <Card size="3" className="answer-card">
      <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
        <Text color="green" asChild>
          <CheckCircledIcon width="32" height="32" aria-hidden="true" />
        </Text>
        <Heading as="h2" size="5" tabIndex={-1} ref={heading}>
          Thank you
        </Heading>
        <Text color="gray" size="2">
          {self ? 'Your answers about yourself are submitted.' : `Your answers about ${ratee} are submitted.`}
        </Text>
        {home.next ? (
          <NextSheetActions assignment={assignment} next={home.next} home={home} />
        ) : (
          <Flex gap="3" mt="2" wrap="wrap" justify="center">
            {home.submitted && (
              <Button asChild>
                <Link to={home.submitted.to}>{home.submitted.label}</Link>
              </Button>
            )}
            <Button variant={home.submitted ? 'soft' : 'solid'} asChild>
              <Link to={home.list.to}>Back to {home.list.label.toLowerCase()}</Link>
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
