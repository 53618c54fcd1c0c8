import { Button, Flex, Text } from '@radix-ui/themes';
import { EnvelopeClosedIcon, PersonIcon, TrashIcon } from '@radix-ui/react-icons';
import { BULK_MAX } from '../../../schemas/employee';
import { count, plural } from '../../lib/english-format';

export type BulkDialogKind = 'invite' | 'manager' | 'delete';

interface BulkBarProps {
  selected: number;
  matching: number;
  onSelectAll(): void;
  onClear(): void;
  onAction(kind: BulkDialogKind): void;
}

const people = (n: number) => plural(n, 'employee');

/** What to do with the chosen rows; it shows once one is chosen. */
export function WorkforceBulkBar({ selected, matching, onSelectAll, onClear, onAction }: BulkBarProps) {
  if (selected === 0) {
    return (
      <Flex mb="2" justify="start">
        <Button size="1" variant="ghost" onClick={onSelectAll} disabled={matching === 0}>
          Select all {people(matching)} matching
        </Button>
      </Flex>
    );
  }
  const tooMany = selected > BULK_MAX;
  return (
    <Flex gap="3" align="center" wrap="wrap" mb="2" p="2" className="bulk-bar" role="region" aria-label="Bulk actions">
      <Text size="2" weight="medium" aria-live="polite">
        {people(selected)} selected
      </Text>
      {selected < matching && (
        <Button size="1" variant="ghost" onClick={onSelectAll}>
          Select all {people(matching)} matching
        </Button>
      )}
      <Button size="1" variant="ghost" color="gray" onClick={onClear}>
        Clear selection
      </Button>
      <Flex gap="2" wrap="wrap" ml={{ initial: '0', sm: 'auto' }}>
        <Button size="1" variant="soft" disabled={tooMany} onClick={() => onAction('invite')}>
          <EnvelopeClosedIcon /> Invite
        </Button>
        <Button size="1" variant="soft" disabled={tooMany} onClick={() => onAction('manager')}>
          <PersonIcon /> Set manager
        </Button>
        <Button size="1" variant="soft" color="red" disabled={tooMany} onClick={() => onAction('delete')}>
          <TrashIcon /> Delete
        </Button>
      </Flex>
      {tooMany && (
        <Text size="1" color="red" as="p">
          At most {count(BULK_MAX)} at once: narrow the filters.
        </Text>
      )}
    </Flex>
  );
}
