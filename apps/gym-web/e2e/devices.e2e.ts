import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedDatabaseDir, openDatabase } from '@gym/api/database';
import { DeviceSimulator } from '@gym/api/device-simulator';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductServer, startProductServerOn } from '../scripts/product-server.ts';
import { apiCall, freshPhone, logIn, signInByApi } from './support/accounts.ts';
import {
  baseUrl,
  expectAccessible,
  expectChartLabelsApart,
  expectOptionsWhole,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  waitForDashboard,
} from './support/browser.ts';
import { kathmanduDay } from './support/dates.ts';

const CLIENTS = ['Asha Rai', 'Bikash Lama', 'Chandra Karki'];
let nextSerial = Date.now() % 1_000_000;
const freshSerial = () => `ZK${nextSerial++}`;

const form = (fields: Record<string, string | number>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  return data;
};

/**
 * A new owner with one gym (so signing in selects it) and the named clients, each with a membership
 * running to 2099 (so the door admits them), on the given server.
 */
async function ownerWithClients(clientNames: readonly string[], server?: string) {
  const owner = { phone: freshPhone(), password: 'device-owner-pass-1' };
  await apiCall(
    'POST',
    '/api/auth/register',
    { name: 'Ramesh Shrestha', ...owner, address: 'Baneshwor', district: 'Kathmandu' },
    undefined,
    server,
  );
  const { token } = await signInByApi(owner, server);
  const gym = await apiCall<{ id: number }>(
    'POST',
    '/api/gyms',
    form({ gymName: 'Door Test Gym', contactNumber: '9841111111' }),
    token,
    server,
  );
  const clientIds: number[] = [];
  for (const name of clientNames) {
    const client = await apiCall<{ id: number }>(
      'POST',
      '/api/clients',
      form({ gymId: gym.id, name, phone: '9812345678', gender: 'FEMALE', membershipEndDate: '2099-12-31' }),
      token,
      server,
    );
    clientIds.push(client.id);
  }
  return { owner, token, gymId: gym.id, clientIds };
}

/** Closes the toasts on screen, as a phone user would: they cover the buttons under them. */
async function closeToasts(page: Page) {
  const close = page.getByRole('region', { name: /notification/ }).getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) {
    // A toast may also time out by itself between the count and the click.
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
}

