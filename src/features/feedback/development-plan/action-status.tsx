import { Badge, Select } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ACTION_STATUSES, type ActionStatus } from '../../../../schemas/development-plan';

const COLOURS = { planned: 'gray', in_progress: 'blue', done: 'green' } as const;

export function ActionStatusBadge({ status }: { status: ActionStatus }) {
  const { t } = useTranslation('feedback');
  return (
    <Badge color={COLOURS[status]} variant="soft">
      {t(`actionStatus.${status}`)}
    </Badge>
  );
}

interface ActionStatusSelectProps {
  title: string;
  status: ActionStatus;
  disabled: boolean;
  onChange(status: ActionStatus): void;
}

/** The ratee moves their own action: planned → in progress → done (and back). */
export function ActionStatusSelect({ title, status, disabled, onChange }: ActionStatusSelectProps) {
  const { t } = useTranslation('feedback');
  return (
    <Select.Root size="1" value={status} disabled={disabled} onValueChange={(next) => next !== status && onChange(next as ActionStatus)}>
      <Select.Trigger variant="soft" color={COLOURS[status]} aria-label={t('plan.statusOf', { title })} />
      <Select.Content position="popper">
        {ACTION_STATUSES.map((s) => (
          <Select.Item key={s} value={s}>
            {t(`actionStatus.${s}`)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
