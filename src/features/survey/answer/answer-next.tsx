import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NextSheetView } from '../../../../machines/next-sheet.machine';
import { FailureCallout } from '../../../components/failure-callout';
import { failureSummary } from '../../../lib/error-messages';
import type { AnswerHome } from './answer-home';

type Next = NonNullable<AnswerHome['next']>;

/**
 * The thank-you's way on: "Rate <next person>" straight to the rater's next sheet (the survey due first first), or
 * "All done" when nobody else waits for their answers; the list (and submitted list) stay as the other ways.
 */
export function NextSheetActions({ assignment, next, home }: { assignment: number; next: Next; home: AnswerHome }) {
  const { t } = useTranslation('survey');
  const actor = useActorRef(next.machine, { input: { assignment } });
  const view = useSelector(actor, (s) => s.value as NextSheetView);
  const sheet = useSelector(actor, (s) => s.context.next);
  const error = useSelector(actor, (s) => s.context.error);
  const found = view === 'next' && sheet !== null;
  return (
    <Flex direction="column" align="center" gap="3" mt="2" width="100%">
      {view === 'finding' && (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text size="2" color="gray">
            {t('answer.next.finding')}
          </Text>
        </Flex>
      )}
      {view === 'allDone' && (
        <Text as="p" size="3" weight="medium" role="status">
          {t('answer.next.allDone')}
        </Text>
      )}
      {view === 'failed' && error && (
        <FailureCallout
          lines={[t('answer.next.failed'), ...failureSummary(error)]}
          onDismiss={() => actor.send({ type: 'clearErrors' })}
          action={
            <Button size="1" onClick={() => actor.send({ type: 'retry' })}>
              {t('answer.next.retry')}
            </Button>
          }
        />
      )}
      <Flex gap="3" wrap="wrap" justify="center">
        {found && (
          <Button asChild>
            <Link to={next.pathOf(sheet.assignment)}>{sheet.self ? t('answer.next.rateSelf') : t('answer.next.rate', { name: sheet.ratee })}</Link>
          </Button>
        )}
        {home.submitted && (
          <Button variant={found ? 'soft' : 'solid'} asChild>
            <Link to={home.submitted.to}>{home.submitted.label}</Link>
          </Button>
        )}
        <Button variant={found || home.submitted ? 'soft' : 'solid'} asChild>
          <Link to={home.list.to}>{home.list.back}</Link>
        </Button>
      </Flex>
    </Flex>
  );
}
