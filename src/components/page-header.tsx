import type { ReactNode } from 'react';
import { Flex, Heading, Text } from '@radix-ui/themes';

/** Every signed-in page: its title, a line about it, and its primary action at the top. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex justify="between" align={{ initial: 'start', sm: 'end' }} gap="4" wrap="wrap" mb="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          {title}
        </Heading>
        {description && (
          <Text color="gray" size="3">
            {description}
          </Text>
        )}
      </Flex>
      {/* Wrapping, so a page with several actions stays inside a phone's width. */}
      {actions && (
        <Flex gap="2" wrap="wrap" maxWidth="100%">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
