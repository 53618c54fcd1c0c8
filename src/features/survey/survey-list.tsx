import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { ResourceStatus } from '../../../machines/resource.machine';
import type { Survey } from '../../../schemas/survey';
import { DataTable, TableToolbar, useTableView } from '../../components/data-table';
import { FailureCallout } from '../../components/failure-callout';
import type { OnSurveyAction } from './survey-actions-menu';
import { surveyColumns } from './survey-columns';
import { SurveyEmptyState } from './survey-empty-state';
import { LoadingCard } from '../../components/loading-card';
import { LoadFailedCallout } from '../../components/load-failed-callout';

interface SurveyListProps {
  status: ResourceStatus;
  surveys: readonly Survey[];
  error: Failure | null;
  onRetry(): void;
  /** Stable across renders: the rows are memoised. */
  onAction: OnSurveyAction;
  onlyMine: boolean;
  onShowAll(): void;
  /** The "New survey" action, for the empty state. */
  newSurvey: ReactNode;
}

const titleOf = (s: Survey) => s.title;
const described = (s: Survey) => s.description;

/** The surveys: loading, failed, empty, or searched and sorted in a windowed table. */
export function SurveyList({ status, surveys, error, onRetry, onAction, onlyMine, onShowAll, newSurvey }: SurveyListProps) {
  const { t } = useTranslation('survey');
  const columns = useMemo(() => surveyColumns(onAction, t), [onAction, t]);
  const view = useTableView(surveys, columns, { key: 'dates', direction: 'desc' }, described);

  if (status === 'loading') {
    return <LoadingCard text={t('surveys.loading')} />;
  }
  if (status === 'loadFailed' && error?.status === 403) {
    // Trying again would not help: only an admin can grant the permission.
    return <FailureCallout lines={[t('surveys.forbidden'), t('surveys.askPermission')]} />;
  }
  if (status === 'loadFailed') {
    return <LoadFailedCallout line={t('surveys.loadFailed')} error={error} onRetry={onRetry} />;
  }
  const empty = (
    <SurveyEmptyState
      search={view.search}
      onClearSearch={() => view.setSearch('')}
      onlyMine={onlyMine}
      onShowAll={onShowAll}
      action={view.search.trim() ? null : newSurvey}
    />
  );
  if (surveys.length === 0) return empty;
  return (
    <>
      <TableToolbar
        search={view.search}
        onSearch={view.setSearch}
        one={t('surveys.one')}
        many={t('surveys.many')}
        shown={view.shown.length}
        total={view.total}
        refreshing={status === 'refetching'}
      />
      {view.shown.length === 0 ? empty : <DataTable<Survey> columns={columns} rows={view.shown} sort={view.sort} onSort={view.setSort} label={titleOf} />}
    </>
  );
}
