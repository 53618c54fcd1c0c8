import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { BrandLink } from '../components/brand';
import { hasToken } from '../lib/token';
import { HOME_PATH } from '../lib/config';
import { useDocumentTitle } from '../lib/use-document-title';
import { useTranslation } from 'react-i18next';

/** A friendly 404: say what happened and offer the way back. */
export function NotFound({ inShell = false }: { inShell?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  const signedIn = hasToken();
  return (
    <Flex direction="column" align="center" justify="center" gap="4" p="5" style={{ minHeight: inShell ? 360 : '100dvh', textAlign: 'center' }}>
      {!inShell && <BrandLink size="lg" />}
      <Text size="8" weight="bold" color="gray" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="6">
        {t('notFound.heading')}
      </Heading>
      <Text color="gray" style={{ maxWidth: 420 }}>
        {t('notFound.body')}
      </Text>
      <Flex gap="3" wrap="wrap" justify="center">
        {signedIn && (
          <Button size="3" asChild>
            <Link to={HOME_PATH}>{t('notFound.toDashboard')}</Link>
          </Button>
        )}
        {!inShell && (
          <Button size="3" asChild variant={signedIn ? 'soft' : 'solid'}>
            <Link to="/">{t('notFound.toHome')}</Link>
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
