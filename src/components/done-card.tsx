import type { ReactNode, Ref } from 'react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';

interface DoneCardProps {
  title: string;
  /** What was done, in a sentence. */
  children: ReactNode;
  /** The ways on, under it. */
  actions: ReactNode;
  className?: string;
  /** False where nothing was done for real (the end of a preview). */
  check?: boolean;
  /** Given, the heading takes the focus it is sent. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The end of a flow that fills a page: a check, what was done, and where to go next. */
export function DoneCard({ title, children, actions, className, check = true, headingRef }: DoneCardProps) {
  return (
    <Card size="3" className={className}>
      <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
        {check && (
          <Text color="green" asChild>
            <CheckCircledIcon width="32" height="32" aria-hidden="true" />
          </Text>
        )}
        <Heading as="h2" size="5" tabIndex={headingRef ? -1 : undefined} ref={headingRef}>
          {title}
        </Heading>
        <Text color="gray" size="2">
          {children}
        </Text>
        {actions}
      </Flex>
    </Card>
  );
}
