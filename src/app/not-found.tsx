import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { BrandLink } from '../components/brand';
import { hasToken } from '../lib/token';
import { HOME_PATH } from '../lib/config';
import { useDocumentTitle } from '../lib/use-document-title';

/** A friendly 404: say what happened and offer the way back. */
export function NotFound({ inShell = false }: { inShell?: boolean }) {
  useDocumentTitle('Page not found');
  const signedIn = hasToken();
  return (
    <Flex direction="column" align="center" justify="center" gap="4" p="5" style={{ minHeight: inShell ? 360 : '100dvh', textAlign: 'center' }}>
      {!inShell && <BrandLink size="lg" />}
      <Text size="8" weight="bold" color="gray" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="6">
        We couldn’t find that page
      </Heading>
      <Text color="gray" style={{ maxWidth: 420 }}>
        The address may be mistyped, or the page has moved. Check the link, or start again from a page you know.
      </Text>
      <Flex gap="3" wrap="wrap" justify="center">
        {signedIn && (
          <Button size="3" asChild>
            <Link to={HOME_PATH}>Go to your dashboard</Link>
          </Button>
        )}
        {!inShell && (
          <Button size="3" asChild variant={signedIn ? 'soft' : 'solid'}>
            <Link to="/">Go to the home page</Link>
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
