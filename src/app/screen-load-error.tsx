import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';

/** A screen's code did not arrive (offline, a new release, or over 120 s). */
export function ScreenLoadError({ onRetry, fullPage = true }: { onRetry: () => void; fullPage?: boolean }) {
  return (
    <Flex align="center" justify="center" p="4" style={{ minHeight: fullPage ? '100dvh' : 240 }}>
      <Card size="3" style={{ maxWidth: 420, width: '100%' }} role="alert">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h1" size="5">
            This screen could not be loaded
          </Heading>
          <Text color="gray">The connection may have dropped, or the app was updated meanwhile. Check your connection and try again.</Text>
          {/* No icon: this screen is part of the public pages' first load, which stays small. */}
          <Button onClick={onRetry}>Retry</Button>
        </Flex>
      </Card>
    </Flex>
  );
}
