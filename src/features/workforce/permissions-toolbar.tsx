import { Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { count, plural } from '../../lib/english-format';

interface PermissionsToolbarProps {
  search: string;
  onSearch(search: string): void;
  shown: number;
  total: number;
  saving: boolean;
}

const people = (n: number) => plural(n, 'person', 'people');

export function PermissionsToolbar({ search, onSearch, shown, total, saving }: PermissionsToolbarProps) {
  return (
    <Flex gap="3" align="center" justify="between" wrap="wrap" mb="3">
      <TextField.Root
        type="search"
        placeholder="Search by name or email…"
        aria-label="Search people"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        style={{ width: 'min(340px, 100%)' }}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon />
        </TextField.Slot>
      </TextField.Root>
      <Flex align="center" gap="3">
        {saving && (
          <Flex align="center" gap="1">
            <Spinner size="1" />
            <Text size="2" color="gray">
              Saving…
            </Text>
          </Flex>
        )}
        <Text size="2" color="gray" aria-live="polite">
          {shown === total ? people(total) : `${count(shown)} of ${people(total)}`}
        </Text>
      </Flex>
    </Flex>
  );
}
