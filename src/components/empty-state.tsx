import type { ReactNode } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  /** What to do next, in a sentence or two. */
  children: ReactNode;
  /** The actions to do it. */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** An empty list or page: says what to do next, with the action to do it (STYLE: lists). */
export function EmptyState({ icon, title, children, actions, headingLevel = 'h3' }: EmptyStateProps) {
  return (
    <Card size="3">
      <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
        <Text color="indigo" asChild>
          {icon}
        </Text>
        <Heading as={headingLevel} size="4">
          {title}
        </Heading>
        <Text color="gray" size="2" style={{ maxWidth: 480 }}>
          {children}
        </Text>
        {actions && (
          <Flex gap="3" wrap="wrap" justify="center" align="center" mt="2">
            {actions}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

interface NoMatchesProps {
  title: string;
  /** Where the search looked, when that helps. */
  hint?: string;
  onClearSearch(): void;
}

/** A search that found nothing, and the way back to the whole list. */
export function NoMatches({ title, hint, onClearSearch }: NoMatchesProps) {
  const { t } = useTranslation();
  return (
    <Card size="3">
      <Flex direction="column" align="center" gap="3" py="5" style={{ textAlign: 'center' }}>
        <Text color="gray" asChild>
          <MagnifyingGlassIcon width="28" height="28" aria-hidden="true" />
        </Text>
        <Heading as="h3" size="3">
          {title}
        </Heading>
        {hint && (
          <Text color="gray" size="2">
            {hint}
          </Text>
        )}
        <Button variant="soft" onClick={onClearSearch}>
          {t('table.clearSearch')}
        </Button>
      </Flex>
    </Card>
  );
}
