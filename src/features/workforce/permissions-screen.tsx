import { useDeferredValue, useMemo, useState } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { LockClosedIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PermissionRefusal } from '../../../machines/permissions.machine';
import type { PermissionRecord } from '../../../schemas/permissions';
import { FailureCallout } from '../../components/failure-callout';
import { StaleEditCallout } from '../../components/stale-edit-callout';
import { i18n } from '../../i18n';
import { failureSummary } from '../../lib/error-messages';
import { areaLabel } from './permissions-areas';
import { PermissionsEmpty, PermissionsForbidden, PermissionsLoadFailed, PermissionsLoading, PermissionsNoMatch } from './permissions-looks';
import { filterPeople, personName, sortPeople } from './permissions-rows';
import { usePermissions, type PermissionsFlows } from './permissions-state';
import { PermissionsTable } from './permissions-table';
import { PermissionsToolbar } from './permissions-toolbar';

interface PermissionsScreenProps {
  companyName: string;
  selfId: number;
  flows?: PermissionsFlows;
  /** Stories start with a search. */
  initialSearch?: string;
}

/** "Workforce for Tom Becker was not changed." and why, in words an HR admin can act on. */
function refusalLines({ change, error }: PermissionRefusal, records: readonly PermissionRecord[]): string[] {
  const record = records.find((r) => r.user_id === change.user_id);
  const words = { area: areaLabel(change.area), name: record ? personName(record) : i18n.t('workforce:permissions.refusal.thisPerson') };
  if (error.status === 404) return [i18n.t('workforce:permissions.refusal.gone', words)];
  return [i18n.t('workforce:permissions.refusal.notChanged', words), ...failureSummary(error)];
}

/** The stale refusal's lead: what was not changed, and that a reload shows the areas as they are. */
function staleLead({ change }: PermissionRefusal, records: readonly PermissionRecord[]): string {
  const record = records.find((r) => r.user_id === change.user_id);
  const name = record ? personName(record) : i18n.t('workforce:permissions.refusal.thisPerson');
  return i18n.t('workforce:permissions.refusal.stale', { area: areaLabel(change.area), name });
}

/** The list of people and their switches, with its loading, failed, empty and refused looks. */
export function PermissionsScreen({ companyName, selfId, flows, initialSearch = '' }: PermissionsScreenProps) {
  const { t } = useTranslation('workforce');
  const p = usePermissions(companyName, flows);
  const [search, setSearch] = useState(initialSearch);
  const query = useDeferredValue(search);
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const sorted = useMemo(() => sortPeople(p.records, direction), [p.records, direction]);
  const shown = useMemo(() => filterPeople(sorted, query), [sorted, query]);

  if (p.status === 'loading') return <PermissionsLoading />;
  if (p.status === 'loadFailed') {
    return p.error?.status === 403 ? <PermissionsForbidden /> : <PermissionsLoadFailed error={p.error} onRetry={p.retry} />;
  }
  if (!p.records.some((r) => r.user_id !== selfId)) return <PermissionsEmpty />;
  return (
    <>
      {p.refusal && (
        <Flex direction="column" mb="3">
          {p.status === 'stale' ? (
            <StaleEditCallout
              error={p.refusal.error}
              lead={staleLead(p.refusal, p.records)}
              onReload={p.reload}
              reloadLabel={t('permissions.refusal.reload')}
              onDismiss={p.clearErrors}
            />
          ) : (
            <FailureCallout lines={refusalLines(p.refusal, p.records)} onDismiss={p.clearErrors} />
          )}
        </Flex>
      )}
      <PermissionsToolbar search={search} onSearch={setSearch} shown={shown.length} total={p.records.length} saving={p.saving} />
      {shown.length === 0 ? (
        <PermissionsNoMatch search={search} onClear={() => setSearch('')} />
      ) : (
        <PermissionsTable records={shown} pending={p.pending} selfId={selfId} direction={direction} onSort={setDirection} onToggle={p.toggle} />
      )}
      <Flex align="center" gap="1" mt="2">
        <Text color="gray" asChild>
          <LockClosedIcon aria-hidden="true" />
        </Text>
        <Text size="1" color="gray">
          {t('permissions.adminsNote')}
        </Text>
      </Flex>
    </>
  );
}
