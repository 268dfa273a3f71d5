/**
 * The event-stream viewers of `bench:judge` and `bench:viewers`, in a child process so that reading
 * thousands of streams neither takes turns with the server being measured nor shares its limit of
 * open files. Told `{ open: n }`, it opens streams until n are open (those already open stay: no
 * reconnecting, no sockets left waiting in TIME_WAIT) and answers `{ ready: n }` once each holds a
 * state; told `{ round: name }`, it answers `{ armed: name }` at once (the lifter may be set now),
 * `{ named: name }` once every viewer received the lifter `name` (so the decisions are timed from a
 * quiet server), then `{ round, times, cpuMs }` once every viewer received that lifter's lights, with
 * the time each did and the CPU time this process spent meanwhile.
 */
import { connect } from 'node:net';

const url = process.argv[2] ?? '';
if (!process.send) throw new Error('judge-viewers runs as a child process');
const send = process.send.bind(process);

/** Absolute milliseconds, comparable with the parent's clock. */
const clock = () => performance.timeOrigin + performance.now();
const END = Buffer.from('\n\n');
const DATA = Buffer.from('\ndata: ');
// Lights show once all three referees decided: the first referee's light is then true or false.
const LIGHTS = [Buffer.from('"judgeResults":{"1":true'), Buffer.from('"judgeResults":{"1":false')];

let round: Buffer | undefined;
let roundName = '';
let times: number[] = [];
/** This process's CPU time when the round began: what reading the streams cost the client. */
let roundCpu = process.cpuUsage();
let named = 0;
/** Per viewer: whether it has the round's lifter, its lights, and an incomplete frame carried over. */
const viewers: { named: boolean; done: boolean; carry: Buffer | undefined; first: boolean }[] = [];
let holding = 0;
let wanted = 0;

// Plain frames, searched as bytes rather than parsed: reading ten thousand streams must cost the
// client less than the server it measures.
function onFrames(viewer: (typeof viewers)[number], data: Buffer) {
  if (viewer.first) {
    viewer.first = false;
    if (++holding === wanted) send({ ready: wanted });
  }
  if (!round || viewer.done || !data.includes(round)) return;
  if (!viewer.named) {
    viewer.named = true;
    if (++named === viewers.length) send({ named: roundName });
  }
  if (!LIGHTS.some((lights) => data.includes(lights))) return;
  viewer.done = true;
  times.push(clock());
  if (times.length === viewers.length) {
    const cpu = process.cpuUsage(roundCpu);
    send({ round: roundName, times, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
}

// A raw socket and a hand-written request rather than an HTTP client: the frames are found in the
// bytes as they come (the chunk-size lines between them do not matter to the search).
const target = new URL(url);
const REQUEST = Buffer.from(
  `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nAccept: text/event-stream\r\n\r\n`,
);

function watch() {
  const viewer = { named: false, done: false, carry: undefined as Buffer | undefined, first: true };
  viewers.push(viewer);
  const socket = connect(Number(target.port), target.hostname, () => socket.write(REQUEST));
  socket.on('data', (chunk: Buffer) => {
    const data = viewer.carry ? Buffer.concat([viewer.carry, chunk]) : chunk;
    const end = data.lastIndexOf(END);
    if (end === -1) {
      viewer.carry = data;
      return;
    }
    viewer.carry = end + END.length < data.length ? data.subarray(end + END.length) : undefined;
    // The head and the "retry" line come first; the first frame with data is the state.
    if (viewer.first && !data.includes(DATA)) return;
    onFrames(viewer, data.subarray(0, end));
  });
  socket.on('error', (error) => {
    console.error(error);
    process.exit(1);
  });
}

process.on('message', (message: { open?: number; round?: string }) => {
  if (message.open !== undefined) {
    wanted = message.open;
    for (let index = viewers.length; index < wanted; index++) watch();
  }
  if (message.round !== undefined) {
    roundName = message.round;
    // The name as it appears in the JSON, quotes included, so "Round 1-1" never matches "Round 1-10".
    round = Buffer.from(JSON.stringify(message.round));
    times = [];
    roundCpu = process.cpuUsage();
    named = 0;
    for (const viewer of viewers) {
      viewer.named = false;
      viewer.done = false;
    }
    // Only now may the lifter be set: frames that came before this message would go uncounted.
    send({ armed: roundName });
  }
});
