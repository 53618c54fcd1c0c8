import { createContext, useContext } from 'react';

export interface ToastMessage {
  title: string;
  description?: string;
}

export const ToastContext = createContext<(toast: ToastMessage) => void>(() => {});

/** Success is a short toast (STYLE: look and feel); failures stay on the screen instead. */
export function useToast(): (toast: ToastMessage) => void {
  return useContext(ToastContext);
}
