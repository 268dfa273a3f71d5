import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/icons.tsx';
import * as styles from './Toast.css.ts';

export const toastTones = ['success', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** The specification's toasts stay 5 seconds (longer while hovered or focused, so they can be read). */
export const TOAST_TIMEOUT_MS = 5_000;

interface ToastMessage {
  message: string;
  tone: ToastTone;
}

/** One queue for the whole app: any code may announce, the one ToastRegion shows. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

/** Shows a toast at the bottom centre; an error unless said otherwise. */
export function showToast(message: string, tone: ToastTone = 'error'): string {
  return toastQueue.add({ message, tone }, { timeout: TOAST_TIMEOUT_MS });
}

/** Place once near the root of the app. */
export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueue<ToastMessage> }) {
  return (
    <AriaToastRegion queue={queue} className={styles.region}>
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={styles.toast({ tone: toast.content.tone })}
          data-tone={toast.content.tone}
        >
          <ToastContent className={styles.content}>
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          <Button slot="close" className={styles.close} aria-label="Close">
            <CloseIcon />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
