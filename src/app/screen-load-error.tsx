import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/** A screen's code did not arrive (offline, a new release, or over 120 s). */
export function ScreenLoadError({ onRetry, fullPage = true }: { onRetry: () => void; fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" p="4" style={{ minHeight: fullPage ? '100dvh' : 240 }}>
      <Card size="3" style={{ maxWidth: 420, width: '100%' }} role="alert">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h1" size="5">
            {t('screenLoadError.heading')}
          </Heading>
          <Text color="gray">{t('screenLoadError.body')}</Text>
          {/* No icon: this screen is part of the sign-in pages' first load, which stays small. */}
          <Button onClick={onRetry}>{t('actions.retry')}</Button>
        </Flex>
      </Card>
    </Flex>
  );
}
