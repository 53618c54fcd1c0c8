import type { ReactNode } from 'react';
import { PersonIcon } from '@radix-ui/react-icons';
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
  if (search.trim()) {
    return (
      <NoMatches
        title={`Nobody matches “${search.trim()}”`}
        onClearSearch={onClearSearch}
        hint="The search looks at names, emails, codes, usernames, lists and managers."
      />
    );
  }
  return (
    <EmptyState icon={<PersonIcon width="32" height="32" aria-hidden="true" />} title="No employees yet" actions={actions}>
      Add people one by one, or import everyone at once from a spreadsheet: download the template, fill in one row per person, then import it. Each new employee
      is mailed a link to set a password.
    </EmptyState>
  );
}
