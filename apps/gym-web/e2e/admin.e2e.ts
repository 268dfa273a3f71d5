import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DEMO, freshPhone, logIn, signInByApi } from './support/accounts.ts';
import {
  baseUrl,
  choose,
  expectAccessible,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  type Viewport,
} from './support/browser.ts';

const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** A user of the list: a table row on a desktop, a card's title button on a phone. */
async function openUser(page: Page, viewport: Viewport, name: string) {
  if (viewport.name === 'desktop') {
    await page
      .getByRole('grid', { name: 'Users' })
      .getByRole('row', { name: new RegExp(name) })
      .click();
  } else {
    await page.getByRole('list', { name: 'Users' }).getByRole('button', { name }).click();
  }
  await heading(page, name);
}

async function searchUsers(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => search(page)).toMatchObject({ name, page: '0', rowsPerPage: '25', sortBy: 'name' });
}

describe.each(VIEWPORTS)('admin at $name size', (viewport) => {
  const browser = useBrowser();
  let admin: Page;
  let lapsedPage: Page;
  const lapsed = { name: `Lapsed Owner ${viewport.name}`, phone: freshPhone(), password: 'lapsed-owner-1' };
  const doomed = { name: `Doomed Owner ${viewport.name}`, phone: freshPhone(), password: 'doomed-owner-1' };
  const doomedGym = `Doomed Gym ${viewport.name}`;
  const ending = { name: `Ending Owner ${viewport.name}`, phone: freshPhone(), password: 'ending-owner-1' };

  beforeAll(async () => {
    const { token: adminToken } = await signInByApi(DEMO.superAdmin);
    for (const user of [lapsed, doomed, ending]) {
      await apiCall('POST', '/api/auth/register', { ...user, address: 'Pokhara', district: 'Kaski' });
    }
    const { id: lapsedId } = await signInByApi(lapsed);
    await apiCall(
      'PUT',
      `/api/users/${lapsedId}`,
      { paymentExpiryDate: '2020-01-01', totalSms: 3 },
      adminToken,
    );
    const { id: endingId } = await signInByApi(ending);
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await apiCall('PUT', `/api/users/${endingId}`, { paymentExpiryDate: inThreeDays }, adminToken);
    const { token: doomedToken } = await signInByApi(doomed);
    const form = new FormData();
    form.append('gymName', doomedGym);
    form.append('contactNumber', '9846000000');
    const gym = await fetch(`${baseUrl()}/api/gyms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${doomedToken}` },
      body: form,
    });
    expect(gym.status).toBe(201);
    admin = await openPage(browser(), viewport);
    lapsedPage = await openPage(browser(), viewport);
  });
  afterAll(async () => {
    await admin.context().close();
    await lapsedPage.context().close();
  });

  it('shows the lapsed owner the renewal page', async () => {
    await logIn(lapsedPage, lapsed);
    await heading(lapsedPage, 'Membership Renewal Required');
  });

  it('shows the admin home with the platform figures', async () => {
    await logIn(admin, DEMO.superAdmin);
    await heading(admin, 'Admin');
    for (const title of ['Users', 'Gyms', 'SMS Sent This Month', 'Expiring in 7 Days']) {
      await admin.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
    }
    await admin.getByRole('heading', { name: 'Subscriptions Ending Soon' }).waitFor();
    await admin.getByText(ending.name).waitFor();
    await expectAccessible(admin);
    await screenshot(admin, 'admin-figures', viewport);
    await admin.goto('/admin-reports');
    await admin.waitForURL(/\/admin-home$/);
  });

  it('lists users, sorted and searched in the address', async () => {
    await admin.getByRole('link', { name: 'Manage users' }).click();
    await heading(admin, 'Users');
    await admin.getByText(/^1–\d+ of \d+$/).waitFor();
    await expectAccessible(admin);
    await screenshot(admin, 'admin-users', viewport);
    if (viewport.name === 'desktop') {
      await admin.getByRole('columnheader', { name: /Sms/ }).click();
    } else {
      await choose(admin, 'Sort by', 'Fewest SMS');
    }
    await expect.poll(() => search(admin)).toMatchObject({ sortBy: 'totalSms', sortOrder: 'asc', page: '0' });
    await choose(admin, 'Rows per page', '5');
    await expect.poll(() => search(admin)).toMatchObject({ rowsPerPage: '5', page: '0' });
    await admin.reload();
    await heading(admin, 'Users');
    await expect.poll(() => search(admin)).toMatchObject({ sortBy: 'totalSms', rowsPerPage: '5' });

    await admin.goto('/manage-users');
    await searchUsers(admin, lapsed.name);
    await admin.getByText('1–1 of 1').waitFor();
    await admin.getByText('Not verified').waitFor();
  });

  it("extends a user's subscription, and their renewal page goes", async () => {
    await openUser(admin, viewport, lapsed.name);
    await admin.getByText('Not verified').first().waitFor();
    await expectAccessible(admin);
    await screenshot(admin, 'admin-user', viewport);

    await admin.getByRole('button', { name: 'Edit User' }).click();
    await heading(admin, 'Edit User');
    await admin.getByRole('textbox', { name: 'Total SMS' }).fill('');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Total SMS is required.').waitFor();
    await admin.getByRole('textbox', { name: 'Total SMS' }).fill('50');
    // The number is taken when the field is left, and its message goes (the buttons move up).
    await admin.keyboard.press('Tab');
    await expect.poll(() => admin.getByText('Total SMS is required.').count()).toBe(0);
    await admin.getByRole('button', { name: '+1 month' }).click();
    await expectAccessible(admin);
    await screenshot(admin, 'admin-user-edit', viewport);
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('User updated successfully!').first().waitFor();
    await heading(admin, lapsed.name);
    await expect.poll(() => admin.getByText('Not verified').count()).toBe(0);
    await admin.getByRole('main').getByText('50', { exact: true }).waitFor();

    await lapsedPage.getByRole('button', { name: 'I have renewed: check again' }).click();
    // Renewed, the owner is in the app: with no gym yet, the selector sends them to add one.
    await heading(lapsedPage, 'Add New Gym');
    expect(await lapsedPage.getByRole('heading', { name: 'Membership Renewal Required' }).count()).toBe(0);
    await expectAccessible(lapsedPage);
  });

  it('lists every user’s gyms', async () => {
    await admin.goto('/manage-gyms');
    await heading(admin, 'Gyms');
    await admin.getByRole('textbox', { name: 'Gym name' }).fill(doomedGym);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => search(admin)).toMatchObject({ gymName: doomedGym, page: '0' });
    await admin.getByText(doomedGym, { exact: true }).first().waitFor();
    // The owner by name (a link to them) and phone, not 'User {id}'.
    const { id: doomedId } = await signInByApi(doomed);
    const owner = admin.getByRole('link', { name: doomed.name, exact: true });
    expect(await owner.getAttribute('href')).toBe(`/manage-users/${doomedId}`);
    await admin.getByText(doomed.phone, { exact: true }).waitFor();
    expect(await admin.getByText(/^User \d+$/).count()).toBe(0);
    await expectAccessible(admin);
    await screenshot(admin, 'admin-gyms', viewport);
  });

  it('deletes a user after a confirmation, with their gyms', async () => {
    await admin.goto('/manage-users');
    await searchUsers(admin, doomed.name);
    await openUser(admin, viewport, doomed.name);
    await admin.getByText(doomedGym).waitFor();
    await admin.getByRole('button', { name: 'Delete User' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Delete User' });
    await dialog.getByText(/This cannot be undone/).waitFor();
    await expectAccessible(admin);
    await screenshot(admin, 'admin-user-delete', viewport);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.getByText(`User ${doomed.name} deleted successfully`).first().waitFor();
    await heading(admin, 'Users');
    await searchUsers(admin, doomed.name);
    await admin.getByText('No user data available.').waitFor();

    await admin.goto(`/manage-gyms?gymName=${encodeURIComponent(doomedGym)}`);
    await admin.getByText('No gym data available.').waitFor();
    await expect(
      fetch(`${baseUrl()}/api/auth/authenticate/store`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: doomed.phone, password: doomed.password }),
      }).then((answer) => answer.status),
    ).resolves.not.toBe(200);
  });
});
