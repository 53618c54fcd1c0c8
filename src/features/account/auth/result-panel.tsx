import type { ReactNode } from 'react';
import { Flex, Heading, Text } from '@radix-ui/themes';

interface ResultPanelProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'green' | 'indigo' | 'red';
}

/** The end of a flow: what happened, in one line, and what to do next. */
export function ResultPanel({ icon, title, children, actions, tone = 'green' }: ResultPanelProps) {
  return (
    <Flex direction="column" align="center" gap="3" style={{ textAlign: 'center' }} role="status">
      <Text color={tone} asChild>
        {icon}
      </Text>
      <Heading as="h2" size="4">
        {title}
      </Heading>
      {children && (
        <Text as="div" color="gray" size="2">
          {children}
        </Text>
      )}
      {actions && (
        <Flex direction="column" gap="2" mt="2" width="100%">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
