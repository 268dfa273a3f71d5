/**
 * What the judge benchmarks share (bench:judge, bench:viewers, bench:cluster): the table operator's
 * and referees' writes on one platform, the messages of the viewers' child process
 * (judge-viewers.ts), and the figures' arithmetic.
 */
import type { ChildProcess } from 'node:child_process';
import { lifterNamed } from '@gym/judge-core/fixtures';

type Call = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<unknown>;

/** Puts a lifter up (as the signed-in owner) and decides as each referee (with the platform's code). */
export function judgeWrites(
  call: Call,
  platform: { platformId: number; refereeCode: string },
  auth: Record<string, string>,
) {
  return {
    setLifter: (name: string) =>
      call(
        'PUT',
        `/api/judge/platforms/${platform.platformId}/current`,
        { lift: 'S', lifterData: lifterNamed(name) },
        auth,
      ),
    decide: (referee: number) =>
      call(
        'POST',
        `/api/judge/platforms/${platform.platformId}/decisions`,
        { referee, decision: referee === 3 ? 'no lift' : 'good' },
        { 'x-referee-code': platform.refereeCode },
      ),
  };
}

/** What judge-viewers.ts tells its parent. */
export interface ViewersMessage {
  ready?: number;
  armed?: string;
  named?: string;
  round?: string;
  times?: number[];
  cpuMs?: number;
}

/** The messages of the viewers' process, each awaited by what it says (within `timeoutMs`). */
export function viewersMessages(viewers: ChildProcess, timeoutMs = 600_000) {
  const messages: ViewersMessage[] = [];
  let wake: (() => void) | undefined;
  viewers.on('message', (message: ViewersMessage) => {
    messages.push(message);
    wake?.();
  });
  return async function next(accept: (message: ViewersMessage) => boolean): Promise<ViewersMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = messages.findIndex(accept);
      if (index !== -1) return messages.splice(index, 1)[0] ?? {};
      if (Date.now() > deadline) throw new Error(`the viewers did not answer within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 1_000);
      });
    }
  };
}

/** The value at `share` (0.5, 0.99) of ascending values. */
export const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
