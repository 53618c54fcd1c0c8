import type { ReactNode } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { MagnifyingGlassIcon, PersonIcon } from '@radix-ui/react-icons';

interface WorkforceEmptyStateProps {
  /** The search that found nobody; empty when there are no employees at all. */
  search: string;
  onClearSearch(): void;
  /** Add, import, template: the ways to start. */
  actions: ReactNode;
}

/** No employees: says what to do next, with the actions to do it (STYLE: lists). */
export function WorkforceEmptyState({ search, onClearSearch, actions }: WorkforceEmptyStateProps) {
  if (search.trim()) {
    return (
      <Card size="3">
        <Flex direction="column" align="center" gap="3" py="5" style={{ textAlign: 'center' }}>
          <Text color="gray" asChild><MagnifyingGlassIcon width="28" height="28" aria-hidden="true" /></Text>
          <Heading as="h3" size="3">Nobody matches “{search.trim()}”</Heading>
          <Text color="gray" size="2">The search looks at names, emails, codes, usernames, lists and managers.</Text>
          <Button variant="soft" onClick={onClearSearch}>Clear the search</Button>
        </Flex>
      </Card>
    );
  }
  return (
    <Card size="3">
      <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
        <Text color="indigo" asChild><PersonIcon width="32" height="32" aria-hidden="true" /></Text>
        <Heading as="h3" size="4">No employees yet</Heading>
        <Text color="gray" size="2" style={{ maxWidth: 480 }}>
          Add people one by one, or import everyone at once from a spreadsheet: download the template, fill in one row per
          person, then import it. Each new employee is mailed a link to set a password.
        </Text>
        <Flex gap="3" wrap="wrap" justify="center" align="center" mt="2">{actions}</Flex>
      </Flex>
    </Card>
  );
}
