import { useState } from 'react';
import { Button, Dialog, Flex, Text, TextArea } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

interface SendBackDialogProps {
  rateeName: string;
  busy: boolean;
  onSend: (note: string) => void;
}

/** The note a list goes back with: it tells the ratee what to change. */
export function SendBackDialog({ rateeName, busy, onSend }: SendBackDialogProps) {
  const { t } = useTranslation('survey');
  const [note, setNote] = useState('');
  return (
    <Dialog.Root
      onOpenChange={(open) => {
        if (!open) setNote('');
      }}
    >
      <Dialog.Trigger>
        <Button variant="soft" color="amber" disabled={busy}>
          {t('nomination.sendBack.open')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{t('nomination.sendBack.title', { name: rateeName })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('nomination.sendBack.description')}
        </Dialog.Description>
        <Flex direction="column" gap="1" asChild>
          <label>
            <Text size="2" weight="medium">
              {t('nomination.sendBack.note', { name: rateeName })}
            </Text>
            <TextArea value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={4} placeholder={t('nomination.sendBack.placeholder')} />
          </label>
        </Flex>
        <Flex gap="2" justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('nomination.cancel')}
            </Button>
          </Dialog.Close>
          <Dialog.Close>
            <Button color="amber" disabled={!note.trim()} onClick={() => onSend(note)}>
              {t('nomination.sendBack.send')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
