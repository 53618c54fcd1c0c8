import { Box, Button, Callout, Code, Flex, Grid } from '@radix-ui/themes';
import { CopyIcon, DownloadIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { PRODUCT_NAME } from '../../lib/config';
import { saveBlob } from '../../lib/save-blob';

/** The recovery codes, shown once: copy or download them, then say they are kept. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const text = `${t('recoveryCodes.file', { product: PRODUCT_NAME })}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast({ title: t('recoveryCodes.copied') });
  };
  return (
    <Flex direction="column" gap="4">
      <Callout.Root color="amber" size="1">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>{t('recoveryCodes.keep')}</Callout.Text>
      </Callout.Root>
      <Box asChild>
        <Grid columns={{ initial: '1', xs: '2' }} gap="2" aria-label={t('recoveryCodes.label')} role="list">
          {codes.map((code) => (
            <Code key={code} size="3" variant="soft" role="listitem" style={{ textAlign: 'center' }}>
              {code}
            </Code>
          ))}
        </Grid>
      </Box>
      <Flex gap="3" wrap="wrap">
        <Button variant="soft" onClick={() => void copy()}>
          <CopyIcon /> {t('recoveryCodes.copy')}
        </Button>
        <Button variant="soft" onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}>
          <DownloadIcon /> {t('recoveryCodes.download')}
        </Button>
        <Box flexGrow="1" />
        <Button onClick={onDone}>{t('recoveryCodes.saved')}</Button>
      </Flex>
    </Flex>
  );
}
