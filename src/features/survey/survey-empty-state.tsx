import type { ReactNode } from 'react';
import { Button } from '@radix-ui/themes';
import { ClipboardIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState, NoMatches } from '../../components/empty-state';

interface SurveyEmptyStateProps {
  /** The search that found nothing; empty when there are no surveys at all. */
  search: string;
  onClearSearch(): void;
  /** "Only my surveys" is on: the company may have others. */
  onlyMine: boolean;
  onShowAll(): void;
  /** The "New survey" action. */
  action: ReactNode;
}

/** No surveys: says what to do next, with the action to do it (STYLE: lists). */
export function SurveyEmptyState({ search, onClearSearch, onlyMine, onShowAll, action }: SurveyEmptyStateProps) {
  const { t } = useTranslation('survey');
  if (search.trim()) {
    return <NoMatches title={t('surveys.empty.noMatch', { search: search.trim() })} onClearSearch={onClearSearch} hint={t('surveys.empty.searchHint')} />;
  }
  const icon = <ClipboardIcon width="32" height="32" aria-hidden="true" />;
  if (onlyMine) {
    return (
      <EmptyState
        icon={icon}
        title={t('surveys.empty.mineTitle')}
        actions={
          <>
            {action}
            <Button variant="soft" onClick={onShowAll}>
              {t('surveys.empty.showAll')}
            </Button>
          </>
        }
      >
        {t('surveys.empty.mineText')}
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={icon} title={t('surveys.empty.title')} actions={action}>
      {t('surveys.empty.text')}
    </EmptyState>
  );
}
