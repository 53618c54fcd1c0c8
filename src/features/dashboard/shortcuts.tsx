import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ArrowRightIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../../machines/current-user';
import { portrayalPath, visibleMenu } from '../../lib/portrayal-menu';

/** "Where to next": every area the person may open, small, below the summary. */
export function Shortcuts({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  const shortcuts = visibleMenu(user.permissions).filter((e) => e.path !== 'dashboard');
  if (shortcuts.length === 0) return null;
  return (
    <section aria-labelledby="shortcuts-heading" className="dashboard-deferred">
      <Heading as="h2" size="3" mt="6" mb="2" id="shortcuts-heading" color="gray">
        {t('shortcuts.heading')}
      </Heading>
      <Grid columns={{ initial: '1', xs: '2', md: '3', lg: '4' }} gap="2">
        {shortcuts.map((entry) => (
          <Card key={entry.path} asChild size="1" className="dashboard-link-card">
            <Link to={portrayalPath(entry)} title={entry.description}>
              <Flex justify="between" align="center" gap="2">
                <Text size="2" weight="medium">
                  {entry.title}
                </Text>
                <ArrowRightIcon aria-hidden="true" />
              </Flex>
            </Link>
          </Card>
        ))}
      </Grid>
    </section>
  );
}
