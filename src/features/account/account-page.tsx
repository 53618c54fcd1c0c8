import type { ReactNode } from 'react';
import { Box, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ExitIcon } from '@radix-ui/react-icons';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser, useSessionActor, useSignOut } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form';
import { PendingEmailNotice } from './pending-email-notice';
import { ProfileForm, type ProfileFormProps } from './profile-form';
import { CompanyLanguageCard, type CompanyLanguageCardProps } from './company-language-card';
import { CompanySecuritySetting, type CompanySecuritySettingProps } from './company-security-setting';
import { SignedInSessions, type SignedInSessionsProps } from './signed-in-sessions';
import { TwoFactorCard, type TwoFactorCardProps } from './two-factor-card';

interface AccountPageProps {
  profile?: Omit<ProfileFormProps, 'user'>;
  password?: ChangePasswordFormProps;
  sessions?: SignedInSessionsProps;
  twoFactor?: TwoFactorCardProps;
  companySecurity?: CompanySecuritySettingProps;
  companyLanguage?: CompanyLanguageCardProps;
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <Box mb="4">
        <Heading as="h2" size="4">
          {title}
        </Heading>
        <Text as="p" size="2" color="gray">
          {description}
        </Text>
      </Box>
      {children}
    </Card>
  );
}

/** Your own profile, your password, and signing out. */
export function AccountPage({ profile, password, sessions, twoFactor, companySecurity, companyLanguage }: AccountPageProps) {
  useDocumentTitle('Account');
  const user = useCurrentUser();
  const signOut = useSignOut();
  const session = useSessionActor();
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
            <Button variant="soft" color="red" size="3" onClick={signOut}>
              <ExitIcon /> Sign out
            </Button>
          </Section>
        </Flex>
      </Grid>
      <Grid mt="5" columns={{ initial: '1', lg: '2' }} gap="5" align="start">
        <Section title="Two-factor sign-in" description="A code from an app on your phone, after your password.">
          <TwoFactorCard onChange={() => session.send({ type: 'refresh' })} {...twoFactor} />
        </Section>
        {user.role === 'admin' && (
          <Section title={`Sign-in rules for ${user.company?.name ?? 'your company'}`} description="Applies to everyone in your company.">
            <CompanySecuritySetting {...companySecurity} />
          </Section>
        )}
      </Grid>
      {user.role === 'admin' && (
        <Box mt="5">
          <CompanyLanguageCard {...companyLanguage} />
        </Box>
      )}
      <Box mt="5">
        <Section title="Where you are signed in" description="Sign out a browser you no longer use or do not recognise.">
          <SignedInSessions {...sessions} />
        </Section>
      </Box>
    </>
  );
}
