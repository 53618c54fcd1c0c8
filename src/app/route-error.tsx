import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFound } from './not-found';
import { useTranslation } from 'react-i18next';

/** Anything a route throws: a 404 gets the friendly page, the rest a way to start over. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Flex align="center" justify="center" p="4" style={{ minHeight: '100dvh' }}>
      <Card size="3" style={{ maxWidth: 440, width: '100%' }} role="alert">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h1" size="5">
            {t('routeError.heading')}
          </Heading>
          <Text color="gray">{t('routeError.body')}</Text>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        </Flex>
      </Card>
    </Flex>
  );
}
