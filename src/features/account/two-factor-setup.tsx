import { Box, Button, Code, Flex, IconButton, Text } from '@radix-ui/themes';
import { CopyIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import { EnableTwoFactor, type TwoFactorSetup } from '../../../schemas/two-factor';
import { enableTwoFactorUi } from '../../../schemas/two-factor.ui';
import { SchemaForm } from '../../components/form';
import { useToast } from '../../components/toast';

interface SetupProps {
  setup: TwoFactorSetup;
  busy: boolean;
  error: Failure | null;
  onEnable(input: EnableTwoFactor): void;
  onCancel(): void;
  onDismissErrors(): void;
}

/** Scan the QR code (or type the secret), then prove it with the app's first code. */
export function TwoFactorSetupPanel({ setup, busy, error, onEnable, onCancel, onDismissErrors }: SetupProps) {
  const { t } = useTranslation('account');
  const toast = useToast();
  // Groups of four, as apps show and people type them.
  const grouped = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  const copy = async () => {
    await navigator.clipboard.writeText(setup.secret);
    toast({ title: t('setup.copied') });
  };
  return (
    <Flex direction="column" gap="4">
      <Text as="p" size="2">
        {t('setup.scan')}
      </Text>
      <Flex gap="5" align="center" wrap="wrap">
        <Box p="2" style={{ background: 'white', borderRadius: 'var(--radius-3)', lineHeight: 0 }}>
          <img src={setup.qr_data_url} alt={t('setup.qrAlt')} width={176} height={176} />
        </Box>
        <Flex direction="column" gap="2" style={{ minWidth: 0 }}>
          <Text size="2" color="gray">
            {t('setup.cannotScan')}
          </Text>
          <Flex gap="2" align="center">
            <Code size="3" variant="ghost" data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
              {grouped}
            </Code>
            <IconButton size="1" variant="soft" aria-label={t('setup.copyKey')} onClick={() => void copy()}>
              <CopyIcon />
            </IconButton>
          </Flex>
          <Text size="1" color="gray">
            {t('setup.timeBased')}
          </Text>
        </Flex>
      </Flex>
      <Text as="p" size="2">
        {t('setup.enterCode')}
      </Text>
      <Box maxWidth="360px">
        <SchemaForm<EnableTwoFactor>
          schema={EnableTwoFactor}
          uiSchema={enableTwoFactorUi}
          idPrefix="two-factor-enable"
          onSubmit={onEnable}
          busy={busy}
          serverErrors={error}
          onDismissErrors={onDismissErrors}
          submitText={t('setup.turnOn')}
          footer={
            <Button type="button" variant="ghost" color="gray" disabled={busy} onClick={onCancel}>
              {t('cancel')}
            </Button>
          }
        />
      </Box>
    </Flex>
  );
}
