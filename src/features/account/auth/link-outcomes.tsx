import type { ReactNode } from 'react';
import { Button } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Failure } from '../../../../machines/failure';
import { FailureCallout } from '../../../components/failure-callout';
import { failureSummary } from '../../../lib/error-messages';
import { AuthLayout } from '../../../components/auth-layout';
import { ResultPanel } from './result-panel';

/** The network or the server failed, not the link: opening it again may work. */
export const isTransient = (failure: Failure) => failure.kind !== 'http' || (failure.status ?? 0) >= 500;

interface LinkDoneProps {
  /** The page's title. */
  page: string;
  /** What happened, in one line. */
  title: string;
  icon?: ReactNode;
  tone?: 'green' | 'indigo';
  children: ReactNode;
}

/** A mailed link that did its work: what happened, and Sign in. */
export function LinkDone({ page, title, icon = <CheckCircledIcon width="40" height="40" aria-hidden="true" />, tone, children }: LinkDoneProps) {
  const { t } = useTranslation('account');
  return (
    <AuthLayout title={page}>
      <ResultPanel
        icon={icon}
        tone={tone}
        title={title}
        actions={
          <Button size="3" asChild>
            <Link to="/authentication/login">{t('auth.signIn')}</Link>
          </Button>
        }
      >
        {children}
      </ResultPanel>
    </AuthLayout>
  );
}

/** Why a mailed link failed, with Retry where the failure is transient. */
export function LinkFailure({ failure, retry }: { failure: Failure | null; retry(): void }) {
  const { t } = useTranslation('account');
  return (
    <FailureCallout
      lines={failure ? failureSummary(failure) : []}
      action={
        failure && isTransient(failure) ? (
          <Button size="2" onClick={retry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
