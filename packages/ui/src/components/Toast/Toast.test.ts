import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, holdToasts, showToast, TOAST_TIMEOUT_MS, toastQueue } from './Toast.tsx';

const shown = () => toastQueue.visibleToasts.map((toast) => toast.content.message);

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const toast of [...toastQueue.visibleToasts]) toastQueue.close(toast.key);
    holdToasts(false);
    vi.useRealTimers();
  });

  it('close five seconds after they show', () => {
    showToast('Gym saved successfully!', 'success');
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(shown()).toEqual(['Gym saved successfully!']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('close on time while the pointer rests on them (the region pauses the queue)', () => {
    showToast('Failed to save gym: Please enter a valid email address.');
    // What react-aria's region does while hovered or focused; it resumes only when the pointer leaves.
    toastQueue.pauseAll();
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS);
    expect(shown()).toEqual([]);
  });

  it('a new outcome replaces the one before, whatever it was about', () => {
    showToast('Failed to save gym: Please enter a valid email address.', 'error', 'gym-form/email');
    vi.advanceTimersByTime(3_000);
    showToast('Client saved', 'success');
    expect(shown()).toEqual(['Client saved']);
    // The new one has its own five seconds, and the old one's timer closes nothing of it.
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(shown()).toEqual(['Client saved']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('one about a field closes once the field is dealt with', () => {
    showToast('Name is required.', 'error', 'meet/name');
    dismissToasts('meet');
    expect(shown()).toEqual([]);
  });

  it('held toasts (the stories’ pictures) stay until closed', () => {
    holdToasts(true);
    const key = showToast('Held');
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['Held']);
    toastQueue.close(key);
    expect(shown()).toEqual([]);
  });
});
