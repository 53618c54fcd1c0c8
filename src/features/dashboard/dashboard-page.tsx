import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ArrowRightIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { visibleMenu, portrayalPath } from '../../lib/portrayal-menu';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SignInFacts } from './sign-in-facts';
import './dashboard.css';

/** Greets the person, names the company, and points to what they can do. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useCurrentUser();
  if (!user) return null;
  const shortcuts = visibleMenu(user.permissions).filter((e) => e.path !== 'dashboard');
  return (
    <>
      <PageHeader
        title={`Welcome, ${user.first_name || user.username || user.email}`}
        description={user.company ? <>You are working in <Text weight="medium" color="gray" highContrast>{user.company.name}</Text>.</> : undefined}
      />
      <SignInFacts user={user} />
      <Heading as="h2" size="4" mt="6" mb="3">Where to next</Heading>
      <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="3">
        {shortcuts.map((entry) => (
          <Card key={entry.path} asChild size="2" className="dashboard-shortcut">
            <Link to={portrayalPath(entry)}>
              <Flex justify="between" align="center" gap="3">
                <Flex direction="column" gap="1">
                  <Text weight="medium">{entry.title}</Text>
                  <Text size="2" color="gray">{entry.description}</Text>
                </Flex>
                <ArrowRightIcon aria-hidden="true" />
              </Flex>
            </Link>
          </Card>
        ))}
      </Grid>
    </>
  );
}
