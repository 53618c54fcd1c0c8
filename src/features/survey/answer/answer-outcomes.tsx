import { useEffect, useRef } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('survey');
  return <LoadingCard text={t('answer.loading')} className="answer-card" />;
}

export function AnswerLoadFailed() {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const error = useSelector(actor, (s) => s.context.loadError);
  const home = useAnswerHome();
  // 410: the survey closed under an outside rater's link; the server's words say so.
  const missing = error?.status === 404 || error?.status === 410;
  const gone = missing ? { line: error?.status === 410 && error.detail ? error.detail : home.notFound, ...home.list } : null;
  return <LoadFailedCallout line={t('answer.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} gone={gone} />;
}

/** A submit that failed: every answer is still here; offline, it goes again once back online. */
export function SubmitFailure() {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const error = useSelector(actor, (s) => (s.matches('submitFailed') ? s.context.submitError : null));
  const offline = useSelector(actor, (s) => !s.context.online);
  if (!error) return null;
  const lines = [t('answer.submitFailed.kept'), ...(offline ? [t('answer.submitFailed.offline')] : failureSummary(error))];
  return <TryAgainCallout lines={lines} onRetry={() => actor.send({ type: 'retry' })} onDismiss={() => actor.send({ type: 'clearErrors' })} />;
}

export function AnswerSubmitted() {
  const { t } = useTranslation('survey');
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
        title={t('answer.submitted.previewTitle')}
        headingRef={heading}
        actions={
          <Button asChild mt="2">
            <Link to={home.list.to}>{home.list.label}</Link>
          </Button>
        }
      >
        {t('answer.submitted.previewText')}
      </DoneCard>
    );
  }
  return (
    <DoneCard
      className="answer-card"
      title={t('answer.submitted.title')}
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
              <Link to={home.list.to}>{home.list.back}</Link>
            </Button>
          </Flex>
        )
      }
    >
      {self ? t('answer.submitted.self') : <Trans t={t} i18nKey="answer.submitted.other" values={{ name: ratee }} components={{ bdi: <bdi /> }} />}
    </DoneCard>
  );
}
