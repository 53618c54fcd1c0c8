import { useEffect } from 'react';
import { Button, Flex, Strong, Text } from '@radix-ui/themes';
import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { useParams } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { emailConsentAnswerMachine, emailConsentProposalMachine } from '../../../../machines/email-consent.machine';
import { TextLink } from '../../../components/text-link';
import { useRequest } from '../../../lib/use-request';
import { liveEmailConsentAnswerFlow, liveEmailConsentProposalFlow } from './auth-flows';
import { AuthLayout, AuthWorking } from './auth-layout';
import { LinkDone, LinkFailure } from './link-outcomes';

interface EmailConsentPageProps {
  proposalFlow?: typeof emailConsentProposalMachine;
  answerFlow?: typeof emailConsentAnswerMachine;
  proposalSnapshot?: SnapshotFrom<typeof emailConsentProposalMachine>;
  answerSnapshot?: SnapshotFrom<typeof emailConsentAnswerMachine>;
}

const back = <TextLink to="/authentication/login">Back to sign in</TextLink>;

/**
 * The link mailed to the CURRENT sign-in address when someone else asked to change it: the
 * owner sees what was proposed and agrees or refuses. Nothing is spent until they choose.
 */
export function EmailConsentPage({
  proposalFlow = liveEmailConsentProposalFlow,
  answerFlow = liveEmailConsentAnswerFlow,
  proposalSnapshot,
  answerSnapshot,
}: EmailConsentPageProps) {
  const { token = '' } = useParams();
  const proposal = useRequest(proposalFlow, proposalSnapshot);
  const answer = useRequest(answerFlow, answerSnapshot);
  const { status: loading, submit: load } = proposal;
  useEffect(() => {
    if (loading === 'idle') load(token);
  }, [loading, load, token]);

  if (answer.status === 'success') {
    const agreed = answer.input?.agree ?? false;
    return (
      <LinkDone
        page={agreed ? 'Change agreed' : 'Change refused'}
        icon={agreed ? <CheckCircledIcon width="40" height="40" aria-hidden="true" /> : <CrossCircledIcon width="40" height="40" aria-hidden="true" />}
        tone={agreed ? 'green' : 'indigo'}
        title={agreed ? 'Now open the link at the new address' : 'Your sign-in address stays as it is'}
      >
        {answer.output?.detail}
      </LinkDone>
    );
  }
  const failure = proposal.error ?? answer.error;
  if (proposal.status === 'failure' || (answer.status === 'failure' && failure)) {
    const retry = proposal.status === 'failure' ? proposal.retry : answer.retry;
    return (
      <AuthLayout title="We could not use this link" footer={back}>
        <LinkFailure failure={failure} retry={retry} />
      </AuthLayout>
    );
  }
  const asked = proposal.output;
  if (!asked) {
    return <AuthWorking title="Change of sign-in address" doing="Looking up the request…" />;
  }
  const choose = (agree: boolean) => answer.submit({ token, agree });
  return (
    <AuthLayout title="Do you agree to change your sign-in address?" footer={back}>
      <Flex direction="column" gap="4">
        <Text as="p" size="2">
          {asked.first_name ? `${asked.first_name}, someone` : 'Someone'} at your company asked to change the address you sign in with from{' '}
          <Strong>{asked.email}</Strong> to <Strong>{asked.new_email}</Strong>.
        </Text>
        <Text as="p" size="2" color="gray">
          If you agree, we mail a link to {asked.new_email}; the change takes effect only when it is opened there. If this is not what you want, refuse: nothing
          changes, and tell your company admin.
        </Text>
        <Flex gap="3" justify="end">
          <Button size="3" variant="soft" color="gray" loading={answer.busy} disabled={answer.busy} onClick={() => choose(false)}>
            Refuse
          </Button>
          <Button size="3" loading={answer.busy} disabled={answer.busy} onClick={() => choose(true)}>
            Agree
          </Button>
        </Flex>
      </Flex>
    </AuthLayout>
  );
}
