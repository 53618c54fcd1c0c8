import { Button } from '@radix-ui/themes';
import { Share1Icon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Failure } from '../../../machines/failure';
import { EmptyState } from '../../components/empty-state';
import { LoadingCard } from '../../components/loading-card';
import { LoadFailedCallout } from '../../components/load-failed-callout';

export const WORKFORCE_PATH = '/portrayal/admin/workforce';

/** Organization data status pending. */
export function OrgLoading() {
  const { t } = useTranslation('organization');
  return <LoadingCard text={t('states.loading')} />;
}

/** Organization data status false; the server's reason and a retry. */
export function OrgLoadFailed({ error, onRetry }: { error: Failure | null; onRetry(): void }) {
  const { t } = useTranslation('organization');
  return <LoadFailedCallout line={t('states.loadFailed')} error={error} onRetry={onRetry} />;
}

/** No employees yet: the tree is drawn from them, and they are added in Workforce. */
export function OrgEmpty() {
  const { t } = useTranslation('organization');
  return (
    <EmptyState
      icon={<Share1Icon width="32" height="32" aria-hidden="true" />}
      title={t('states.empty')}
      headingLevel="h2"
      actions={
        <Button asChild>
          <Link to={WORKFORCE_PATH}>{t('states.addEmployees')}</Link>
        </Button>
      }
    >
      {t('states.emptyHint')}
    </EmptyState>
  );
}
