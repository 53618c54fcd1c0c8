import { useId, type ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';

interface ReportSectionProps {
  title: string;
  /** A sentence on what the section shows and how to read it. */
  description?: ReactNode;
  children: ReactNode;
}

/** One part of the report: a card with its heading (a landmark for screen readers). */
export function ReportSection({ title, description, children }: ReportSectionProps) {
  const id = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={id}>
        <Flex direction="column" gap="1" mb="4">
          <Heading as="h2" size="4" id={id}>
            {title}
          </Heading>
          {description && (
            <Text as="p" size="2" color="gray">
              {description}
            </Text>
          )}
        </Flex>
        {children}
      </section>
    </Card>
  );
}

/** Who the report is about, as the reader sees it: the wording picks its keys by it ("you" or "the ratee"). */
export type ReportViewer = 'admin' | 'ratee';
