import { Box, Button, Callout, Code, Flex, Grid } from '@radix-ui/themes';
import { CopyIcon, DownloadIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { useToast } from '../../components/toast';
import { PRODUCT_NAME } from '../../lib/config';
import { saveBlob } from '../../lib/save-blob';

/** The recovery codes, shown once: copy or download them, then say they are kept. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const toast = useToast();
  const text = `${PRODUCT_NAME}: recovery codes for two-factor sign-in. Each works once.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast({ title: 'Recovery codes copied' });
  };
  return (
    <Flex direction="column" gap="4">
      <Callout.Root color="amber" size="1">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>Keep these codes somewhere safe. Each signs you in once if you lose your phone. They are shown only now.</Callout.Text>
      </Callout.Root>
      <Box asChild>
        <Grid columns={{ initial: '1', xs: '2' }} gap="2" aria-label="Recovery codes" role="list">
          {codes.map((code) => (
            <Code key={code} size="3" variant="soft" role="listitem" style={{ textAlign: 'center' }}>
              {code}
            </Code>
          ))}
        </Grid>
      </Box>
      <Flex gap="3" wrap="wrap">
        <Button variant="soft" onClick={() => void copy()}>
          <CopyIcon /> Copy
        </Button>
        <Button variant="soft" onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}>
          <DownloadIcon /> Download
        </Button>
        <Box flexGrow="1" />
        <Button onClick={onDone}>I have saved them</Button>
      </Flex>
    </Flex>
  );
}
