import { Button, Callout, Flex } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import { FailureCallout } from '../../../components/failure-callout';
import { useToast } from '../../../components/toast/index';
import { failureSummary } from '../../../lib/error-messages';
import { useOnEnter } from '../../../lib/use-on-enter';
import { useRequest } from '../../../lib/use-request';
import { liveVerificationLinkFlow } from './auth-flows';
import type { ResendLinkProps } from './resend-link-form';

/** Sign-in refused until the address is confirmed: say so, and offer a new link in one click. */
export function UnverifiedNotice({ email, flow = liveVerificationLinkFlow, snapshot }: ResendLinkProps & { email?: string }) {
  const { busy, error, status, submit, clearErrors } = useRequest(flow, snapshot);
  const toast = useToast();
  useOnEnter(status, 'success', () => toast({ title: 'A new link is on its way', description: email && `Check the inbox of ${email}.` }));
  return (
    <Flex direction="column" gap="3" mb="5">
      <Callout.Root color="amber" role="alert">
        <Callout.Icon>
          <EnvelopeClosedIcon />
        </Callout.Icon>
        <Callout.Text weight="medium">Confirm your email address first.</Callout.Text>
        <Callout.Text>
          {status === 'success'
            ? `We sent a new confirmation link to ${email}. Open it, then sign in.`
            : 'We sent you a link when you registered. Open it to activate your account, or ask for a new one.'}
        </Callout.Text>
        <Flex mt="1">
          {email ? (
            <Button size="2" variant="soft" color="amber" loading={busy} onClick={() => submit({ email })}>
              {status === 'success' ? 'Send another link' : 'Send a new link'}
            </Button>
          ) : (
            <Button size="2" variant="soft" color="amber" asChild>
              <Link to="/verify-email">Send a new link</Link>
            </Button>
          )}
        </Flex>
      </Callout.Root>
      {error && <FailureCallout lines={failureSummary(error)} onDismiss={clearErrors} />}
    </Flex>
  );
}
