export { ToastProvider } from './toast-provider';
export { useToast, type ToastMessage } from './toast-context';
