import { Code, Text } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import { WEBHOOK_SIGNATURE_HEADER } from '../../../../schemas/coaching';
import { OneTimeSecret } from '../../../components/one-time-secret';

/** A new endpoint's signing secret: shown this once (the server keeps no readable copy to show again), with Copy. */
export function SecretCallout({ url, secret, onDismiss }: { url: string; secret: string; onDismiss(): void }) {
  const { t } = useTranslation('coaching');
  return (
    <OneTimeSecret
      title={t('secret.title', { url })}
      secret={secret}
      labels={{ copy: t('secret.copy'), copied: t('secret.copied'), dismiss: t('secret.dismiss') }}
      testId="webhook-secret"
      onDismiss={onDismiss}
    >
      <Text size="1" color="gray">
        <Trans t={t} i18nKey="secret.header" values={{ header: WEBHOOK_SIGNATURE_HEADER }} components={{ code: <Code size="1" /> }} />
      </Text>
    </OneTimeSecret>
  );
}
