import { useEffect, useRef } from 'react';
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
import type { FindingKind } from '../../../../schemas/comment-check';
import { TryAgainCallout } from '../../../components/try-again-callout';
import { failureSummary } from '../../../lib/error-messages';
import { useAnswerActor } from './answer-actor';
import { findingText, warningsIntro } from './answer-labels';

/** One comment with something found: its competency, what was found, and the way back to it. */
function CommentWarning({ competency }: { competency: number }) {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const title = useSelector(actor, (s) => s.context.sheet!.competencies.find((c) => c.id === competency)?.title) ?? t('answer.warnings.aComment');
  const findings = useSelector(actor, (s) => s.context.warnings.find((w) => w.competency === competency)?.findings ?? []);
  return (
    <li>
      <Callout.Root color="amber" variant="surface" size="1">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Flex direction="column" gap="2" style={{ gridColumn: 2, minWidth: 0 }}>
          <Text as="p" size="2" weight="bold">
            <Trans t={t} i18nKey="answer.warnings.commentOn" values={{ title }} components={{ bdi: <bdi /> }} />
          </Text>
          <ul className="comment-findings">
            {findings.map((f) => (
              <li key={`${f.kind}:${f.text}`}>
                <Text size="2">{findingText(f)}</Text>
              </li>
            ))}
          </ul>
          <Flex>
            <Button
              size="1"
              variant="soft"
              aria-label={t('answer.warnings.editCommentOn', { title })}
              onClick={() => actor.send({ type: 'editComment', competency })}
            >
              {t('answer.warnings.editComment')}
            </Button>
          </Flex>
        </Flex>
      </Callout.Root>
    </li>
  );
}

/**
 * What the check before the submit found in the comments: a warning, never a refusal. The
 * rater opens a comment to change it, or submits as written.
 */
export function CommentWarnings() {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const competencies = useSelector(actor, (s) => s.context.warnings.map((w) => w.competency).join(','));
  // A string, so the selector's answer compares equal while the kinds found stay the same.
  const kinds = useSelector(actor, (s) => [...new Set(s.context.warnings.flatMap((w) => w.findings.map((f) => f.kind)))].sort().join(','));
  const { heading: title, lead } = warningsIntro(kinds.split(',') as FindingKind[]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card size={{ initial: '2', sm: '3' }} className="answer-card">
      <Flex direction="column" gap="4">
        <div>
          <Heading as="h2" size="5" ref={heading} tabIndex={-1} className="answer-step-heading">
            {title}
          </Heading>
          <Text as="p" size="2" color="gray">
            {lead}
          </Text>
        </div>
        <ul className="comment-warnings">
          {(competencies ? competencies.split(',') : []).map((id) => (
            <CommentWarning key={id} competency={Number(id)} />
          ))}
        </ul>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Button variant="soft" color="gray" onClick={() => actor.send({ type: 'back' })}>
            {t('answer.warnings.backToReview')}
          </Button>
          <Button onClick={() => actor.send({ type: 'submitAnyway' })}>{t('answer.warnings.submitAnyway')}</Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** The check itself failed: try it again, or submit without it (every answer is kept). */
export function CommentCheckFailure() {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const error = useSelector(actor, (s) => s.context.checkError);
  if (!error) return null;
  const lines = [t('answer.warnings.checkFailed'), ...failureSummary(error)];
  return (
    <TryAgainCallout lines={lines} onRetry={() => actor.send({ type: 'retry' })} onDismiss={() => actor.send({ type: 'clearErrors' })}>
      <Button size="1" variant="soft" onClick={() => actor.send({ type: 'submitAnyway' })}>
        {t('answer.warnings.submitWithoutCheck')}
      </Button>
    </TryAgainCallout>
  );
}
