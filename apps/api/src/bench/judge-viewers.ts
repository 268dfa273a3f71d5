/**
 * The event-stream viewers of `bench:judge`, on their own thread so that reading a thousand streams
 * does not take turns with the server being measured. Opens `viewers` streams of one platform and,
 * for every round, reports when each viewer received the lights of that round's lifter.
 */
import { get } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, viewers } = workerData as { url: string; viewers: number };
const port = parentPort;
if (!port) throw new Error('judge-viewers runs as a worker thread');

/** Absolute milliseconds, comparable with the main thread's clock (same time origin arithmetic). */
const clock = () => performance.timeOrigin + performance.now();
const received = new Map<string, number[]>();
let connected = 0;

function onEvent(data: string) {
  const state = JSON.parse(data) as {
    liftData: { lifterData: { name: string } | null };
    judgeResults: Record<string, boolean | null>;
  };
  const round = state.liftData.lifterData?.name;
  if (!round || state.judgeResults['1'] === null) return;
  const times = received.get(round) ?? [];
  times.push(clock());
  received.set(round, times);
  if (times.length === viewers) port?.postMessage({ round, times });
}

// node:http rather than fetch: the lighter client measures the server more than itself.
function watch() {
  let buffer = '';
  let first = true;
  get(url, (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        if (first) {
          first = false;
          if (++connected === viewers) port?.postMessage({ ready: true });
        }
        onEvent(data.slice('data: '.length));
      }
    });
  }).on('error', (error) => {
    throw error;
  });
}

for (let i = 0; i < viewers; i++) watch();
