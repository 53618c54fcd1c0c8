import { useEffect } from 'react';
import { Badge, Callout, Code, Flex, Text } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { surveyMailFailuresMachine, type SurveyMailFailuresMachine } from '../../../machines/survey-mail-failures.machine';
import type { MailFailure } from '../../../schemas/mail-failures';
import { useRequest } from '../../lib/use-request';
import { plural } from '../../lib/english-format';
import { surveyApi } from './survey-api';

const liveMailFailures = surveyMailFailuresMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => surveyApi.mailFailures(input, { signal })),
  },
});

// Moments, unlike survey dates, carry their zone: shown in the reader's own time.
const moment = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const at = (iso: string) => moment.format(new Date(iso));

function FailureState({ mail }: { mail: MailFailure }) {
  if (mail.failed_at) {
    return (
      <Badge color="red" variant="soft">
        Not delivered · gave up {at(mail.failed_at)}
      </Badge>
    );
  }
  return (
    <Badge color="amber" variant="soft">
      Retrying · next try {mail.next_attempt_at ? at(mail.next_attempt_at) : 'soon'}
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
  const { output, submit } = useRequest(flow, snapshot);
  useEffect(() => submit(surveyId), [submit, surveyId, reloadOn]);
  if (!output?.length) return null;
  const failed = output.some((m) => m.failed_at);
  const mails = plural(output.length, 'mail');
  const headline = failed
    ? `${mails} of this survey ${output.length === 1 ? 'has' : 'have'} not been delivered`
    : `${mails} of this survey ${output.length === 1 ? 'is' : 'are'} waiting to be delivered`;
  return (
    <Callout.Root color={failed ? 'red' : 'amber'} size="1" mb="5" role="region" aria-label="Mails not delivered">
      <Callout.Icon>
        <EnvelopeClosedIcon />
      </Callout.Icon>
      <Flex direction="column" gap="3" style={{ gridColumn: 2, minWidth: 0 }}>
        <Flex direction="column" gap="1">
          <Callout.Text weight="medium">{headline}</Callout.Text>
          <Callout.Text size="1">
            The mail server refused these invitations or reminders. Retrying ones are sent again automatically. For one not delivered, check the person’s
            address in Workforce, then use Send reminder.
          </Callout.Text>
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
                    {mail.subject} · {plural(mail.attempts, 'attempt')}
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
