import { useMemo, useState } from 'react';
import { Flex, Grid, Select, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { audienceLocked } from '../../../../machines/survey-wizard/locks';
import { matchingEmployees, type PositionPick } from '../../../../machines/survey-wizard/wizard-data';
import type { Employee } from '../../../../schemas/employee';
import type { MasterItemRow } from '../../../../schemas/master-item';
import { DataTable, sortRows, tableRows, type Sort } from '../../../components/data-table';
import { personName } from './people';
import { useChoices } from './use-wizard-values';
import { useWizardActor } from './wizard-state';
import { plural } from '../../../lib/english-format';

const COLUMNS = [
  { key: 'name', title: 'Name', width: 'minmax(160px, 2fr)' },
  { key: 'designation', title: 'Designation', width: 'minmax(120px, 1.5fr)' },
  { key: 'department', title: 'Department', width: 'minmax(120px, 1.5fr)' },
  { key: 'group', title: 'Group', width: 'minmax(100px, 1fr)' },
];
const ANY = 'any';

function ListChoice({
  label,
  items,
  value,
  disabled,
  onChange,
}: {
  label: string;
  items: MasterItemRow[];
  value: number | null;
  disabled: boolean;
  onChange(value: number | null): void;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" id={`position-${label}`}>
        {label}
      </Text>
      <Select.Root value={value === null ? ANY : String(value)} disabled={disabled} onValueChange={(v) => onChange(v === ANY ? null : Number(v))}>
        <Select.Trigger aria-labelledby={`position-${label}`} />
        <Select.Content>
          <Select.Item value={ANY}>Any</Select.Item>
          {items.map((item) => (
            <Select.Item key={item.id} value={String(item.id)}>
              {item.name}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

/** Position/Group audience: everyone matching every list chosen is rated; shows who, with the count. */
export function PositionPicker({ error }: { error?: string }) {
  const actor = useWizardActor();
  const { choices, dir } = useChoices();
  const position = useSelector(actor, (s) => s.context.data.position);
  const busy = useSelector(actor, (s) => s.hasTag('busy') || audienceLocked(s.context));
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'asc' });
  const matches = useMemo(() => matchingEmployees(choices.employees, position), [choices.employees, position]);
  const rows = useMemo(
    () =>
      sortRows(
        tableRows(matches, (e) => [personName(e), dir.designation(e.designation), dir.department(e.department), dir.group(e.group)]),
        COLUMNS,
        sort,
      ),
    [matches, dir, sort],
  );
  const change = (part: keyof PositionPick) => (value: number | null) => actor.send({ type: 'position.change', position: { ...position, [part]: value } });

  return (
    <Flex direction="column" gap="3">
      <Grid columns={{ initial: '1', sm: '3' }} gap="3">
        <ListChoice label="Designation" items={choices.designations} value={position.designation} disabled={busy} onChange={change('designation')} />
        <ListChoice label="Department" items={choices.departments} value={position.department} disabled={busy} onChange={change('department')} />
        <ListChoice label="Group" items={choices.groups} value={position.group} disabled={busy} onChange={change('group')} />
      </Grid>
      {error && (
        <Text size="2" color="red" role="alert">
          {error}
        </Text>
      )}
      <Text size="2" weight="medium" aria-live="polite">
        {matches.length ? `${plural(matches.length, 'person', 'people')} will be rated.` : 'Nobody matches yet: choose a designation, a department or a group.'}
      </Text>
      {matches.length > 0 && <DataTable<Employee> columns={COLUMNS} rows={rows} sort={sort} onSort={setSort} label={personName} />}
    </Flex>
  );
}
