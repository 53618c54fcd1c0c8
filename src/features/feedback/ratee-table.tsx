import { useMemo } from 'react';
import { Button } from '@radix-ui/themes';
import { PersonIcon, RocketIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('feedback');
  const items = useMemo(() => rateeRows(ratees), [ratees]);
  const columns = useMemo(
    () => (resultsAvailable ? rateeColumns(t, surveyId, { onRelease, busy, pending }) : progressColumns(t)),
    [t, resultsAvailable, surveyId, onRelease, busy, pending],
  );
  const view = useTableView<RateeRow>(items, columns, { key: 'ratee', direction: 'asc' }, rateeCode);
  const unreleased = ratees.filter((r) => r.released_at === null).length;

  if (ratees.length === 0) {
    return (
      <EmptyState
        icon={<PersonIcon width="32" height="32" aria-hidden="true" />}
        title={t('rateeTable.noneTitle')}
        actions={
          <Button asChild variant="soft">
            <Link to={`/portrayal/admin/survey/${surveyId}`}>{t('rateeTable.openSurvey')}</Link>
          </Button>
        }
      >
        {t('rateeTable.noneText')}
      </EmptyState>
    );
  }
  return (
    <>
      <TableToolbar
        search={view.search}
        onSearch={view.setSearch}
        one={t('rateeTable.one')}
        many={t('rateeTable.many')}
        shown={view.shown.length}
        total={view.total}
        refreshing={false}
      >
        {resultsAvailable && (
          <Button onClick={onReleaseAll} disabled={busy || unreleased === 0} title={unreleased === 0 ? t('rateeTable.allReleased') : undefined}>
            <RocketIcon /> {t('releaseAll.confirm')}
          </Button>
        )}
      </TableToolbar>
      {view.shown.length === 0 ? (
        <NoMatches
          title={t('rateeTable.noMatch', { search: view.search.trim() })}
          hint={t('rateeTable.noMatchHint')}
          onClearSearch={() => view.setSearch('')}
        />
      ) : (
        <DataTable<RateeRow> columns={columns} rows={view.shown} sort={view.sort} onSort={view.setSort} label={rateeName} />
      )}
    </>
  );
}
