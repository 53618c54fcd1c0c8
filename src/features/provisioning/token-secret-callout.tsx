import { useState } from 'react';
import { Button, Callout, Code, Flex, IconButton } from '@radix-ui/themes';
import { CheckIcon, CopyIcon, Cross2Icon, LockClosedIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

/** A new token's secret: shown this once (only its hash is kept), with Copy, until the admin dismisses it. */
export function TokenSecretCallout({ name, token, onDismiss }: { name: string; token: string; onDismiss(): void }) {
  const { t } = useTranslation('provisioning');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(token);
    setCopied(true);
  };
  return (
    <Callout.Root color="green" size="2" role="status">
      <Callout.Icon>
        <LockClosedIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" style={{ gridColumn: 2, minWidth: 0 }}>
        <Flex justify="between" align="start" gap="2">
          <Callout.Text weight="medium">{t('secret.title', { name })}</Callout.Text>
          <IconButton size="1" variant="ghost" color="green" aria-label={t('secret.dismiss')} onClick={onDismiss}>
            <Cross2Icon />
          </IconButton>
        </Flex>
        <Flex gap="2" align="center" wrap="wrap">
          <Code size="2" variant="soft" style={{ wordBreak: 'break-all' }} data-testid="scim-token">
            {token}
          </Code>
          <Button size="1" variant="soft" color="green" onClick={copy}>
            {copied ? <CheckIcon /> : <CopyIcon />} {copied ? t('secret.copied') : t('secret.copy')}
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
