import { useState } from 'react';
import { Button, Callout, Code, Flex, IconButton, Text } from '@radix-ui/themes';
import { CheckIcon, CopyIcon, Cross2Icon, LockClosedIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import { WEBHOOK_SIGNATURE_HEADER } from '../../../../schemas/coaching';

/** A new endpoint's signing secret: shown this once (the server keeps no readable copy to show again), with Copy. */
export function SecretCallout({ url, secret, onDismiss }: { url: string; secret: string; onDismiss(): void }) {
  const { t } = useTranslation('coaching');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };
  return (
    <Callout.Root color="green" size="2" role="status">
      <Callout.Icon>
        <LockClosedIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" style={{ gridColumn: 2, minWidth: 0 }}>
        <Flex justify="between" align="start" gap="2">
          <Callout.Text weight="medium">{t('secret.title', { url })}</Callout.Text>
          <IconButton size="1" variant="ghost" color="green" aria-label={t('secret.dismiss')} onClick={onDismiss}>
            <Cross2Icon />
          </IconButton>
        </Flex>
        <Flex gap="2" align="center" wrap="wrap">
          <Code size="2" variant="soft" style={{ wordBreak: 'break-all' }} data-testid="webhook-secret">
            {secret}
          </Code>
          <Button size="1" variant="soft" color="green" onClick={copy}>
            {copied ? <CheckIcon /> : <CopyIcon />} {copied ? t('secret.copied') : t('secret.copy')}
          </Button>
        </Flex>
        <Text size="1" color="gray">
          <Trans t={t} i18nKey="secret.header" values={{ header: WEBHOOK_SIGNATURE_HEADER }} components={{ code: <Code size="1" /> }} />
        </Text>
      </Flex>
    </Callout.Root>
  );
}