/** The figure card of the device page with this title. */
const figure = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe.each(VIEWPORTS)('devices at $name size', (viewport) => {
  const browser = useBrowser();
  let page: Page;
  let backDoor: { id: number; deviceName: string; serialNumber: string };
  const serial = freshSerial();
  let ownerToken: string;
  let asha: number;
  let ownerGymId: number;

  beforeAll(async () => {
    const { owner, token, gymId, clientIds } = await ownerWithClients(CLIENTS);
    ownerToken = token;
    ownerGymId = gymId;
    asha = clientIds[0] ?? 0;
    backDoor = await apiCall(
      'POST',
      '/api/access-control-devices',
      { gymId, deviceName: 'k40 pro', door: 'Back Door', serialNumber: freshSerial() },
      token,
    );
    page = await openPage(browser(), viewport);
    await logIn(page, owner);
    await waitForDashboard(page);
  });

  it("lists the gym's devices with an 'Add New Device' tile, refuses a blank form and adds a device", async () => {
    await page.goto('/device');
    await heading(page, 'Devices');
    await page.getByText('Door: Back Door').waitFor();
    await page.getByRole('heading', { name: 'Add New Device' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'devices', viewport);

    await page.getByRole('button', { name: 'Add New Device' }).click();
    await heading(page, 'Add Device');
    const name = page.getByRole('textbox', { name: /^Device Name/ });
    expect(await name.inputValue()).toBe('k40 pro');
    await name.fill('');
    await page.getByRole('button', { name: 'Save Device' }).click();
    await page.getByText('Please fill out the required fields.').first().waitFor();
    for (const message of ['Device Name is required.', 'Door is required.', 'Serial Number is required.']) {
      await page.getByText(message).waitFor();
    }
    await expectAccessible(page);
    await screenshot(page, 'device-form', viewport);

    await name.fill('k40 pro');
    await page.getByRole('textbox', { name: /^Door/ }).fill('Front Door');
    // A serial number already registered is refused with the server's reason.
    const serialField = page.getByRole('textbox', { name: /^Serial Number/ });
    await serialField.fill(backDoor.serialNumber);
    await page.getByRole('button', { name: 'Save Device' }).click();
    await page
      .getByText('Failed to save device: A device with this serial number is already registered.')
      .first()
      .waitFor();
    await serialField.fill(serial);
    await page.getByRole('button', { name: 'Save Device' }).click();
    await page.getByText('Device saved successfully!').first().waitFor();
    await heading(page, 'k40 pro');
    await page.getByText(`Serial Number: ${serial}`).waitFor();
  });

  it('adds all clients to the device and asks the device to enrol a fingerprint and a card', async () => {
    await figure(page, 'Total Clients Subscribed').getByText('0', { exact: true }).waitFor();
    await figure(page, 'Fingerprints').getByText('0', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add All Clients to Device' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('Clients successfully added to the device!').waitFor();
    await expectAccessible(page);
    await alert.getByRole('button', { name: 'OK' }).click();
    await figure(page, 'Total Clients Subscribed').getByText('3', { exact: true }).waitFor();
    expect(await page.getByText('Subscribed', { exact: true }).count()).toBe(3);

    await page.getByRole('button', { name: 'Enrol Fingerprint for Asha Rai' }).click();
    // The device has never called: nothing is enrolled yet, and the toast says so.
    await page
      .getByText('Fingerprint enrolment queued: the device will start it when it next connects.')
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Enrol Card for Bikash Lama' }).click();
    await page
      .getByText('Card enrolment queued: the device will start it when it next connects.')
      .first()
      .waitFor();
    // Three user records and two enrolments wait for the device's next poll.
    await page.getByText('Commands waiting for the device: 5').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'device-detail', viewport);
  });

  it('adds and removes one client, waits for the claim code, then shows the device online and why commands failed', async () => {
    // The device added above has not called yet: it waits for its claim code, and so do its commands.
    await page.getByText('Waiting for claim code').first().waitFor();
    await page.getByRole('heading', { name: 'Claim this device' }).waitFor();
    await page.getByText('Waiting for the device').first().waitFor();

    await closeToasts(page);
    await page.getByRole('button', { name: 'Remove Chandra Karki from Device' }).click();
    await page.getByText('Chandra Karki removed from the device').first().waitFor();
    await closeToasts(page);
    await figure(page, 'Total Clients Subscribed').getByText('2', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Chandra Karki to Device' }).click();
    await page.getByText('Chandra Karki added to the device').first().waitFor();
    await closeToasts(page);
    await figure(page, 'Total Clients Subscribed').getByText('3', { exact: true }).waitFor();
    // Each wish superseded the one before it (the removal the add, the new add the removal): still
    // three user records and two enrolments.
    await page.getByText('Commands waiting for the device: 5').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'device-waiting-for-claim', viewport);

    // The owner keys the code into a device with room for three users (the code's user among them).
    const devices = await apiCall<{ content: { serialNumber: string; claimCode: string | null }[] }>(
      'GET',
      `/api/access-control-devices/gyms/${ownerGymId}`,
      undefined,
      ownerToken,
    );
    const claimCode = devices.content.find((device) => device.serialNumber === serial)?.claimCode;
    if (!claimCode) throw new Error('the new device has a claim code');
    await page.getByText(`Claim code: ${claimCode}`).waitFor();
    const device = new DeviceSimulator({ serial, url: baseUrl(), usersCapacity: 3 });
    await device.handshake();
    device.enrolClaimCode(claimCode);
    await device.uploadOperations();
    await device.poll();

    await page.reload();
    await heading(page, 'k40 pro');
    await page.getByText('Online', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Claim this device' }).waitFor({ state: 'detached' });
    // Chandra did not fit; the superseded removal and add never went out.
    await page.getByText('Commands failed: 1').waitFor();
    await page.getByText('Device full (capacity reached) (code -1001)').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'device-online', viewport);

    await page.goto('/device');
    const card = page.getByRole('listitem').filter({ hasText: `Serial Number: ${serial}` });
    await card.getByText('Online', { exact: true }).waitFor();
    await card.getByText('1 failed').waitFor();
    await page.getByText('Waiting for claim code').first().waitFor();
  });

  it("chooses a client's door devices on the client form, down to none", async () => {
    const doors = async () =>
      (await apiCall<{ accessDeviceIds: number[] }>('GET', `/api/clients/${asha}`, undefined, ownerToken))
        .accessDeviceIds;
    const frontDoor = (await doors())[0];
    expect(await doors()).toHaveLength(1);
    const edit = async () => {
      await page.goto(`/clients/${asha}/edit`);
      await heading(page, 'Edit Client');
      await page.getByRole('group', { name: /^Door Devices/ }).waitFor();
    };
    const door = (name: string) => page.getByRole('checkbox', { name: `k40 pro (${name})` });
    const save = async () => {
      await page.getByRole('button', { name: 'Save Client' }).click();
      await page.getByText('Client saved successfully!').first().waitFor();
      await page.waitForURL(/\/clients\/\d+$/);
    };

    // Added to the new device by 'Add All Clients': its box is checked, the back door's is not.
    await edit();
    expect(await door('Front Door').isChecked()).toBe(true);
    expect(await door('Back Door').isChecked()).toBe(false);
    await expectAccessible(page);
    await screenshot(page, 'client-form-doors', viewport);
    await door('Back Door').setChecked(true, { force: true });
    await door('Front Door').setChecked(false, { force: true });
    await save();
    expect(await doors()).toEqual([backDoor.id]);

    await edit();
    expect(await door('Back Door').isChecked()).toBe(true);
    await door('Back Door').setChecked(false, { force: true });
    await save();
    expect(await doors()).toEqual([]);
    expect(frontDoor).not.toBe(backDoor.id);
  });

  it('edits a device and deletes one after the confirmation', async () => {
    await page.goto('/device');
    await heading(page, 'Devices');
    await page
      .getByRole('button', { name: `Edit ${backDoor.deviceName} (${backDoor.serialNumber})` })
      .click();
    await heading(page, 'Edit Device');
    await page.getByRole('textbox', { name: /^Door/ }).fill('Back Gate');
    await page.getByRole('button', { name: 'Save Device' }).click();
    await page.getByText('Device saved successfully!').first().waitFor();
    await heading(page, 'Devices');
    await page.getByText('Door: Back Gate').waitFor();

    await page.getByRole('button', { name: `Delete k40 pro (${serial})` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText('Are you sure you want to delete this device? This action cannot be undone.')
      .waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Device deleted successfully').first().waitFor();
    await page.getByText('Door: Front Door').waitFor({ state: 'detached' });
    await page.getByText('Door: Back Gate').waitFor();
  });
});

/** The month before today's: every day of it is past, so a day without punches is absent. */
function previousMonth() {
  const [year = 0, month = 1] = kathmanduDay().split('-').map(Number);
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

describe('attendance of a client', () => {
  // The punches go straight into the database: the server is stopped (PGlite has one process at a
  // time), the rows written, and the server started again on the same folder.
  const shown = previousMonth();
  const day = (d: number) =>
    `${shown.year}-${String(shown.month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const PUNCHES = [
    [day(3), '06:30:00', 'CHECK_IN'],
    [day(3), '08:05:00', 'CHECK_OUT'],
    [day(4), '06:41:00', 'CHECK_IN'],
    [day(4), '08:10:00', 'CHECK_OUT'],
    [day(10), '17:45:00', 'CHECK_IN'],
  ] as const;
  let dataDir: string;
  let server: ProductServer | undefined;
  let seeded: Awaited<ReturnType<typeof ownerWithClients>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gym-attendance-'));
    const first = await startProductServerOn(dataDir);
    try {
      seeded = await ownerWithClients(['Maya Thapa'], first.url);
    } finally {
      await first.stop();
    }
    const db = await openDatabase({ dataDir: embeddedDatabaseDir(dataDir) });
    try {
      await db.transaction(async (tx) => {
        for (const [date, time, status] of PUNCHES) {
          await tx.query(
            `INSERT INTO attendance (gym_id, client_id, punched_at, status)
             SELECT c.gym_id, c.id, ($2::timestamp AT TIME ZONE g.time_zone), $3
               FROM clients c JOIN gyms g ON g.id = c.gym_id WHERE c.id = $1`,
            [seeded.clientIds[0], `${date} ${time}`, status],
          );
        }
      });
    } finally {
      await db.close();
    }
    server = await startProductServerOn(dataDir);
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe.each(VIEWPORTS)('at $name size', (viewport) => {
    const browser = useBrowser();

    it("shows the month's punches on the calendar and the last 12 months' days", async () => {
      if (!server) throw new Error('the seeded server starts in beforeAll');
      const page = await openPage(browser(), viewport, server.url);
      await logIn(page, seeded.owner);
      await waitForDashboard(page);
      const clientId = seeded.clientIds[0];
      await page.goto(`/attendance/${clientId}?month=${shown.month}&year=${shown.year}`);
      await heading(page, 'Attendance of Maya Thapa');

      const cell = (date: string) => page.locator(`[data-date="${date}"]`);
      await page.getByText('Present: 3 days').waitFor();
      await expectOptionsWhole(page, 'Month');
      expect(await cell(day(3)).getAttribute('data-state')).toBe('present');
      expect(await cell(day(10)).getAttribute('data-state')).toBe('present');
      expect(await cell(day(5)).getAttribute('data-state')).toBe('absent');
      // Sunday first: the first column holds a Sunday.
      expect(await page.getByRole('columnheader').first().getAttribute('aria-label')).toBe('Sunday');

      await cell(day(3)).hover();
      const tooltip = page.getByRole('tooltip').filter({ hasText: 'Check In 06:30' });
      await tooltip.waitFor();
      await tooltip.getByText('Check Out 08:05').waitFor();
      await expectChartLabelsApart(page, 'Total Days Attended');
      await expectAccessible(page);
      await screenshot(page, 'attendance', viewport);

      // The tooltip stays while the pointer is over it (it may cover the toolbar): move away first.
      await page.mouse.move(0, 0);
      await tooltip.waitFor({ state: 'hidden' });
      // The next month (today's) follows in the address; its past days have no punches.
      await page.getByRole('button', { name: 'Next month' }).click();
      const [year, month] = kathmanduDay().split('-').map(Number);
      await page.waitForURL(`**/attendance/${clientId}?month=${month}&year=${year}`);
      await page.getByText('Present: 0 days').waitFor();
      await expectAccessible(page);
      await page.context().close();
    });
  });
});
