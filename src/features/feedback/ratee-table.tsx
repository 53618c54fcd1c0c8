import { useMemo } from 'react';
import { Button } from '@radix-ui/themes';
import { PersonIcon, RocketIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import type { RateeSummary } from '../../../schemas/feedback';
import { DataTable, TableToolbar, useTableView } from '../../components/data-table';
import { EmptyState, NoMatches } from '../../components/empty-state';
import { progressColumns, rateeCode, rateeColumns, rateeName, rateeRows, type RateeRow, type RowRelease } from './ratee-columns';

interface RateeTableProps extends RowRelease {
  surveyId: number;
  /** The survey is closed: scores, reports and releases exist. Before, only the progress shows. */
  resultsAvailable: boolean;
  ratees: readonly RateeSummary[];
  onReleaseAll(): void;
}

/**
 * The survey's ratees, searchable, sorted by name: while it is open how far their raters
 * are; once closed their headline scores, each with its report and release action.
 */
export function RateeTable({ surveyId, resultsAvailable, ratees, onReleaseAll, onRelease, busy, pending }: RateeTableProps) {
  const items = useMemo(() => rateeRows(ratees), [ratees]);
  const columns = useMemo(
    () => (resultsAvailable ? rateeColumns(surveyId, { onRelease, busy, pending }) : progressColumns()),
    [resultsAvailable, surveyId, onRelease, busy, pending],
  );
  const view = useTableView<RateeRow>(items, columns, { key: 'ratee', direction: 'asc' }, rateeCode);
  const unreleased = ratees.filter((r) => r.released_at === null).length;

  if (ratees.length === 0) {
    return (
      <EmptyState
        icon={<PersonIcon width="32" height="32" aria-hidden="true" />}
        title="Nobody is rated in this survey"
        actions={
          <Button asChild variant="soft">
            <Link to={`/portrayal/admin/survey/${surveyId}`}>Open the survey</Link>
          </Button>
        }
      >
        The survey has no ratees, so there is no report to show. Add ratees and their raters on the survey’s page.
      </EmptyState>
    );
  }
  return (
    <>
      <TableToolbar search={view.search} onSearch={view.setSearch} one="ratee" many="ratees" shown={view.shown.length} total={view.total} refreshing={false}>
        {resultsAvailable && (
          <Button onClick={onReleaseAll} disabled={busy || unreleased === 0} title={unreleased === 0 ? 'Every report is released' : undefined}>
            <RocketIcon /> Release all reports
          </Button>
        )}
      </TableToolbar>
      {view.shown.length === 0 ? (
        <NoMatches
          title={`No ratee matches “${view.search.trim()}”`}
          hint="The search looks at names, employee codes, designations and departments."
          onClearSearch={() => view.setSearch('')}
        />
      ) : (
        <DataTable<RateeRow> columns={columns} rows={view.shown} sort={view.sort} onSort={view.setSort} label={rateeName} />
      )}
    </>
  );
}
