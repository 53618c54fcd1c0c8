import { Flex, Separator, Strong, Text } from '@radix-ui/themes';
import { EnvelopeOpenIcon } from '@radix-ui/react-icons';
import { useLocation } from 'react-router-dom';
import { TextLink } from '../../../components/text-link';
import { AuthLayout } from './auth-layout';
import { ResendLinkForm, type ResendLinkProps } from './resend-link-form';
import { ResultPanel } from './result-panel';

/** After registering: check the inbox; a new link is one form away. */
export function VerifyEmailPage(props: ResendLinkProps) {
  const location = useLocation();
  const state = location.state as { email?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : undefined;
  return (
    <AuthLayout title="Check your inbox" footer={<TextLink to="/authentication/login">Back to sign in</TextLink>}>
      <Flex direction="column" gap="5">
        <ResultPanel icon={<EnvelopeOpenIcon width="40" height="40" aria-hidden="true" />} title="Confirm your email address" tone="indigo">
          {email ? (
            <>
              We sent a confirmation link to <Strong>{email}</Strong>.
            </>
          ) : (
            'We sent you a confirmation link.'
          )}{' '}
          Open it to activate your account, then sign in. The link is valid for 24 hours.
        </ResultPanel>
        <Separator size="4" />
        <Flex direction="column" gap="3">
          <Text size="2" color="gray">
            Nothing arrived? Check your spam folder, or send a new link.
          </Text>
          <ResendLinkForm email={email} {...props} />
        </Flex>
      </Flex>
    </AuthLayout>
  );
}
