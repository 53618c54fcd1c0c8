import { useState } from 'react';
import { Button, Dialog, Flex, Text, TextArea } from '@radix-ui/themes';

interface SendBackDialogProps {
  rateeName: string;
  busy: boolean;
  onSend: (note: string) => void;
}

/** The note a list goes back with: it tells the ratee what to change. */
export function SendBackDialog({ rateeName, busy, onSend }: SendBackDialogProps) {
  const [note, setNote] = useState('');
  return (
    <Dialog.Root
      onOpenChange={(open) => {
        if (!open) setNote('');
      }}
    >
      <Dialog.Trigger>
        <Button variant="soft" color="amber" disabled={busy}>
          Send back…
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>Send the list back to {rateeName}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          They get a mail with your note, change their list and send it again.
        </Dialog.Description>
        <Flex direction="column" gap="1" asChild>
          <label>
            <Text size="2" weight="medium">
              Note to {rateeName}
            </Text>
            <TextArea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={1000}
              rows={4}
              placeholder="For example: please add someone from the sales team you worked with this year."
            />
          </label>
        </Flex>
        <Flex gap="2" justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Dialog.Close>
            <Button color="amber" disabled={!note.trim()} onClick={() => onSend(note)}>
              Send back
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
