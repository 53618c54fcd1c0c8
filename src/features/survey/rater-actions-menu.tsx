import { DropdownMenu, IconButton, Tooltip } from '@radix-ui/themes';
import { DotsHorizontalIcon } from '@radix-ui/react-icons';
import { raterActionRefusal, type RaterActionKind } from '../../../machines/rater-actions.machine';
import type { Assignment } from '../../../schemas/survey';
import { useRaterActions, type RaterActions } from './rater-actions-context';

const LABELS: Record<RaterActionKind, string> = {
  remind: 'Remind…',
  invite: 'Resend invitation…',
  replace: 'Replace rater…',
  remove: 'Remove…',
};

function Item({ kind, assignment, actions }: { kind: RaterActionKind; assignment: Assignment; actions: RaterActions }) {
  const reason = raterActionRefusal(kind, assignment, actions.survey);
  const item = (
    <DropdownMenu.Item color={kind === 'remove' ? 'red' : undefined} disabled={reason !== null} onSelect={() => actions.open(kind, assignment)}>
      {LABELS[kind]}
    </DropdownMenu.Item>
  );
  return reason ? (
    <Tooltip content={reason} side="left">
      {item}
    </Tooltip>
  ) : (
    item
  );
}

/** One assignment's menu: mail its rater, or change who rates; an item not offered says why on hover. */
export function RaterActionsMenu({ assignment, name }: { assignment: Assignment; name: string }) {
  const actions = useRaterActions();
  if (!actions) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton size="1" variant="ghost" color="gray" aria-label={`Actions for ${name}`}>
          <DotsHorizontalIcon />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" size="2">
        <Item kind="remind" assignment={assignment} actions={actions} />
        <Item kind="invite" assignment={assignment} actions={actions} />
        <DropdownMenu.Separator />
        <Item kind="replace" assignment={assignment} actions={actions} />
        <Item kind="remove" assignment={assignment} actions={actions} />
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
