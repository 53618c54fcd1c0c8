import type { ReactNode } from 'react';
import { Box, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ExitIcon } from '@radix-ui/react-icons';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser, useSignOut } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form';
import { PendingEmailNotice } from './pending-email-notice';
import { ProfileForm, type ProfileFormProps } from './profile-form';

interface AccountPageProps {
  profile?: Omit<ProfileFormProps, 'user'>;
  password?: ChangePasswordFormProps;
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <Box mb="4">
        <Heading as="h2" size="4">{title}</Heading>
        <Text as="p" size="2" color="gray">{description}</Text>
      </Box>
      {children}
    </Card>
  );
}

/** Your own profile, your password, and signing out. */
export function AccountPage({ profile, password }: AccountPageProps) {
  useDocumentTitle('Account');
  const user = useCurrentUser();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Account" description={`Signed in as ${user.email}`} />
      <PendingEmailNotice email={user.email} pending={user.pending_email} />
      <Grid columns={{ initial: '1', lg: '2' }} gap="5" align="start">
        <Section title="Profile" description="How your name appears to your colleagues.">
          <ProfileForm user={user} {...profile} />
        </Section>
        <Flex direction="column" gap="5">
          <Section title="Password" description="You stay signed in here; other devices are signed out.">
            <ChangePasswordForm {...password} />
          </Section>
          <Section title="Sign out" description="End your session on this device.">
            <Button variant="soft" color="red" size="3" onClick={signOut}><ExitIcon /> Sign out</Button>
          </Section>
        </Flex>
      </Grid>
    </>
  );
}
