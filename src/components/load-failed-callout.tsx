import { Button } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { Failure } from '../../machines/failure';
import { failureSummary } from '../lib/error-messages';
import { FailureCallout } from './failure-callout';
import { useTranslation } from 'react-i18next';

interface LoadFailedCalloutProps {
  line: string;
  error: Failure | null | undefined;
  onRetry(): void;
  /** What was asked for is not there: this line instead, and the way elsewhere instead of Retry. */
  gone?: { line: string; to: string; label: string } | null;
}

/** A load that failed: what could not be loaded, why, and Retry. */
export function LoadFailedCallout({ line, error, onRetry, gone }: LoadFailedCalloutProps) {
  const { t } = useTranslation();
  if (gone) {
    return (
      <FailureCallout
        lines={[gone.line]}
        action={
          <Button size="1" variant="soft" asChild>
            <Link to={gone.to}>{gone.label}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <FailureCallout
      lines={[line, ...(error ? failureSummary(error) : [])]}
      action={
        <Button size="1" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
