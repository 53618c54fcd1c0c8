import { useId, type ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';

/** One part of an engagement page: a card with its heading (a landmark the page's readers can jump to). */
export function EngagementSection({
  title,
  description,
  children,
  actions,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={id}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Flex direction="column" gap="1">
              <Heading as="h2" size="4" id={id}>
                {title}
              </Heading>
              {description && (
                <Text size="2" color="gray">
                  {description}
                </Text>
              )}
            </Flex>
            {actions}
          </Flex>
          {children}
        </Flex>
      </section>
    </Card>
  );
}
