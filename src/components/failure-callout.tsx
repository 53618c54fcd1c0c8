import type { ReactNode } from 'react';
import { Callout, Flex, IconButton } from '@radix-ui/themes';
import { Cross2Icon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

interface FailureCalloutProps {
  lines: string[];
  /** Failures stay until dismissed or fixed; without a handler there is no close button. */
  onDismiss?: () => void;
  /** A follow-up action such as Retry or "Resend the link". */
  action?: ReactNode;
}

export function FailureCallout({ lines, onDismiss, action }: FailureCalloutProps) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <Callout.Root color="red" role="alert" size="1">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" style={{ gridColumn: 2, minWidth: 0 }}>
        <Flex justify="between" align="start" gap="2">
          <Flex direction="column" gap="1">
            {lines.map((line, i) => (
              <Callout.Text key={i}>{line}</Callout.Text>
            ))}
          </Flex>
          {onDismiss && (
            <IconButton type="button" size="1" variant="ghost" color="red" aria-label={t('actions.dismiss')} onClick={onDismiss}>
              <Cross2Icon />
            </IconButton>
          )}
        </Flex>
        {action && (
          <Flex gap="2" wrap="wrap">
            {action}
          </Flex>
        )}
      </Flex>
    </Callout.Root>
  );
}
