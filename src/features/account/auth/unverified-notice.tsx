import { Button, Callout, Flex } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('account');
  const { busy, error, status, submit, clearErrors } = useRequest(flow, snapshot);
  const toast = useToast();
  useOnEnter(status, 'success', () => toast({ title: t('newLink.onItsWay'), description: email && t('newLink.checkInbox', { email }) }));
  return (
    <Flex direction="column" gap="3" mb="5">
      <Callout.Root color="amber" role="alert">
        <Callout.Icon>
          <EnvelopeClosedIcon />
        </Callout.Icon>
        <Callout.Text weight="medium">{t('unverified.title')}</Callout.Text>
        <Callout.Text>{status === 'success' ? t('unverified.sent', { email }) : t('unverified.askNew')}</Callout.Text>
        <Flex mt="1">
          {email ? (
            <Button size="2" variant="soft" color="amber" loading={busy} onClick={() => submit({ email })}>
              {status === 'success' ? t('newLink.sendAnother') : t('newLink.send')}
            </Button>
          ) : (
            <Button size="2" variant="soft" color="amber" asChild>
              <Link to="/verify-email">{t('newLink.send')}</Link>
            </Button>
          )}
        </Flex>
      </Callout.Root>
      {error && <FailureCallout lines={failureSummary(error)} onDismiss={clearErrors} />}
    </Flex>
  );
}
