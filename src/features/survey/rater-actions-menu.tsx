import { DropdownMenu, IconButton, Tooltip } from '@radix-ui/themes';
import { DotsHorizontalIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { raterActionRefusal, type RaterActionKind } from '../../../machines/rater-actions.machine';
import type { Assignment } from '../../../schemas/survey';
import { machineSentenceOrNull } from './machine-words';
import { useRaterActions, type RaterActions } from './rater-actions-context';

const LABELS = { remind: 'raterMenu.remind', invite: 'raterMenu.invite', replace: 'raterMenu.replace', remove: 'raterMenu.remove' } as const;

function Item({ kind, assignment, actions }: { kind: RaterActionKind; assignment: Assignment; actions: RaterActions }) {
  const { t } = useTranslation('survey');
  const reason = machineSentenceOrNull(raterActionRefusal(kind, assignment, actions.survey));
  const item = (
    <DropdownMenu.Item color={kind === 'remove' ? 'red' : undefined} disabled={reason !== null} onSelect={() => actions.open(kind, assignment)}>
      {t(LABELS[kind])}
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
  const { t } = useTranslation('survey');
  if (!actions) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton size="1" variant="ghost" color="gray" aria-label={t('actions.for', { name })}>
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
