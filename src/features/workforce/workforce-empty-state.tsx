import type { ReactNode } from 'react';
import { PersonIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState, NoMatches } from '../../components/empty-state';

interface WorkforceEmptyStateProps {
  /** The search that found nobody; empty when there are no employees at all. */
  search: string;
  onClearSearch(): void;
  /** Add, import, template: the ways to start. */
  actions: ReactNode;
}

/** No employees: says what to do next, with the actions to do it (STYLE: lists). */
export function WorkforceEmptyState({ search, onClearSearch, actions }: WorkforceEmptyStateProps) {
  const { t } = useTranslation('workforce');
  if (search.trim()) {
    return <NoMatches title={t('empty.noMatch', { search: search.trim() })} onClearSearch={onClearSearch} hint={t('empty.searchHint')} />;
  }
  return (
    <EmptyState icon={<PersonIcon width="32" height="32" aria-hidden="true" />} title={t('empty.title')} actions={actions}>
      {t('empty.body')}
    </EmptyState>
  );
}
