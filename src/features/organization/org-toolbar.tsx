import { Button, Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon, MinusIcon, PlusIcon } from '@radix-ui/react-icons';
import { count, plural } from '../../lib/english-format';
import type { SearchView } from './org-search';

interface OrgToolbarProps {
  search: string;
  onSearch(search: string): void;
  /** The result of the search being shown; null when the whole tree is. */
  result: SearchView | null;
  total: number;
  saving: boolean;
  onExpandAll(): void;
  onCollapseAll(): void;
}

const people = (n: number) => plural(n, 'person', 'people');

function summary(result: SearchView | null, total: number): string {
  if (!result) return people(total);
  if (result.matches === 0) return `No one of ${people(total)} matches`;
  if (result.shown < result.matches) return `First ${count(result.shown)} of ${count(result.matches)} matches: narrow the search`;
  return `${count(result.matches)} of ${people(total)} ${result.matches === 1 ? 'matches' : 'match'}`;
}

/** Search, expand and collapse, how many people are shown, and a hint on how to move someone. */
export function OrgToolbar({ search, onSearch, result, total, saving, onExpandAll, onCollapseAll }: OrgToolbarProps) {
  const searching = search.trim() !== '';
  return (
    <Flex direction="column" gap="2" mb="3">
      <Flex gap="3" align="center" justify="between" wrap="wrap">
        <TextField.Root
          type="search"
          placeholder="Search name, username, code, role…"
          aria-label="Search people"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          style={{ width: 'min(360px, 100%)' }}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        <Flex gap="2" align="center" wrap="wrap">
          <Button variant="soft" color="gray" onClick={onExpandAll} disabled={searching}>
            <PlusIcon /> Expand all
          </Button>
          <Button variant="soft" color="gray" onClick={onCollapseAll} disabled={searching}>
            <MinusIcon /> Collapse all
          </Button>
        </Flex>
      </Flex>
      <Flex gap="3" align="center" justify="between" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite">
          {summary(result, total)}
        </Text>
        <Flex gap="2" align="center">
          {saving && <Spinner size="1" />}
          <Text size="1" color="gray">
            {saving
              ? 'Saving the new manager…'
              : searching
                ? 'Clear the search to move people.'
                : 'To change a manager, drag the person onto the new one, or select them and choose Change manager.'}
          </Text>
        </Flex>
      </Flex>
    </Flex>
  );
}
