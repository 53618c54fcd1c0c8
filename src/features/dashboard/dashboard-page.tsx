import type { ReactNode } from 'react';
import { Box, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../i18n/rich-text';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DashboardSummaryView, type DashboardFlows } from './dashboard-summary';
import { GettingStarted, mayGetStarted } from './getting-started';
import { Shortcuts } from './shortcuts';
import { SignInFacts } from './sign-in-facts';
import './dashboard.css';

/** The company's name inside the greeting's sentence: written by people, in whatever script. */
function CompanyName({ children }: { children?: ReactNode }) {
  return (
    <Text weight="medium" color="gray" highContrast>
      <bdi>{children}</bdi>
    </Text>
  );
}

/** Greets the person, names the company, sums up their work and the company's, then who they are signed in as and where they can go. */
export function DashboardPage({ flows = {} }: { flows?: DashboardFlows }) {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageHeader
        title={t('welcome', { name: user.first_name || user.username || user.email })}
        description={user.company ? <RichText text={t('workingIn', { company: user.company.name })} components={{ company: <CompanyName /> }} /> : undefined}
      />
      {mayGetStarted(user) && (
        <Box mt="5">
          <GettingStarted flows={flows.gettingStarted} />
        </Box>
      )}
      {/* Their work first (on a phone the facts card alone filled the first screen); the sign-in facts after it. */}
      {/* A platform operator belongs to no company: there is nothing of theirs to sum up. */}
      {user.company ? (
        <DashboardSummaryView flows={flows} areas={{ surveys: user.permissions.survey, alerts: user.permissions.feedback }}>
          <Box mt="6">
            <SignInFacts user={user} />
          </Box>
          <Shortcuts user={user} />
        </DashboardSummaryView>
      ) : (
        <>
          <Box mt="5">
            <SignInFacts user={user} />
          </Box>
          <Shortcuts user={user} />
        </>
      )}
    </>
  );
}
