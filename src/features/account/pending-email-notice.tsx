import { Box, Callout } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';

interface PendingEmailNoticeProps {
  email: string;
  pending: string | null | undefined;
}

/** A new sign-in address waiting for its link: say which, and that the current one still signs in. */
export function PendingEmailNotice({ email, pending }: PendingEmailNoticeProps) {
  if (!pending) return null;
  return (
    <Box mb="5">
      <Callout.Root color="amber" role="status">
        <Callout.Icon>
          <EnvelopeClosedIcon />
        </Callout.Icon>
        <Callout.Text weight="medium">Your sign-in address is being changed to {pending}.</Callout.Text>
        <Callout.Text>
          It changes when the link we mailed to {pending} is opened (within 24 hours); opening it signs you out everywhere. Until then, sign in with {email}. If
          you did not ask for this change, tell your admin.
        </Callout.Text>
      </Callout.Root>
    </Box>
  );
}
