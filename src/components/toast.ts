import { notifications } from '@mantine/notifications';

export type ToastVariant = 'success' | 'error' | 'info';

const COLORS: Record<ToastVariant, string> = { success: 'teal', error: 'red', info: 'blue' };

/**
 * The app's toasts: a title and a message. 'error' is the destructive variant of the spec
 * (e.g. 'Session expired'); errors stay until dismissed, the others fade after a few seconds.
 */
export function showToast(title: string, message: string, variant: ToastVariant = 'info'): void {
  notifications.show({
    title,
    message,
    color: COLORS[variant],
    autoClose: variant === 'error' ? 8000 : 4000,
    withBorder: true,
  });
}
