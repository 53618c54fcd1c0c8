import type { ReactNode } from 'react';
import { Button } from '@radix-ui/themes';
import { FailureCallout } from './failure-callout';
import { useTranslation } from 'react-i18next';

interface TryAgainCalloutProps {
  lines: string[];
  onRetry(): void;
  onDismiss(): void;
  /** Other ways on, after Try again. */
  children?: ReactNode;
}

/** A request that failed and may go again as it is: what happened, Try again, and Dismiss. */
export function TryAgainCallout({ lines, onRetry, onDismiss, children }: TryAgainCalloutProps) {
  const { t } = useTranslation();
  return (
    <FailureCallout
      lines={lines}
      onDismiss={onDismiss}
      action={
        <>
          <Button size="1" onClick={onRetry}>
            {t('actions.tryAgain')}
          </Button>
          {children}
        </>
      }
    />
  );
}
