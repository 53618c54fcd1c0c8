import { Button } from '@radix-ui/themes';
import { Share1Icon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import type { Failure } from '../../../machines/failure';
import { EmptyState } from '../../components/empty-state';
import { LoadingCard } from '../../components/loading-card';
import { LoadFailedCallout } from '../../components/load-failed-callout';

export const WORKFORCE_PATH = '/portrayal/admin/workforce';

/** Organization data status pending. */
export function OrgLoading() {
  return <LoadingCard text="Loading the organization…" />;
}

/** Organization data status false; the server's reason and a retry. */
export function OrgLoadFailed({ error, onRetry }: { error: Failure | null; onRetry(): void }) {
  return <LoadFailedCallout line={'The organization could not be loaded.'} error={error} onRetry={onRetry} />;
}

/** No employees yet: the tree is drawn from them, and they are added in Workforce. */
export function OrgEmpty() {
  return (
    <EmptyState
      icon={<Share1Icon width="32" height="32" aria-hidden="true" />}
      title="No employees yet"
      headingLevel="h2"
      actions={
        <Button asChild>
          <Link to={WORKFORCE_PATH}>Add or import employees</Link>
        </Button>
      }
    >
      The organization tree is drawn from your employees and their managers. Add people one by one or import a spreadsheet in Workforce, and they will appear
      here.
    </EmptyState>
  );
}
