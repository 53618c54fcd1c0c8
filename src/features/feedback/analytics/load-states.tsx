import { Button, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import type { Failure } from '../../../../machines/failure';
import { FailureCallout } from '../../../components/failure-callout';
import { failureSummary } from '../../../lib/error-messages';

/** A section still loading: a quiet card with a spinner and what is coming. */
export function LoadingCard({ text }: { text: string }) {
  return (
    <Card size="3">
      <Flex align="center" justify="center" gap="2" py="8" role="status">
        <Spinner />
        <Text color="gray" size="2">
          {text}
        </Text>
      </Flex>
    </Card>
  );
}

/** A failed load: what failed and why, with Retry; a refusal asks for the permission instead (retrying would not help). */
export function LoadFailed({ what, error, onRetry }: { what: string; error: Failure | null; onRetry(): void }) {
  if (error?.status === 403) {
    return <FailureCallout lines={[`You may not see ${what}.`, 'Ask your company admin for the Feedback permission.']} />;
  }
  return (
    <FailureCallout
      lines={[`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded.`, ...(error ? failureSummary(error) : [])]}
      action={
        <Button size="1" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
