import { useState, type ReactNode } from 'react';
import { Button, Callout, Code, Flex, IconButton } from '@radix-ui/themes';
import { CheckIcon, CopyIcon, Cross2Icon, LockClosedIcon } from '@radix-ui/react-icons';

export interface OneTimeSecretProps {
  /** What the secret is, and that it is shown this once. */
  title: string;
  secret: string;
  /** The caller's words: each feature says what its secret is for in its own catalogue. */
  labels: { copy: string; copied: string; dismiss: string };
  testId?: string;
  onDismiss(): void;
  /** A line under the secret: how it is used. */
  children?: ReactNode;
}

/** A secret the server keeps no readable copy of (a webhook's signing key, a SCIM token): shown once, with Copy. */
export function OneTimeSecret({ title, secret, labels, testId, onDismiss, children }: OneTimeSecretProps) {
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
          <Callout.Text weight="medium">{title}</Callout.Text>
          <IconButton size="1" variant="ghost" color="green" aria-label={labels.dismiss} onClick={onDismiss}>
            <Cross2Icon />
          </IconButton>
        </Flex>
        <Flex gap="2" align="center" wrap="wrap">
          <Code size="2" variant="soft" style={{ wordBreak: 'break-all' }} data-testid={testId}>
            {secret}
          </Code>
          <Button size="1" variant="soft" color="green" onClick={copy}>
            {copied ? <CheckIcon /> : <CopyIcon />} {copied ? labels.copied : labels.copy}
          </Button>
        </Flex>
        {children}
      </Flex>
    </Callout.Root>
  );
}
