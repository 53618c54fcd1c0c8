import { createContext, useContext } from 'react';

export interface ToastMessage {
  title: string;
  description?: string;
  /** One thing to do about it, e.g. Undo: the toast then stays longer and closes when it is pressed. */
  action?: { label: string; onClick(): void };
}

export const ToastContext = createContext<(toast: ToastMessage) => void>(() => {});

/** Success is a short toast (STYLE: look and feel); failures stay on the screen instead. */
export function useToast(): (toast: ToastMessage) => void {
  return useContext(ToastContext);
}
