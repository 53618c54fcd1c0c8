import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import type { OrgItem } from './org-forest';

interface ConfirmMoveDialogProps {
  person: OrgItem;
  manager: OrgItem;
  onConfirm(): void;
  onClose(): void;
}

/** A drop is easy to make by mistake: it asks first, naming both people. */
export function ConfirmMoveDialog({ person, manager, onConfirm, onClose }: ConfirmMoveDialogProps) {
  const { t } = useTranslation('organization');
  const bdi = { bdi: <bdi /> };
  const now = person.parent ? (
    <Trans t={t} i18nKey="confirmMove.reportsTo" values={{ name: person.name, manager: person.parent.name }} components={bdi} />
  ) : (
    <Trans t={t} i18nKey="confirmMove.atTop" values={{ name: person.name }} components={bdi} />
  );
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>
          <Trans t={t} i18nKey="confirmMove.title" values={{ name: person.name, manager: manager.name }} components={bdi} />
        </AlertDialog.Title>
        <AlertDialog.Description size="2">
          {now} {person.reports > 0 && `${t('confirmMove.team', { count: person.reports })} `}
          {t('confirmMove.undoAfter')}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('confirmMove.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button onClick={onConfirm}>{t('confirmMove.move')}</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
