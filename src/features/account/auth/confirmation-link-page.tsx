import { useEffect } from 'react';
import { Flex, Separator, Text } from '@radix-ui/themes';
import { useParams } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { emailConfirmationMachine } from '../../../../machines/flows';
import { TextLink } from '../../../components/text-link';
import { useRequest } from '../../../lib/use-request';
import { liveEmailConfirmationFlow } from './auth-flows';
import { AuthLayout, AuthWorking } from './auth-layout';
import { LinkDone, LinkFailure } from './link-outcomes';
import { ResendLinkForm, type ResendLinkProps } from './resend-link-form';

interface ConfirmationLinkPageProps {
  flow?: typeof emailConfirmationMachine;
  snapshot?: SnapshotFrom<typeof emailConfirmationMachine>;
  resend?: ResendLinkProps;
}

/** The mailed confirmation link: confirm on arrival, then sign in; or ask for a new link. */
export function ConfirmationLinkPage({ flow = liveEmailConfirmationFlow, snapshot, resend }: ConfirmationLinkPageProps) {
  const { token = '' } = useParams();
  const { status, error, output, submit, retry } = useRequest(flow, snapshot);

  useEffect(() => {
    if (status === 'idle') submit(token);
  }, [status, submit, token]);

  if (status === 'success' && output?.already_confirmed) {
    return (
      <LinkDone page="Already confirmed" title="Your address is already confirmed">
        This link has been used before. Sign in with your email address and password.
      </LinkDone>
    );
  }
  if (status === 'success') {
    return (
      <LinkDone page="Email confirmed" title="Your email address is confirmed">
        Your account is active. Sign in to set up your company.
      </LinkDone>
    );
  }
  if (status === 'failure' && error) {
    return (
      <AuthLayout title="We could not confirm your email" footer={<TextLink to="/authentication/login">Back to sign in</TextLink>}>
        <Flex direction="column" gap="4">
          <LinkFailure failure={error} retry={retry} />
          <Separator size="4" />
          <Text size="2" color="gray">
            Enter your email address and we will send you a new confirmation link.
          </Text>
          <ResendLinkForm {...resend} />
        </Flex>
      </AuthLayout>
    );
  }
  return <AuthWorking title="Confirming your email" doing="Confirming your email address…" />;
}
