import { Card, Flex, Spinner, Text } from '@radix-ui/themes';

/** A screen or section still loading: a quiet card with a spinner and what is coming ("Loading surveys…"). */
export function LoadingCard({ text, className }: { text: string; className?: string }) {
  return (
    <Card size="3" className={className}>
      <Flex align="center" justify="center" gap="2" py="8" role="status">
        <Spinner />
        <Text color="gray" size="2">
          {text}
        </Text>
      </Flex>
    </Card>
  );
}
