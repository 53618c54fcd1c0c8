import type { ReactNode } from 'react';
import { ClockIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

interface ResultsPendingStateProps {
  /** The server's 409 detail: which survey, and when it ends. */
  detail?: string | null;
  /** A sentence of our own when there is no detail (a survey's end date, say). */
  fallback?: string;
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A survey still open: its results (reports, analytics, alerts) do not exist yet. Not a
 * failure: a calm state saying when they will be there, in the server's words.
 */
export function ResultsPendingState({ detail, fallback, actions, headingLevel }: ResultsPendingStateProps) {
  const { t } = useTranslation('feedback');
  return (
    <EmptyState icon={<ClockIcon width="32" height="32" aria-hidden="true" />} title={t('resultsPending.title')} headingLevel={headingLevel} actions={actions}>
      {detail || fallback || t('resultsPending.text')}
    </EmptyState>
  );
}
