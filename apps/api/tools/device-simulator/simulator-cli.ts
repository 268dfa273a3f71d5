/**
 * `pnpm --filter @gym/api device-simulator -- --serial X --url http://localhost:3000`: a simulated
 * K40 Pro of that serial number (registered as a door device of a gym). It polls every
 * `--interval` seconds, executes the commands it is sent, and every `--punch-every` seconds one of
 * the users the server put on it punches; `--lose-every N` drops every Nth upload answer, so the
 * device sends that batch again (the server stores it once). `--claim-code C` keys the gym's claim
 * code into the device as a user first, which claims a registration still waiting for it.
 */
import { parseArgs } from 'node:util';
import { DeviceSimulator } from './simulator.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    serial: { type: 'string' },
    url: { type: 'string', default: 'http://localhost:3000' },
    interval: { type: 'string', default: '5' },
    'punch-every': { type: 'string', default: '20' },
    'lose-every': { type: 'string', default: '0' },
    'claim-code': { type: 'string' },
  },
});
const seconds = (name: string, value: string | undefined, minimum: number) => {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < minimum)
    throw new Error(`--${name} must be a number of at least ${minimum}`);
  return parsed;
};
if (!values.serial) throw new Error('--serial is required: the serial number of a registered device');
const interval = seconds('interval', values.interval, 0.2);
const punchEvery = seconds('punch-every', values['punch-every'], 0);
const loseEvery = seconds('lose-every', values['lose-every'], 0);

const device = new DeviceSimulator({ serial: values.serial, url: values.url });
await device.handshake();
console.log(`${values.serial}: connected to ${values.url}, TimeZone=${device.timeZone}`);
if (values['claim-code']) device.enrolClaimCode(values['claim-code']);

let uploads = 0;
let lastPunch = Date.now();
let stopped = false;
process.on('SIGINT', () => {
  stopped = true;
});
while (!stopped) {
  const pins = [...device.users.keys()];
  if (punchEvery > 0 && pins.length > 0 && Date.now() - lastPunch >= punchEvery * 1000) {
    const pin = pins[Math.floor(Math.random() * pins.length)] ?? '';
    device.punch(pin, device.clock());
    lastPunch = Date.now();
    console.log(`${values.serial}: user ${pin} punched at ${device.clock()}`);
  }
  try {
    const loseAnswer = loseEvery > 0 && ++uploads % loseEvery === 0;
    await device.uploadPunches({ loseAnswer });
    await device.uploadOperations();
    for (const command of await device.poll())
      console.log(
        `${values.serial}: C:${command.id} ${command.command.split('\t', 1)[0]} -> ${command.returnCode}`,
      );
  } catch (error) {
    console.error(`${values.serial}: ${(error as Error).message}; trying again`);
  }
  await new Promise((resolve) => setTimeout(resolve, interval * 1000));
}
