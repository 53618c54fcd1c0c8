import { useState, type ReactNode } from 'react';
import { AlertDialog, Button, Flex, Text } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { ResourceRow } from '../../../machines/resource.machine';
import { DialogButtons } from '../../components/alert-dialog-parts';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import type { ListDescriptor, Related } from './list-descriptor';

interface DeleteDialogProps {
  list: ListDescriptor;
  item: ResourceRow;
  related: Related;
  busy: boolean;
  /** The failure of the delete or of the archiving asked here. */
  error: Failure | null;
  /** A delete refused as stale (412): who changed it, when, and Reload. */
  stale?: ReactNode;
  onConfirm(): void;
  /** Given where the list can archive: the way out when the item is in use. */
  onArchive?(): void;
  onClose(): void;
}

/** A 400 answer to a delete is the server's in-use refusal (README: in-use rules); anything else is a failure to show. */
const refusalOf = (error: Failure | null) => (error?.kind === 'http' && error.status === 400 ? failureSummary(error) : null);

/** The item's name inside the dialog's sentence: written by people, in whatever script. */
function ItemName({ children }: { children?: ReactNode }) {
  return (
    <Text weight="medium">
      <bdi>{children}</bdi>
    </Text>
  );
}

/**
 * Asks first, naming the item and what goes with it (STYLE: anything destructive asks first).
 * An item still in use cannot be deleted; where it can be archived, the dialog offers that instead.
 */
export function DeleteDialog({ list, item, related, busy, error, stale, onConfirm, onArchive, onClose }: DeleteDialogProps) {
  const { t } = useTranslation('master');
  const consequence = list.deleteConsequence?.(item, related) ?? null;
  // Kept once seen: archiving clears the machine's error, and the dialog must not turn back into "Delete?" meanwhile.
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const refused = refusalOf(error);
  if (refused && refused.join('\n') !== refusal?.join('\n')) setRefusal(refused);
  const reasons = consequence?.blocks ? [consequence.message] : (refused ?? refusal);
  const inUse = reasons !== null;
  const archive = inUse && !item.archived_at ? onArchive : undefined;
  const failure = error && !refused && !stale ? failureSummary(error) : null;
  const words = `lists.${list.key}` as const;
  const name = list.label(item);
  const nameMark = { name: <ItemName /> };

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="480px">
        <AlertDialog.Title>{inUse ? t(`${words}.inUseTitle`) : t(`${words}.deleteTitle`)}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {inUse ? (
            <Trans t={t} i18nKey="deleteDialog.cannotDelete" values={{ name, reasons: reasons.join(' ') }} components={nameMark} />
          ) : (
            <Trans
              t={t}
              i18nKey={`${words}.removed`}
              values={{ name, consequence: consequence?.message ?? t('deleteDialog.cannotUndo') }}
              components={nameMark}
            />
          )}
        </AlertDialog.Description>
        {archive && (
          <Text as="p" size="2" mt="3">
            {t('deleteDialog.archiveExplained')}
          </Text>
        )}
        {inUse && item.archived_at ? (
          <Text as="p" size="2" mt="3" color="gray">
            {t('deleteDialog.archivedAlready')}
          </Text>
        ) : null}
        {failure && (
          <Flex mt="3">
            <FailureCallout lines={failure} />
          </Flex>
        )}
        {stale && (
          <Flex mt="3" direction="column">
            {stale}
          </Flex>
        )}
        <DialogButtons busy={busy} cancel={inUse ? t('deleteDialog.close') : t('deleteDialog.cancel')}>
          {archive && (
            <Button loading={busy} disabled={busy} onClick={archive}>
              {t(`${words}.archiveButton`)}
            </Button>
          )}
          {!inUse && (
            <Button color="red" loading={busy} disabled={busy} onClick={onConfirm}>
              {t(`${words}.deleteButton`)}
            </Button>
          )}
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
