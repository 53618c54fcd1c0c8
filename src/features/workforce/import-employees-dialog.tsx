import { useState } from 'react';
import { Button, Checkbox, Dialog, Flex, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { importStatus, type EmployeeImportMachine, type EmployeeImportSnapshot } from '../../../machines/employee-import.machine';
import type { EmployeeImportResult } from '../../../schemas/employee';
import { useOnEnter } from '../../lib/use-on-enter';
import { FileDrop } from './file-drop';
import { missingOf, onlyMissing } from './import-missing';
import { ImportFailure, ImportInstructions, ImportProgress, ImportSuccess } from './import-panels';
import { liveEmployeeImport, type TemplateFormat } from './workforce-flows';
import './workforce.css';

interface ImportEmployeesDialogProps {
  /** Stories give a machine with a fake upload and a state to start in. */
  logic?: EmployeeImportMachine;
  snapshot?: EmployeeImportSnapshot;
  onImported(result: EmployeeImportResult | null): void;
  onTemplate(format: TemplateFormat): void;
  templateBusy: boolean;
  /** The Master data permission: the import may create the list items a file names that do not exist. */
  mayCreateLists?: boolean;
  onClose(): void;
}

/** Import a CSV or XLSX of employees, driven by the import machine (it ends in success | import_fail). */
export function ImportEmployeesDialog({
  logic = liveEmployeeImport,
  snapshot,
  onImported,
  onTemplate,
  templateBusy,
  mayCreateLists = false,
  onClose,
}: ImportEmployeesDialogProps) {
  const { t } = useTranslation('workforce');
  const actor = useActorRef(logic, snapshot ? { snapshot } : undefined);
  const status = useSelector(actor, importStatus);
  const progress = useSelector(actor, (s) => s.context.progress);
  const sent = useSelector(actor, (s) => s.context.file);
  const result = useSelector(actor, (s) => s.context.result);
  const error = useSelector(actor, (s) => s.context.error);
  const [file, setFile] = useState<File | null>(null);
  const [invite, setInvite] = useState(false);
  const busy = status === 'uploading' || status === 'processing';
  useOnEnter(status, 'success', () => onImported(result));

  const choose = (chosen: File) => {
    setFile(chosen);
    if (status === 'import_fail') actor.send({ type: 'clearErrors' });
  };
  const startOver = () => {
    setFile(null);
    actor.send({ type: status === 'success' ? 'reset' : 'clearErrors' });
  };
  // A refused file is fixed and chosen again; a request that never got an answer is simply retried.
  const retryable = status === 'import_fail' && error !== null && (error.kind !== 'http' || (error.status ?? 0) >= 500);
  // Refused only for names the lists lack: the same file goes again, creating them.
  const creatable = status === 'import_fail' && mayCreateLists && onlyMissing(error) ? missingOf(error).length : 0;
  const refusedRows = Array.isArray(error?.data?.rows) || missingOf(error).length > 0;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="680px">
        <Dialog.Title>{t('import.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('import.description')}
        </Dialog.Description>
        <Flex direction="column" gap="4">
          {status === 'idle' && <ImportInstructions onTemplate={onTemplate} templateBusy={templateBusy} />}
          {status === 'idle' && <FileDrop file={file} onFile={choose} />}
          {status === 'idle' && (
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox checked={invite} onCheckedChange={(checked) => setInvite(checked === true)} />
                {t('import.inviteNow')}
              </Flex>
            </Text>
          )}
          {busy && <ImportProgress file={sent} progress={progress} processing={status === 'processing'} />}
          {status === 'success' && <ImportSuccess result={result} />}
          {status === 'import_fail' && error && <ImportFailure error={error} onDismiss={startOver} mayCreate={mayCreateLists} />}
        </Flex>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          {status === 'idle' && (
            <>
              <Dialog.Close>
                <Button variant="soft" color="gray">
                  {t('import.cancel')}
                </Button>
              </Dialog.Close>
              <Button disabled={!file} onClick={() => file && actor.send({ type: 'submit', file, invite })}>
                {t('import.import')}
              </Button>
            </>
          )}
          {status === 'uploading' && (
            <Button autoFocus variant="soft" color="gray" onClick={() => actor.send({ type: 'cancel' })}>
              {t('import.cancelUpload')}
            </Button>
          )}
          {status === 'success' && (
            <>
              <Button variant="soft" color="gray" onClick={startOver}>
                {t('import.another')}
              </Button>
              <Dialog.Close>
                <Button autoFocus>{t('import.done')}</Button>
              </Dialog.Close>
            </>
          )}
          {status === 'import_fail' && (
            <>
              <Dialog.Close>
                <Button variant="soft" color="gray">
                  {t('import.close')}
                </Button>
              </Dialog.Close>
              {retryable ? (
                <Button autoFocus onClick={() => actor.send({ type: 'retry' })}>
                  {t('import.tryAgain')}
                </Button>
              ) : (
                <Button autoFocus={!creatable} variant={creatable ? 'soft' : 'solid'} onClick={startOver}>
                  {refusedRows ? t('import.chooseCorrected') : t('import.chooseAnother')}
                </Button>
              )}
              {creatable > 0 && (
                <Button autoFocus onClick={() => actor.send({ type: 'createMissing' })}>
                  {t('import.createAndImport', { count: creatable })}
                </Button>
              )}
            </>
          )}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
