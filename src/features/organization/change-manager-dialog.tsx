import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { isWithin, type Forest, type OrgItem } from './org-forest';
import { listName, type Names } from './org-names';
import { matches, searchWords } from './org-search';

const SHOWN = 8;

interface ChangeManagerDialogProps {
  person: OrgItem;
  forest: Forest;
  names: Names;
  /** null: the person goes to the top of the organisation. */
  onPick(parentId: number | null): void;
  onClose(): void;
}

/** The first few people who match and could manage `person`: not they themselves, nor anyone in their team. */
function candidates(forest: Forest, names: Names, person: OrgItem, term: string): OrgItem[] {
  const words = searchWords(term);
  if (words.length === 0) return [];
  const found: OrgItem[] = [];
  for (let i = 0; i < forest.size && found.length < SHOWN; i += 1) {
    if (!matches(names, forest.nodes[i]!, words)) continue;
    const item = forest.itemAt(i);
    if (!isWithin(item, person)) found.push(item);
  }
  return found;
}

/**
 * Changing a manager without dragging (keyboard, touch screens): search the company for
 * the new manager and pick them, or put the person at the top of the organisation.
 */
export function ChangeManagerDialog({ person, forest, names, onPick, onClose }: ChangeManagerDialogProps) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  const found = useMemo(() => candidates(forest, names, person, term), [forest, names, person, term]);
  const current = person.parent;
  const pick = (parentId: number | null) => {
    onPick(parentId);
    onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>Change the manager of {person.name}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {current ? `${person.name} reports to ${current.name} now.` : `${person.name} is at the top of the organization now.`} Find their new manager. People
          in their own team cannot be chosen.
        </Dialog.Description>
        <TextField.Root
          mt="4"
          type="search"
          autoFocus
          placeholder="Name, email or employee code…"
          aria-label="Search for the new manager"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        <Flex direction="column" gap="1" mt="3" asChild>
          <ul className="org-candidates" aria-label="People who can be the manager">
            {found.map((item) => {
              const isCurrent = item.id === current?.id;
              const designation = listName(names, item.node, 'designation');
              return (
                <li key={item.id}>
                  <Button variant="ghost" color="gray" className="org-candidate" disabled={isCurrent} onClick={() => pick(item.node.id)}>
                    <Flex direction="column" align="start" minWidth="0">
                      <Text size="2" weight="medium" truncate>
                        {item.name}
                        {isCurrent && ' (current manager)'}
                      </Text>
                      <Text size="1" color="gray" truncate>
                        {[designation, item.node.emp_code].filter(Boolean).join(' · ')}
                      </Text>
                    </Flex>
                  </Button>
                </li>
              );
            })}
          </ul>
        </Flex>
        {term.trim() && found.length === 0 && (
          <Text as="p" size="2" color="gray" mt="2">
            No one who can be their manager matches “{term.trim()}”.
          </Text>
        )}
        <Flex gap="3" mt="4" justify="between" wrap="wrap">
          {current ? (
            <Button variant="soft" color="gray" onClick={() => pick(null)}>
              No manager: top of the organization
            </Button>
          ) : (
            <span />
          )}
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
