import type { CSSProperties } from 'react';
import { Badge, Spinner, Switch, Text, Tooltip } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { PermissionToggle } from '../../../machines/permissions.machine';
import type { PermissionRecord } from '../../../schemas/permissions';
import { AREA_COLUMNS } from './permissions-areas';
import { isPending, personName, shownValue, type PendingValues } from './permissions-rows';

interface PermissionsRowProps {
  record: PermissionRecord;
  pending: PendingValues;
  /** The signed-in admin's own row: read-only. */
  self: boolean;
  /** The hidden sentence that says why an admin's switches cannot change. */
  lockedHintId: string;
  rowIndex: number;
  style: CSSProperties;
  onToggle(change: PermissionToggle): void;
}

/** One person: who they are, their role, and a switch per area. */
export function PermissionsRow({ record, pending, self, lockedHintId, rowIndex, style, onToggle }: PermissionsRowProps) {
  const { t } = useTranslation('workforce');
  const name = personName(record);
  const admin = record.role === 'admin';
  const locked = admin || self;
  const why = self ? t('permissions.row.selfLocked') : t('permissions.row.adminLocked');
  return (
    <div role="row" aria-rowindex={rowIndex} className="rt-row rt-body-row pt-body-row" style={style}>
      <div role="cell" className="pt-person">
        <Text as="div" size="2" weight="medium" truncate title={name}>
          <bdi>{name}</bdi>
          {self && (
            <Text color="gray" weight="regular">
              {t('permissions.row.you')}
            </Text>
          )}
        </Text>
        <Text as="div" size="1" color="gray" truncate title={record.email}>
          {record.email}
        </Text>
      </div>
      <div role="cell">
        <Badge color={admin ? 'indigo' : 'gray'} variant="soft">
          {admin ? t('permissions.row.admin') : t('permissions.row.employee')}
        </Badge>
      </div>
      {AREA_COLUMNS.map(({ area, label }) => {
        const control = (
          <Switch
            size="1"
            checked={admin || shownValue(record, area, pending)}
            disabled={locked}
            aria-label={t('permissions.row.switch', { area: label, name })}
            aria-describedby={locked ? lockedHintId : undefined}
            onCheckedChange={(value) => onToggle({ user_id: record.user_id, area, value })}
          />
        );
        return (
          <div role="cell" key={area} className="pt-switch">
            {/* A disabled switch takes no pointer events: the tooltip sits on a wrapper. */}
            {locked ? (
              <Tooltip content={why}>
                <span className="pt-locked">{control}</span>
              </Tooltip>
            ) : (
              control
            )}
            {isPending(record, area, pending) && <Spinner size="1" className="pt-saving" aria-label={t('permissions.row.saving', { area: label, name })} />}
          </div>
        );
      })}
    </div>
  );
}
