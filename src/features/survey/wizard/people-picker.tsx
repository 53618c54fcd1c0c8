import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { closedForGood } from '../../../../machines/survey-wizard/locks';
import type { Employee } from '../../../../schemas/employee';
import { DataTable, filterRows, sortRows, tableRows, TableToolbar, type Sort, type TableColumn } from '../../../components/data-table';
import { personName } from './people';
import { useChoices } from './use-wizard-values';
import { useWizardActor } from './wizard-state';
import { plural } from '../../../lib/english-format';

const TEXT_COLUMNS = [
  { key: 'name', title: 'Name', width: 'minmax(160px, 2fr)' },
  { key: 'emp_code', title: 'Code', width: 'minmax(90px, 1fr)' },
  { key: 'designation', title: 'Designation', width: 'minmax(120px, 1.5fr)' },
  { key: 'department', title: 'Department', width: 'minmax(120px, 1.5fr)' },
];
const SORTABLE = [{ key: 'pick' }, ...TEXT_COLUMNS];

/**
 * Individual audience: any number of employees, searched and windowed (thousands stay smooth). A ratee somebody
 * has answered about stays; once results are opened, nobody is added.
 */
export function PeoplePicker({ error }: { error?: string }) {
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
        title: 'Rated',
        width: '72px',
        render: (e) => (
          <input
            type="checkbox"
            className="wizard-check"
            checked={picked.has(e.id)}
            disabled={busy || fixed(e.id)}
            aria-label={`Rate ${personName(e)}`}
            title={e.id in submitted ? 'Raters have submitted answers about this person: they stay a ratee.' : undefined}
            onChange={(event) => pick([e.id], event.target.checked)}
          />
        ),
      },
      ...TEXT_COLUMNS,
    ],
    [picked, busy, fixed, pick, submitted],
  );

  return (
    <Flex direction="column" gap="2">
      <TableToolbar search={search} onSearch={setSearch} one="person" many="people" shown={shown.length} total={rows.length} refreshing={false}>
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
          Choose all {shown.length === rows.length ? '' : 'shown'}
        </Button>
        <Button type="button" variant="ghost" size="2" disabled={busy || sealed || ratees.every((id) => id in submitted)} onClick={() => pick(ratees, false)}>
          Clear
        </Button>
      </TableToolbar>
      <Text size="2" weight="medium" aria-live="polite">
        {ratees.length === 0
          ? 'Nobody chosen yet.'
          : `${plural(ratees.length, 'ratee')} chosen${ratees.length <= 4 ? `: ${ratees.map(dir.name).join(', ')}` : ''}.`}
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
