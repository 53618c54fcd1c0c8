import { Box, Button, Code, Flex, IconButton, Text } from '@radix-ui/themes';
import { CopyIcon } from '@radix-ui/react-icons';
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
  const toast = useToast();
  // Groups of four, as apps show and people type them.
  const grouped = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  const copy = async () => {
    await navigator.clipboard.writeText(setup.secret);
    toast({ title: 'Secret copied' });
  };
  return (
    <Flex direction="column" gap="4">
      <Text as="p" size="2">
        1. Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).
      </Text>
      <Flex gap="5" align="center" wrap="wrap">
        <Box p="2" style={{ background: 'white', borderRadius: 'var(--radius-3)', lineHeight: 0 }}>
          <img src={setup.qr_data_url} alt="QR code for your authenticator app" width={176} height={176} />
        </Box>
        <Flex direction="column" gap="2" style={{ minWidth: 0 }}>
          <Text size="2" color="gray">
            Cannot scan? Enter this key in the app:
          </Text>
          <Flex gap="2" align="center">
            <Code size="3" variant="ghost" data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
              {grouped}
            </Code>
            <IconButton size="1" variant="soft" aria-label="Copy the key" onClick={() => void copy()}>
              <CopyIcon />
            </IconButton>
          </Flex>
          <Text size="1" color="gray">
            Time-based, 6 digits, every 30 seconds.
          </Text>
        </Flex>
      </Flex>
      <Text as="p" size="2">
        2. Enter the code the app shows.
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
          submitText="Turn on"
          footer={
            <Button type="button" variant="ghost" color="gray" disabled={busy} onClick={onCancel}>
              Cancel
            </Button>
          }
        />
      </Box>
    </Flex>
  );
}
