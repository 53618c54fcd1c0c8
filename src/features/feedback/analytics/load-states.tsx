import type { Failure } from '../../../../machines/failure';
import { FailureCallout } from '../../../components/failure-callout';
import { LoadFailedCallout } from '../../../components/load-failed-callout';

/** A failed load: what failed and why, with Retry; a refusal asks for the permission instead (retrying would not help). */
export function LoadFailed({ what, error, onRetry }: { what: string; error: Failure | null; onRetry(): void }) {
  if (error?.status === 403) {
    return <FailureCallout lines={[`You may not see ${what}.`, 'Ask your company admin for the Feedback permission.']} />;
  }
  return <LoadFailedCallout line={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded.`} error={error} onRetry={onRetry} />;
}

export { LoadingCard } from '../../../components/loading-card';
