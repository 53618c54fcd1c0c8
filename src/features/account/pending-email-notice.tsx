import { Box, Callout } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

interface PendingEmailNoticeProps {
  email: string;
  pending: string | null | undefined;
}

/** A new sign-in address waiting for its link: say which, and that the current one still signs in. */
export function PendingEmailNotice({ email, pending }: PendingEmailNoticeProps) {
  const { t } = useTranslation('account');
  if (!pending) return null;
  return (
    <Box mb="5">
      <Callout.Root color="amber" role="status">
        <Callout.Icon>
          <EnvelopeClosedIcon />
        </Callout.Icon>
        <Callout.Text weight="medium">{t('pendingEmail.title', { pending })}</Callout.Text>
        <Callout.Text>{t('pendingEmail.body', { pending, email })}</Callout.Text>
      </Callout.Root>
    </Box>
  );
}
