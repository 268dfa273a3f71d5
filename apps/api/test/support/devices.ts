import { expect } from 'vitest';
import { DeviceSimulator } from '../../tools/device-simulator/simulator.ts';
import type { Account } from './accounts.ts';
import type { TestServer } from './test-server.ts';

/**
 * A door device registered to the gym and claimed the way an owner does it (the registration's
 * claim code keyed in as a user, uploaded), its claim's clean-up command done: answers its id and
 * the simulated device, holding no user.
 */
export async function claimedDevice(server: TestServer, owner: Account, gymId: number, serial: string) {
  const registered = await server.call('POST', '/api/access-control-devices', {
    token: owner.token,
    body: { gymId, deviceName: 'K40 Pro', door: 'Main door', serialNumber: serial },
  });
  const simulator = new DeviceSimulator({ serial, url: server.url });
  await simulator.handshake();
  simulator.enrolClaimCode(registered.body.claimCode);
  expect((await simulator.uploadOperations())?.text).toBe('OK:1');
  expect((await simulator.poll()).map((command) => command.returnCode)).toEqual([0]);
  expect(simulator.users.size).toBe(0);
  return { deviceId: registered.body.id as number, simulator };
}
