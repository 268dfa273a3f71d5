import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

const ToastList = lazy(() => import('./ToastList.tsx'));

export const toastTones = ['success', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** The specification's toasts stay 5 seconds (longer while hovered or focused, so they can be read). */
export const TOAST_TIMEOUT_MS = 5_000;

export interface ToastMessage {
  message: string;
  tone: ToastTone;
}

/** One queue for the whole app: any code may announce, the one ToastRegion shows. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

/** Shows a toast at the bottom centre; an error unless said otherwise. */
export function showToast(message: string, tone: ToastTone = 'error'): string {
  return toastQueue.add({ message, tone }, { timeout: TOAST_TIMEOUT_MS });
}

/**
 * Place once near the root of the app. The region's code (landmark, focus handling, the toasts)
 * loads with the first toast, not with every page's first paint; once shown it stays mounted.
 */
export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueue<ToastMessage> }) {
  const showing = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const [needed, setNeeded] = useState(false);
  if (showing && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList queue={queue} />
    </Suspense>
  ) : null;
}
