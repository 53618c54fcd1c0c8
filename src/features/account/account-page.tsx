import type { ReactNode } from 'react';
import { Box, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ExitIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser, useSessionActor, useSignOut } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form';
import { PendingEmailNotice } from './pending-email-notice';
import { ProfileForm, type ProfileFormProps } from './profile-form';
import { AnswerRetentionCard, type AnswerRetentionCardProps } from './answer-retention-card';
import { CompanyLanguageCard, type CompanyLanguageCardProps } from './company-language-card';
import { DeleteCompanyCard, type DeleteCompanyCardProps } from './delete-company-card';
import { CompanySecuritySetting, type CompanySecuritySettingProps } from './company-security-setting';
import { MyDataCard, type MyDataCardProps } from './my-data-card';
import { SignedInSessions, type SignedInSessionsProps } from './signed-in-sessions';
import { TwoFactorCard, type TwoFactorCardProps } from './two-factor-card';

interface AccountPageProps {
  profile?: Omit<ProfileFormProps, 'user'>;
  password?: ChangePasswordFormProps;
  sessions?: SignedInSessionsProps;
  twoFactor?: TwoFactorCardProps;
  companySecurity?: CompanySecuritySettingProps;
  companyLanguage?: CompanyLanguageCardProps;
  myData?: MyDataCardProps;
  answerRetention?: AnswerRetentionCardProps;
  deleteCompany?: Omit<DeleteCompanyCardProps, 'company'>;
}

function Section({ title, description, children }: { title: ReactNode; description: string; children: ReactNode }) {
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
export function AccountPage({
  profile,
  password,
  sessions,
  twoFactor,
  companySecurity,
  companyLanguage,
  answerRetention,
  deleteCompany,
  myData,
}: AccountPageProps) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('page.title'));
  const user = useCurrentUser();
  const signOut = useSignOut();
  const session = useSessionActor();
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.signedInAs', { email: user.email })} />
      <PendingEmailNotice email={user.email} pending={user.pending_email} />
      <Grid columns={{ initial: '1', lg: '2' }} gap="5" align="start">
        <Section title={t('page.profile')} description={t('page.profileDescription')}>
          <ProfileForm user={user} {...profile} />
        </Section>
        <Flex direction="column" gap="5">
          <Section title={t('page.password')} description={t('page.passwordDescription')}>
            <ChangePasswordForm {...password} />
          </Section>
          <Section title={t('page.signOut')} description={t('page.signOutDescription')}>
            <Button variant="soft" color="red" size="3" onClick={signOut}>
              <ExitIcon /> {t('page.signOut')}
            </Button>
          </Section>
        </Flex>
      </Grid>
      <Grid mt="5" columns={{ initial: '1', lg: '2' }} gap="5" align="start">
        <Section title={t('page.twoFactor')} description={t('page.twoFactorDescription')}>
          <TwoFactorCard onChange={() => session.send({ type: 'refresh' })} {...twoFactor} />
        </Section>
        {user.role === 'admin' && (
          <Section
            title={
              user.company?.name ? (
                <Trans t={t} i18nKey="page.companyRules" values={{ company: user.company.name }} components={{ bdi: <bdi /> }} />
              ) : (
                t('page.yourCompanyRules')
              )
            }
            description={t('page.companyRulesDescription')}
          >
            <CompanySecuritySetting {...companySecurity} />
          </Section>
        )}
      </Grid>
      {user.role === 'admin' && (
        <Grid mt="5" columns={{ initial: '1', lg: '2' }} gap="5" align="start">
          <CompanyLanguageCard {...companyLanguage} />
          <AnswerRetentionCard {...answerRetention} />
        </Grid>
      )}
      <Box mt="5">
        <Section title={t('page.sessions')} description={t('page.sessionsDescription')}>
          <SignedInSessions {...sessions} />
        </Section>
      </Box>
      {user.company && (
        <Box mt="5">
          <Section title={t('myData.title')} description={t('myData.description')}>
            <MyDataCard {...myData} />
          </Section>
        </Box>
      )}
      {user.role === 'admin' && user.company && (
        <Box mt="5">
          <DeleteCompanyCard company={user.company.name} {...deleteCompany} />
        </Box>
      )}
    </>
  );
}
