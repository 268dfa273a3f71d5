import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { useSpelledOutAnnouncements } from '../../hooks/useSpelledOutAnnouncements.ts';

const ToastList = lazy(() => import('./ToastList.tsx'));

export const toastTones = ['success', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/**
 * The specification's toasts stay 5 seconds, hovered or not: react-aria's own timer pauses while the
 * pointer rests on the region, which on a phone (where a tap leaves the pointer there) kept an error
 * for minutes. What a toast said stays readable text for screen readers (useSpelledOutAnnouncements).
 */
export const TOAST_TIMEOUT_MS = 5_000;
let toastsHeld = false;
/** Each open toast's own closing timer, by key. */
const timers = new Map<string, ReturnType<typeof setTimeout>>();

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

/** One queue for the whole app: any code may announce, the one ToastRegion shows the latest. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 1 });

/** The open toasts that are about something, by key: a form ('signup') or a field of it ('signup/phone'). */
const topics = new Map<string, string>();
const concerns = (topic: string, about: string) => topic === about || topic.startsWith(`${about}/`);

/**
 * Shows a toast at the top of the screen (where no form keeps its Save); an error unless said
 * otherwise. A new outcome replaces whatever toast was showing (a 'saved' never stands beside the
 * error before it). `about` names what it is about, a form or one of its fields ('gym-form',
 * 'gym-form/websiteURL'), so dismissToasts can close it once that is dealt with.
 */
export function showToast(message: string, tone: ToastTone = 'error', about?: string): string {
  for (const shown of [...toastQueue.visibleToasts]) toastQueue.close(shown.key);
  const key = toastQueue.add(
    { message, tone },
    {
      onClose: () => {
        topics.delete(key);
        clearTimeout(timers.get(key));
        timers.delete(key);
      },
    },
  );
  if (!toastsHeld)
    timers.set(
      key,
      setTimeout(() => toastQueue.close(key), TOAST_TIMEOUT_MS),
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
