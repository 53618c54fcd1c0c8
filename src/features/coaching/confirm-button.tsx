import { useState, type ReactNode } from 'react';
import { AlertDialog, Button } from '@radix-ui/themes';
import { DialogButtons } from '../../components/alert-dialog-parts';

interface ConfirmButtonProps {
  /** The button that opens the dialog, and the dialog's own confirming button. */
  label: string;
  title: string;
  children: ReactNode;
  confirm: string;
  color?: 'red' | 'gray';
  busy: boolean;
  onConfirm(): void;
  size?: '1' | '2';
  /** The dialog's way out, when "Cancel" would read as the action itself. */
  cancel?: string;
}

/** A button that asks first: the dialog says what happens, Cancel keeps everything as it is. */
export function ConfirmButton({ label, title, children, confirm, color = 'red', busy, onConfirm, size = '2', cancel }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger>
        <Button variant="soft" color={color} size={size} disabled={busy}>
          {label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{children}</AlertDialog.Description>
        <DialogButtons busy={busy} cancel={cancel}>
          <Button
            color={color}
            loading={busy}
            onClick={() => {
              onConfirm();
              setOpen(false);
            }}
          >
            {confirm}
          </Button>
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
