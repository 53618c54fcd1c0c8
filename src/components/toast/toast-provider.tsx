import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Flex, IconButton, Text } from '@radix-ui/themes';
import { CheckCircledIcon, Cross2Icon } from '@radix-ui/react-icons';
import { ToastContext, type ToastMessage } from './toast-context';
import './toast.css';
import { useTranslation } from 'react-i18next';

const VISIBLE_MS = 5000;
/** Long enough to read the message and reach its button. */
const WITH_ACTION_MS = 10000;

interface Toast extends ToastMessage {
  id: number;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((all) => all.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (toast: ToastMessage) => {
      const id = nextId.current++;
      // One at a time: a newer confirmation replaces the one showing. Piled up, three covered the
      // lower half of a phone's screen and the buttons under it (issue 38.10).
      timers.current.forEach((timer) => clearTimeout(timer));
      timers.current.clear();
      setToasts([{ ...toast, id }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), toast.action ? WITH_ACTION_MS : VISIBLE_MS),
      );
    },
    [dismiss],
  );

  const { t } = useTranslation();
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-viewport" role="region" aria-label={t('toast.region')}>
        {toasts.map((toast) => (
          <Card key={toast.id} size="2" className="toast" role="status" aria-live="polite">
            <Flex gap="3" align="start">
              <Text color="green" asChild>
                <CheckCircledIcon width="18" height="18" aria-hidden="true" />
              </Text>
              <Flex direction="column" gap="1" flexGrow="1">
                <Text size="2" weight="medium">
                  {toast.title}
                </Text>
                {toast.description && (
                  <Text size="2" color="gray">
                    {toast.description}
                  </Text>
                )}
                {toast.action && (
                  <Flex mt="1">
                    <Button
                      size="1"
                      variant="soft"
                      onClick={() => {
                        dismiss(toast.id);
                        toast.action!.onClick();
                      }}
                    >
                      {toast.action.label}
                    </Button>
                  </Flex>
                )}
              </Flex>
              <IconButton size="1" variant="ghost" color="gray" aria-label={t('toast.close')} onClick={() => dismiss(toast.id)}>
                <Cross2Icon />
              </IconButton>
            </Flex>
          </Card>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
