import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../../machines/failure';
import { FailureCallout } from '../../../components/failure-callout';
import { LoadFailedCallout } from '../../../components/load-failed-callout';

/** What failed to load: each has its two sentences under `loadFailed.<what>` (refused, and failed). */
export type LoadWhat = 'surveys' | 'analytics' | 'alerts' | 'thresholds' | 'wordingList' | 'raterQuality' | 'themes' | 'trend';

/** A failed load: what failed and why, with Retry; a refusal asks for the permission instead (retrying would not help). */
export function LoadFailed({ what, error, onRetry }: { what: LoadWhat; error: Failure | null; onRetry(): void }) {
  const { t } = useTranslation('feedback');
  if (error?.status === 403) {
    return <FailureCallout lines={[t(`loadFailed.${what}.forbidden`), t('askPermission')]} />;
  }
  return <LoadFailedCallout line={t(`loadFailed.${what}.failed`)} error={error} onRetry={onRetry} />;
}

export { LoadingCard } from '../../../components/loading-card';
