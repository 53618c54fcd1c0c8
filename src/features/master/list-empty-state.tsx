import type { ReactNode } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { MagnifyingGlassIcon, PlusIcon, StackIcon } from '@radix-ui/react-icons';
import type { ListDescriptor } from './list-descriptor';

interface ListEmptyStateProps {
  list: ListDescriptor;
  /** The search that found nothing; empty when the list itself is empty. */
  search: string;
  onClearSearch(): void;
  /** Absent when the person may not add (a platform list for a company admin). */
  onAdd?(): void;
  /** More ways to fill the list (the starter library). */
  extra?: ReactNode;
}

/** Says what to do next, with the action to do it (STYLE: lists). */
export function ListEmptyState({ list, search, onClearSearch, onAdd, extra }: ListEmptyStateProps) {
  if (search.trim()) {
    return (
      <Card size="3">
        <Flex direction="column" align="center" gap="3" py="5" style={{ textAlign: 'center' }}>
          <Text color="gray" asChild><MagnifyingGlassIcon width="28" height="28" aria-hidden="true" /></Text>
          <Heading as="h3" size="3">No {list.title.toLowerCase()} match “{search.trim()}”</Heading>
          <Button variant="soft" onClick={onClearSearch}>Clear the search</Button>
        </Flex>
      </Card>
    );
  }
  return (
    <Card size="3">
      <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
        <Text color="indigo" asChild><StackIcon width="32" height="32" aria-hidden="true" /></Text>
        <Heading as="h3" size="4">No {list.title.toLowerCase()} yet</Heading>
        <Text color="gray" size="2" style={{ maxWidth: 460 }}>
          {extra
            ? 'Start from the starter library — five types, twenty competencies with definitions and their behavioural statements, ready to adapt — or add your own.'
            : onAdd ? `Add your first ${list.singular} to get started.` : 'The platform operator has not added any yet.'}
        </Text>
        {(onAdd || extra) && (
          <Flex gap="3" wrap="wrap" justify="center" mt="2">
            {/* With a starter library on offer, that is the quicker start: it comes first. */}
            {extra}
            {onAdd && <Button variant={extra ? 'soft' : 'solid'} onClick={onAdd}><PlusIcon /> Add {list.singular}</Button>}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
