import { useTranslation } from 'react-i18next';
import { OneTimeSecret } from '../../components/one-time-secret';

/** A new token's secret: shown this once (only its hash is kept), with Copy, until the admin dismisses it. */
export function TokenSecretCallout({ name, token, onDismiss }: { name: string; token: string; onDismiss(): void }) {
  const { t } = useTranslation('provisioning');
  return (
    <OneTimeSecret
      title={t('secret.title', { name })}
      secret={token}
      labels={{ copy: t('secret.copy'), copied: t('secret.copied'), dismiss: t('secret.dismiss') }}
      testId="scim-token"
      onDismiss={onDismiss}
    />
  );
}
