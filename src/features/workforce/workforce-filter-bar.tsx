import { useMemo } from 'react';
import { Button, Flex, Select } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../schemas/employee';
import type { MasterItemRow } from '../../../schemas/master-item';
import { ManagerPicker, managerOptions, type ManagerPickerProps } from './manager-picker';
import type { WorkforceChoices } from './workforce-flows';
import { hasFilters, type FilterKey, type Filters } from './workforce-filters';

const ANY = 'any';
const STATUSES = ['active', 'invited', 'not_invited'] as const;

interface FilterBarProps {
  filters: Filters;
  choices: WorkforceChoices | undefined;
  employees: readonly Employee[];
  onChange(key: FilterKey, value: string | number | undefined): void;
  onClear(): void;
}

function ListFilter({
  label,
  any,
  value,
  items,
  onChange,
}: {
  label: string;
  /** The choice that filters nothing out: "Any designation". */
  any: string;
  value: number | string | undefined;
  items: ReadonlyArray<readonly [string, string]>;
  onChange(v: string | undefined): void;
}) {
  return (
    <Select.Root size="2" value={value === undefined ? ANY : String(value)} onValueChange={(v) => onChange(v === ANY ? undefined : v)}>
      <Select.Trigger aria-label={label} variant={value === undefined ? 'surface' : 'soft'} style={{ maxWidth: 200 }} />
      <Select.Content position="popper">
        <Select.Item value={ANY}>{any}</Select.Item>
        {items.map(([id, name]) => (
          <Select.Item key={id} value={id}>
            {name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}

const named = (rows: readonly MasterItemRow[] | undefined) => (rows ?? []).map((r) => [String(r.id), r.name] as const);

/** Designation, department, group, manager and status; the server applies them, the address bar keeps them. */
export function WorkforceFilterBar({ filters, choices, employees, onChange, onClear }: FilterBarProps) {
  const { t } = useTranslation('workforce');
  // Only people someone reports to are worth offering.
  const managers = useMemo(() => {
    const heads = new Set(employees.map((e) => e.parent_id));
    return managerOptions(employees.filter((e) => heads.has(e.id)));
  }, [employees]);
  const picker = {
    id: 'filter-manager',
    value: filters.manager,
    placeholder: t('filters.anyManager'),
    options: { people: managers, noneLabel: t('filters.anyManager') },
    onChange: (v: number | undefined) => onChange('manager', v),
    onBlur: () => undefined,
    rawErrors: [],
  } satisfies ManagerPickerProps;
  return (
    <Flex gap="2" align="center" wrap="wrap" mb="3" role="group" aria-label={t('filters.label')}>
      <ListFilter
        label={t('filters.designation')}
        any={t('filters.anyDesignation')}
        value={filters.designation}
        items={named(choices?.designations)}
        onChange={(v) => onChange('designation', v)}
      />
      <ListFilter
        label={t('filters.department')}
        any={t('filters.anyDepartment')}
        value={filters.department}
        items={named(choices?.departments)}
        onChange={(v) => onChange('department', v)}
      />
      <ListFilter
        label={t('filters.group')}
        any={t('filters.anyGroup')}
        value={filters.group}
        items={named(choices?.groups)}
        onChange={(v) => onChange('group', v)}
      />
      <div className="filter-manager">
        <ManagerPicker {...picker} />
      </div>
      <ListFilter
        label={t('filters.status')}
        any={t('filters.anyStatus')}
        value={filters.status}
        items={STATUSES.map((status) => [status, t(`status.${status}`)] as const)}
        onChange={(v) => onChange('status', v)}
      />
      {hasFilters(filters) && (
        <Button variant="ghost" color="gray" onClick={onClear}>
          <Cross2Icon /> {t('filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
