import { Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import type { ListDescriptor } from './list-descriptor';

interface ListToolbarProps {
  list: ListDescriptor;
  search: string;
  onSearch(search: string): void;
  shown: number;
  total: number;
  /** The list is being fetched again after a change. */
  refreshing: boolean;
}

export function ListToolbar({ list, search, onSearch, shown, total, refreshing }: ListToolbarProps) {
  const noun = total === 1 ? list.singular : list.title.toLowerCase();
  return (
    <Flex gap="3" align="center" justify="between" wrap="wrap" mb="3">
      <TextField.Root
        type="search"
        placeholder={`Search ${list.title.toLowerCase()}…`}
        aria-label={`Search ${list.title.toLowerCase()}`}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        style={{ width: 'min(340px, 100%)' }}
      >
        <TextField.Slot><MagnifyingGlassIcon /></TextField.Slot>
      </TextField.Root>
      <Flex align="center" gap="2">
        {refreshing && <Spinner size="1" aria-label="Refreshing" />}
        <Text size="2" color="gray" aria-live="polite">
          {shown === total ? `${total} ${noun}` : `${shown} of ${total} ${list.title.toLowerCase()}`}
        </Text>
      </Flex>
    </Flex>
  );
}
