import type { ReactNode } from 'react';
import { Button } from '@radix-ui/themes';
import { ClipboardIcon } from '@radix-ui/react-icons';
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
  if (search.trim()) {
    return (
      <NoMatches
        title={`No survey matches “${search.trim()}”`}
        onClearSearch={onClearSearch}
        hint="The search looks at titles, descriptions, statuses and owners."
      />
    );
  }
  const icon = <ClipboardIcon width="32" height="32" aria-hidden="true" />;
  if (onlyMine) {
    return (
      <EmptyState
        icon={icon}
        title="You have no surveys yet"
        actions={
          <>
            {action}
            <Button variant="soft" onClick={onShowAll}>
              Show every survey
            </Button>
          </>
        }
      >
        Surveys other admins of your company made are hidden while “Only my surveys” is on. Create one of your own, or show them all.
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={icon} title="No surveys yet" actions={action}>
      A survey asks each ratee, their manager, peers and direct reports to rate chosen competencies. Create one: pick who is rated, the competencies and the
      raters; every rater is mailed a link to answer.
    </EmptyState>
  );
}
