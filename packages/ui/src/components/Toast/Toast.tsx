import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { useSpelledOutAnnouncements } from '../../hooks/useSpelledOutAnnouncements.ts';

const ToastList = lazy(() => import('./ToastList.tsx'));

export const toastTones = ['success', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** The specification's toasts stay 5 seconds (longer while hovered or focused, so they can be read). */
export const TOAST_TIMEOUT_MS = 5_000;
let toastsHeld = false;

/**
 * For the stories' pictures only (Storybook's preview holds them): held toasts stay until closed. A
 * picture is taken once the story's play has finished, which on a loaded machine can be after 5
 * seconds, and it must show the same toast on every run.
 */
export function holdToasts(hold: boolean): void {
  toastsHeld = hold;
}

export interface ToastMessage {
  message: string;
  tone: ToastTone;
}

/** One queue for the whole app: any code may announce, the one ToastRegion shows. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

/** The open toasts that are about something, by key: a form ('signup') or a field of it ('signup/phone'). */
const topics = new Map<string, string>();
const concerns = (topic: string, about: string) => topic === about || topic.startsWith(`${about}/`);

/**
 * Shows a toast at the bottom centre; an error unless said otherwise. `about` names what it is about,
 * a form or one of its fields ('gym-form', 'gym-form/websiteURL'): a newer toast about the same thing
 * replaces the older ones (a form's 'saved' closes its errors), and dismissToasts closes them.
 */
export function showToast(message: string, tone: ToastTone = 'error', about?: string): string {
  if (about !== undefined) dismissToasts(about);
  const key = toastQueue.add(
    { message, tone },
    { ...(toastsHeld ? {} : { timeout: TOAST_TIMEOUT_MS }), onClose: () => topics.delete(key) },
  );
  if (about !== undefined) topics.set(key, about);
  return key;
}

/** Closes the toasts about a form or field (a form's name closes those about its fields too). */
export function dismissToasts(about: string) {
  for (const [key, topic] of [...topics]) if (concerns(topic, about)) toastQueue.close(key);
}

/**
 * Place once near the root of the app. The region's code (landmark, focus handling, the toasts)
 * loads with the first toast, not with every page's first paint; once shown it stays mounted.
 * While it is there, react-aria's live announcements stay readable text after what they announced
 * has gone (see useSpelledOutAnnouncements).
 */
export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueue<ToastMessage> }) {
  useSpelledOutAnnouncements();
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
