import { Button } from '@radix-ui/themes';
import type { Failure } from '../../machines/failure';
import { failureSummary } from '../lib/error-messages';
import { FailureCallout } from './failure-callout';

/** A load that failed: what could not be loaded, why, and Retry. */
export function LoadFailedCallout({ line, error, onRetry }: { line: string; error: Failure | null | undefined; onRetry(): void }) {
  return (
    <FailureCallout
      lines={[line, ...(error ? failureSummary(error) : [])]}
      action={
        <Button size="1" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
