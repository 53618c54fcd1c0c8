import { useEffect } from 'react';
import { Badge, Callout, Code, Flex, Text } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { surveyMailFailuresMachine, type SurveyMailFailuresMachine } from '../../../machines/survey-mail-failures.machine';
import type { MailFailure } from '../../../schemas/mail-failures';
import { useRequest } from '../../lib/use-request';
import { surveyApi } from './survey-api';
import { dayAndTime } from './survey-format';

const liveMailFailures = surveyMailFailuresMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => surveyApi.mailFailures(input, { signal })),
  },
});

// Moments, unlike survey dates, carry their zone: shown in the reader's own time.
function FailureState({ mail }: { mail: MailFailure }) {
  const { t } = useTranslation('survey');
  if (mail.failed_at) {
    return (
      <Badge color="red" variant="soft">
        {t('mailFailures.gaveUp', { at: dayAndTime(mail.failed_at) })}
      </Badge>
    );
  }
  return (
    <Badge color="amber" variant="soft">
      {t('mailFailures.retrying', { at: mail.next_attempt_at ? dayAndTime(mail.next_attempt_at) : t('mailFailures.soon') })}
    </Badge>
  );
}

interface SurveyMailFailuresProps {
  surveyId: number;
  /** Reloads when this changes: the page's data after a refresh (a reminder sent, an end date moved). */
  reloadOn?: unknown;
  flow?: SurveyMailFailuresMachine;
  snapshot?: SnapshotFrom<SurveyMailFailuresMachine>;
}

/**
 * The survey's invitations and reminders the mail server refused. Shown only when there are
 * some: most surveys never have any, and a failed load is no reason to alarm anyone.
 */
export function SurveyMailFailures({ surveyId, reloadOn, flow = liveMailFailures, snapshot }: SurveyMailFailuresProps) {
  const { t } = useTranslation('survey');
  const { output, submit } = useRequest(flow, snapshot);
  useEffect(() => submit(surveyId), [submit, surveyId, reloadOn]);
  if (!output?.length) return null;
  const failed = output.some((m) => m.failed_at);
  const headline = failed ? t('mailFailures.notDelivered', { count: output.length }) : t('mailFailures.waiting', { count: output.length });
  return (
    <Callout.Root color={failed ? 'red' : 'amber'} size="1" mb="5" role="region" aria-label={t('mailFailures.label')}>
      <Callout.Icon>
        <EnvelopeClosedIcon />
      </Callout.Icon>
      <Flex direction="column" gap="3" style={{ gridColumn: 2, minWidth: 0 }}>
        <Flex direction="column" gap="1">
          <Callout.Text weight="medium">{headline}</Callout.Text>
          <Callout.Text size="1">{t('mailFailures.text')}</Callout.Text>
        </Flex>
        <Flex asChild direction="column" gap="3" m="0" p="0" style={{ listStyle: 'none' }}>
          <ul>
            {output.map((mail) => (
              <li key={mail.id}>
                <Flex direction="column" gap="1">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text size="2" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                      {mail.to}
                    </Text>
                    <FailureState mail={mail} />
                  </Flex>
                  <Text size="1" color="gray">
                    {t('mailFailures.attempts', { subject: mail.subject, count: mail.attempts })}
                  </Text>
                  {mail.error && (
                    <Code size="1" variant="ghost" color="gray" style={{ overflowWrap: 'anywhere' }}>
                      {mail.error}
                    </Code>
                  )}
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
