import { useEffect, useRef } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { DoneCard } from '../../../components/done-card';
import { LoadFailedCallout } from '../../../components/load-failed-callout';
import { TryAgainCallout } from '../../../components/try-again-callout';
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
  const gone = missing ? { line: error?.status === 410 && error.detail ? error.detail : home.notFound, ...home.list } : null;
  return <LoadFailedCallout line="The survey could not be loaded." error={error} onRetry={() => actor.send({ type: 'retry' })} gone={gone} />;
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
  return <TryAgainCallout lines={lines} onRetry={() => actor.send({ type: 'retry' })} onDismiss={() => actor.send({ type: 'clearErrors' })} />;
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
      <DoneCard
        className="answer-card"
        check={false}
        title="End of the preview"
        headingRef={heading}
        actions={
          <Button asChild mt="2">
            <Link to={home.list.to}>{home.list.label}</Link>
          </Button>
        }
      >
        A rater would now see their answers submitted. Nothing was saved or sent: this was a preview.
      </DoneCard>
    );
  }
  return (
    <DoneCard
      className="answer-card"
      title="Thank you"
      headingRef={heading}
      actions={
        home.next ? (
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
        )
      }
    >
      {self ? 'Your answers about yourself are submitted.' : `Your answers about ${ratee} are submitted.`}
    </DoneCard>
  );
}
