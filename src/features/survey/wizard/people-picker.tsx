import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { closedForGood } from '../../../../machines/survey-wizard/locks';
import type { Employee } from '../../../../schemas/employee';
import { DataTable, filterRows, sortRows, tableRows, TableToolbar, type Sort, type TableColumn } from '../../../components/data-table';
import { personName } from './people';
import { useChoices } from './use-wizard-values';
import { useWizardActor } from './wizard-state';

const textColumns = (t: TFunction<'survey'>) => [
  { key: 'name', title: t('wizard.people.name'), width: 'minmax(160px, 2fr)' },
  { key: 'emp_code', title: t('wizard.people.code'), width: 'minmax(90px, 1fr)' },
  { key: 'designation', title: t('wizard.people.designation'), width: 'minmax(120px, 1.5fr)' },
  { key: 'department', title: t('wizard.people.department'), width: 'minmax(120px, 1.5fr)' },
];
const SORTABLE = [{ key: 'pick' }, { key: 'name' }, { key: 'emp_code' }, { key: 'designation' }, { key: 'department' }];

/**
 * Individual audience: any number of employees, searched and windowed (thousands stay smooth). A ratee somebody
 * has answered about stays; once results are opened, nobody is added.
 */
export function PeoplePicker({ error }: { error?: string }) {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  const { choices, dir } = useChoices();
  const ratees = useSelector(actor, (s) => s.context.data.ratees);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const sealed = useSelector(actor, (s) => closedForGood(s.context));
  const submitted = useSelector(actor, (s) => s.context.submitted);
  const picked = useMemo(() => new Set(ratees), [ratees]);
  const fixed = useCallback((id: number) => sealed || id in submitted, [sealed, submitted]);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'asc' });
  const rows = useMemo(
    () => tableRows(choices.employees, (e) => ['', personName(e), e.emp_code, dir.designation(e.designation), dir.department(e.department)]),
    [choices.employees, dir],
  );
  const sorted = useMemo(() => sortRows(rows, SORTABLE, sort), [rows, sort]);
  const shown = useMemo(() => filterRows(sorted, query), [sorted, query]);
  const pick = useCallback((ids: number[], on: boolean) => void actor.send({ type: 'ratees.pick', ids, picked: on }), [actor]);
  const columns = useMemo(
    (): TableColumn<Employee>[] => [
      {
        key: 'pick',
        title: t('wizard.people.rated'),
        width: '72px',
        render: (e) => (
          <input
            type="checkbox"
            className="wizard-check"
            checked={picked.has(e.id)}
            disabled={busy || fixed(e.id)}
            aria-label={t('wizard.people.rate', { name: personName(e) })}
            title={e.id in submitted ? t('wizard.people.stays') : undefined}
            onChange={(event) => pick([e.id], event.target.checked)}
          />
        ),
      },
      ...textColumns(t),
    ],
    [picked, busy, fixed, pick, submitted, t],
  );

  return (
    <Flex direction="column" gap="2">
      <TableToolbar
        search={search}
        onSearch={setSearch}
        one={t('wizard.people.one')}
        many={t('wizard.people.many')}
        shown={shown.length}
        total={rows.length}
        refreshing={false}
      >
        <Button
          type="button"
          variant="soft"
          size="2"
          disabled={busy || sealed || shown.length === 0}
          onClick={() =>
            pick(
              shown.map((r) => r.row.id),
              true,
            )
          }
        >
          {shown.length === rows.length ? t('wizard.people.chooseAll') : t('wizard.people.chooseShown')}
        </Button>
        <Button type="button" variant="ghost" size="2" disabled={busy || sealed || ratees.every((id) => id in submitted)} onClick={() => pick(ratees, false)}>
          {t('wizard.people.clear')}
        </Button>
      </TableToolbar>
      <Text size="2" weight="medium" aria-live="polite">
        {ratees.length === 0
          ? t('wizard.people.nobody')
          : ratees.length <= 4
            ? t('wizard.people.chosenNamed', { count: ratees.length, names: ratees.map(dir.name).join(t('external.listSeparator')) })
            : t('wizard.people.chosen', { count: ratees.length })}
      </Text>
      {error && (
        <Text size="2" color="red" role="alert">
          {error}
        </Text>
      )}
      <DataTable<Employee> columns={columns} rows={shown} sort={sort} onSort={setSort} label={personName} />
    </Flex>
  );
}
