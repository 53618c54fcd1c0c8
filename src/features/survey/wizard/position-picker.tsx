import { useMemo, useState } from 'react';
import { Flex, Grid, Select, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { audienceLocked } from '../../../../machines/survey-wizard/locks';
import { matchingEmployees, type PositionPick } from '../../../../machines/survey-wizard/wizard-data';
import type { Employee } from '../../../../schemas/employee';
import type { MasterItemRow } from '../../../../schemas/master-item';
import { DataTable, sortRows, tableRows, type Sort } from '../../../components/data-table';
import { personName } from './people';
import { useChoices } from './use-wizard-values';
import { useWizardActor } from './wizard-state';

const COLUMNS = [
  { key: 'name', width: 'minmax(160px, 2fr)' },
  { key: 'designation', width: 'minmax(120px, 1.5fr)' },
  { key: 'department', width: 'minmax(120px, 1.5fr)' },
  { key: 'group', width: 'minmax(100px, 1fr)' },
] as const;
const ANY = 'any';

function ListChoice({
  part,
  label,
  items,
  value,
  disabled,
  onChange,
}: {
  part: keyof PositionPick;
  label: string;
  items: MasterItemRow[];
  value: number | null;
  disabled: boolean;
  onChange(value: number | null): void;
}) {
  const { t } = useTranslation('survey');
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" id={`position-${part}`}>
        {label}
      </Text>
      <Select.Root value={value === null ? ANY : String(value)} disabled={disabled} onValueChange={(v) => onChange(v === ANY ? null : Number(v))}>
        <Select.Trigger aria-labelledby={`position-${part}`} />
        <Select.Content>
          <Select.Item value={ANY}>{t('wizard.position.any')}</Select.Item>
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
  const { t } = useTranslation('survey');
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
  const columns = useMemo(() => COLUMNS.map((c) => ({ ...c, title: t(`wizard.people.${c.key}`) })), [t]);
  const change = (part: keyof PositionPick) => (value: number | null) => actor.send({ type: 'position.change', position: { ...position, [part]: value } });

  return (
    <Flex direction="column" gap="3">
      <Grid columns={{ initial: '1', sm: '3' }} gap="3">
        <ListChoice
          part="designation"
          label={t('wizard.people.designation')}
          items={choices.designations}
          value={position.designation}
          disabled={busy}
          onChange={change('designation')}
        />
        <ListChoice
          part="department"
          label={t('wizard.people.department')}
          items={choices.departments}
          value={position.department}
          disabled={busy}
          onChange={change('department')}
        />
        <ListChoice part="group" label={t('wizard.people.group')} items={choices.groups} value={position.group} disabled={busy} onChange={change('group')} />
      </Grid>
      {error && (
        <Text size="2" color="red" role="alert">
          {error}
        </Text>
      )}
      <Text size="2" weight="medium" aria-live="polite">
        {matches.length ? t('wizard.position.rated', { count: matches.length }) : t('wizard.position.none')}
      </Text>
      {matches.length > 0 && <DataTable<Employee> columns={columns} rows={rows} sort={sort} onSort={setSort} label={personName} />}
    </Flex>
  );
}
