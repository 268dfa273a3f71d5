import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';

/**
 * A trivial route asked over and over from a worker thread (trivial-prober.ts), so the asking never
 * takes the server's turns: `during(work)` gives the work's result and each answer's delay while it
 * ran. Warmed up before it is handed out.
 */
export async function trivialProbe(url: string) {
  const prober = new Worker(new URL('./trivial-prober.ts', import.meta.url), {
    workerData: `${url}/api/enums/district`,
  });
  const during = async <T>(work: () => Promise<T>): Promise<{ result: T; delays: number[] }> => {
    const answered = new Promise<number[]>((resolve) => prober.once('message', resolve));
    prober.postMessage('start');
    const result = await work();
    prober.postMessage('stop');
    return { result, delays: await answered };
  };
  await during(() => sleep(1000));
  return { during, stop: () => prober.terminate() };
}
