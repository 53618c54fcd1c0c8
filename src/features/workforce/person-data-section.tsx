import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { DownloadIcon, TrashIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { PersonDataDownloadMachine, PersonErasureMachine } from '../../../machines/person-data.machine';
import type { Employee } from '../../../schemas/employee';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { useRequest } from '../../lib/use-request';
import { ErasePersonDialog } from './erase-person-dialog';
import { liveEmployeeDataDownload, livePersonErasure } from './person-data-flows';

export interface PersonDataFlows {
  download?: PersonDataDownloadMachine;
  downloadSnapshot?: SnapshotFrom<PersonDataDownloadMachine>;
  erasure?: PersonErasureMachine;
  erasureSnapshot?: SnapshotFrom<PersonErasureMachine>;
  /** Stories open the confirmation at once. */
  confirming?: boolean;
}

interface PersonDataSectionProps {
  employee: Employee;
  /** Admins, for anyone but themselves. */
  mayErase: boolean;
  flows?: PersonDataFlows;
  /** Erased: the page closes the employee and reloads the list. */
  onErased(): void;
}

/** An employee's personal data (docs/privacy.md): the ZIP for their request, and erasing them. */
export function PersonDataSection({ employee, mayErase, flows = {}, onErased }: PersonDataSectionProps) {
  const { t } = useTranslation('workforce');
  const download = useRequest(flows.download ?? liveEmployeeDataDownload, flows.downloadSnapshot);
  const erasure = useRequest(flows.erasure ?? livePersonErasure, flows.erasureSnapshot);
  const [confirming, setConfirming] = useState(flows.confirming ?? false);
  // Once per erasure, whichever callback the page passes by then.
  const erased = useRef(onErased);
  erased.current = onErased;
  useEffect(() => {
    if (erasure.status === 'success') erased.current();
  }, [erasure.status]);
  return (
    <Flex direction="column" gap="3" mt="5">
      <Separator size="4" />
      <Heading as="h3" size="3">
        {t('personData.title')}
      </Heading>
      <Text as="p" size="2" color="gray">
        {t(mayErase ? 'personData.descriptionAdmin' : 'personData.description')}
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button variant="soft" loading={download.busy} disabled={download.busy} onClick={() => download.submit({ employee: employee.id })}>
          <DownloadIcon /> {t('personData.download')}
        </Button>
        {mayErase && (
          <Button variant="soft" color="red" onClick={() => setConfirming(true)}>
            <TrashIcon /> {t('personData.erase')}
          </Button>
        )}
      </Flex>
      {download.error && <FailureCallout lines={failureSummary(download.error)} onDismiss={download.clearErrors} />}
      {confirming && (
        <ErasePersonDialog
          employee={employee}
          busy={erasure.busy}
          error={erasure.error}
          onConfirm={() => erasure.submit({ employee: employee.id })}
          onDismissError={erasure.clearErrors}
          onClose={() => {
            erasure.clearErrors();
            setConfirming(false);
          }}
        />
      )}
    </Flex>
  );
}
