import { Button, Flex, Text } from '@radix-ui/themes';
import { CheckIcon, DownloadIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { PersonDataDownloadMachine } from '../../../machines/person-data.machine';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { useRequest } from '../../lib/use-request';
import { liveMyDataDownload } from './my-data-flows';

export interface MyDataCardProps {
  logic?: PersonDataDownloadMachine;
  /** Stories start the card in any state. */
  snapshot?: SnapshotFrom<PersonDataDownloadMachine>;
}

/** "Download my data": everything the product holds about you, as a ZIP of JSON files (docs/privacy.md). */
export function MyDataCard({ logic, snapshot }: MyDataCardProps) {
  const { t } = useTranslation('account');
  const download = useRequest(logic ?? liveMyDataDownload, snapshot);
  return (
    <Flex direction="column" gap="3" align="start">
      <Text as="p" size="2">
        {t('myData.contents')}
      </Text>
      <Button size="3" variant="soft" loading={download.busy} disabled={download.busy} onClick={() => download.submit({ employee: null })}>
        <DownloadIcon /> {t('myData.download')}
      </Button>
      {download.status === 'success' && (
        <Text as="p" size="2" color="green" role="status">
          <CheckIcon /> {t('myData.downloaded')}
        </Text>
      )}
      {download.error && <FailureCallout lines={failureSummary(download.error)} onDismiss={download.clearErrors} />}
    </Flex>
  );
}
