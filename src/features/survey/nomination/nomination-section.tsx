import type { ReactNode } from 'react';
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { STATUS_LOOK } from '../../../../machines/nomination/nomination-words';
import type { NominationStatus } from '../../../../schemas/nomination';
import { statusLabel } from './nomination-words';

interface NominationSectionProps {
  headingId: string;
  title: string;
  status: NominationStatus;
  /** Under the title: whose list, and where it stands. */
  details: ReactNode;
  children: ReactNode;
}

/** One nomination's card: its title and details beside the status badge, then the list and what can be done to it. */
export function NominationSection({ headingId, title, status, details, children }: NominationSectionProps) {
  useTranslation('survey');
  const look = STATUS_LOOK[status];
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Flex direction="column" gap="1">
              <Heading as="h2" size="5" id={headingId} dir="auto">
                {title}
              </Heading>
              {details}
            </Flex>
            <Badge size="2" variant="soft" color={look.color}>
              {statusLabel(status)}
            </Badge>
          </Flex>
          {children}
        </Flex>
      </section>
    </Card>
  );
}

/** Why the list cannot go yet, one line each. */
export function ProblemLines({ problems }: { problems: string[] }) {
  return problems.map((p) => (
    <Text key={p} size="2" color="amber">
      {p}
    </Text>
  ));
}
