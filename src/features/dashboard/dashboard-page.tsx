import { Box, Text } from '@radix-ui/themes';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DashboardSummaryView, type DashboardFlows } from './dashboard-summary';
import { GettingStarted, mayGetStarted } from './getting-started';
import { Shortcuts } from './shortcuts';
import { SignInFacts } from './sign-in-facts';
import './dashboard.css';

/** Greets the person, names the company, sums up their work and the company's, and points to what they can do. */
export function DashboardPage({ flows = {} }: { flows?: DashboardFlows }) {
  useDocumentTitle('Dashboard');
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageHeader
        title={`Welcome, ${user.first_name || user.username || user.email}`}
        description={user.company ? <>You are working in <Text weight="medium" color="gray" highContrast>{user.company.name}</Text>.</> : undefined}
      />
      <SignInFacts user={user} />
      {mayGetStarted(user) && <Box mt="5"><GettingStarted flows={flows.gettingStarted} /></Box>}
      {/* A platform operator belongs to no company: there is nothing of theirs to sum up. */}
      {user.company ? (
        <DashboardSummaryView flows={flows} areas={{ surveys: user.permissions.survey, alerts: user.permissions.feedback }}>
          <Shortcuts user={user} />
        </DashboardSummaryView>
      ) : <Shortcuts user={user} />}
    </>
  );
}
