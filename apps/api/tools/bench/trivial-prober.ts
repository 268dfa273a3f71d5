/**
 * A worker thread that asks one URL one request after another until told to stop, then answers the
 * time each took, ms. Off the server's thread, so the client's own work never delays the server
 * it measures, and the times are what any other caller would have waited.
 */
import { parentPort, workerData } from 'node:worker_threads';

if (!parentPort) throw new Error('trivial-prober runs as a worker thread');
const port = parentPort;
const url = String(workerData);
let probing = false;

async function probe() {
  const times: number[] = [];
  while (probing) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - started);
  }
  port.postMessage(times);
}

port.on('message', (command: 'start' | 'stop') => {
  if (command === 'start' && !probing) {
    probing = true;
    void probe();
  }
  if (command === 'stop') probing = false;
});
