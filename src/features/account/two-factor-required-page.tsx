import { Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ExitIcon } from '@radix-ui/react-icons';
import { BrandLink } from '../../components/brand';
import { useCurrentUser, useSessionActor, useSignOut } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TwoFactorCard, type TwoFactorCardProps } from './two-factor-card';

/**
 * What someone sees whom the company requires to use two-factor sign-in before they have set it
 * up: only the setup (the server answers 403 to everything else meanwhile).
 */
export function TwoFactorRequiredPage({ twoFactor }: { twoFactor?: TwoFactorCardProps }) {
  useDocumentTitle('Set up two-factor sign-in');
  const user = useCurrentUser();
  const session = useSessionActor();
  const signOut = useSignOut();
  return (
    <Flex direction="column" align="center" gap="5" px="4" py={{ initial: '6', sm: '9' }}>
      <BrandLink size="lg" />
      <Card size={{ initial: '3', sm: '4' }} style={{ width: '100%', maxWidth: 640 }} asChild>
        <main>
          <Flex direction="column" gap="2" mb="5">
            <Heading as="h1" size="6">
              Set up two-factor sign-in
            </Heading>
            <Text as="p" color="gray" size="2">
              {user?.company?.name ?? 'Your company'} requires two-factor sign-in for admins and anyone who manages an area. Set it up to continue.
            </Text>
          </Flex>
          <TwoFactorCard onChange={() => session.send({ type: 'refresh' })} {...twoFactor} />
        </main>
      </Card>
      <Box>
        <Button variant="ghost" color="gray" onClick={signOut}>
          <ExitIcon /> Sign out
        </Button>
      </Box>
    </Flex>
  );
}
