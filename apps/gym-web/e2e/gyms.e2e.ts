import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, freshPhone, logIn } from './support/accounts.ts';
import {
  expectAccessible,
  expectOptionsWhole,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  waitForDashboard,
} from './support/browser.ts';
import { pickImage } from './support/images.ts';
import { apiForm, ownerWithGym } from './support/owner-with-gym.ts';

const path = (page: Page) => new URL(page.url()).pathname;

async function fillGym(page: Page, name: string, branch: string) {
  await page.getByRole('textbox', { name: /^Gym Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Branch/ }).fill(branch);
  await page.getByRole('textbox', { name: /^Address/ }).fill('Lakeside, Pokhara');
  await page.getByRole('textbox', { name: /^Contact Number 1/ }).fill('9846000000');
}

describe.each(VIEWPORTS)('gyms at $name size', (viewport) => {
  const browser = useBrowser();
  let page: Page;
  const owner = { phone: freshPhone(), password: 'gym-owner-pass-1' };

  beforeAll(async () => {
    await apiCall('POST', '/api/auth/register', {
      name: 'Hari Gurung',
      ...owner,
      address: 'Pokhara',
      district: 'Kaski',
    });
    page = await openPage(browser(), viewport);
  });

  it('sends an owner without gyms to add one, refuses a form without name or contact, saves a gym with a cropped logo', async () => {
    await logIn(page, owner);
    await heading(page, 'Add New Gym');
    await page.getByRole('button', { name: 'Save Gym' }).click();
    await page.getByText('Gym name is required.').waitFor();
    await page.getByText('At least one contact number is required.').waitFor();

    await fillGym(page, 'Fewa Strength', 'Lakeside');
    await page.getByRole('textbox', { name: 'Other facilities' }).fill('Rooftop, Sauna, rooftop');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText('Location retrieved successfully!').waitFor();
    await pickImage(page, 'logo.png', '#2a9d8f');
    const crop = page.getByRole('dialog');
    await crop.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'crop-dialog', viewport);
    await crop.getByRole('button', { name: 'Crop & Save' }).click();
    await expectAccessible(page);
    await screenshot(page, 'gym-form', viewport);
    await page.getByRole('button', { name: 'Save Gym' }).click();
    await page.getByText('Gym saved successfully!').waitFor();
    // One gym: the selector chooses it, and the home screen opens with its name in the bar.
    await waitForDashboard(page);
    await page.getByText('Fewa Strength').first().waitFor();
  });

  it('shows the gym with its facilities and logo, and edits it', async () => {
    await page.goto('/gyms');
    await heading(page, 'Gyms');
    await page.getByText('Active').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'gyms', viewport);
    await page.getByRole('link', { name: 'Fewa Strength' }).click();
    await heading(page, 'Fewa Strength');
    await page.getByText('Rooftop').waitFor();
    expect(await page.getByText('Sauna', { exact: true }).count()).toBe(1);
    const logo = page.getByRole('img', { name: 'Fewa Strength' }).first();
    expect(await logo.getAttribute('src')).toMatch(/\/uploads\//);
    await expectAccessible(page);
    await screenshot(page, 'gym-detail', viewport);

    await page.getByRole('button', { name: 'Edit Gym' }).click();
    await heading(page, 'Edit Gym');
    await page.getByRole('textbox', { name: /^Gym Name/ }).fill('Fewa Strength Club');
    await page.getByRole('checkbox', { name: 'Wi-Fi Access' }).check({ force: true });
    await page.getByRole('button', { name: 'Save Gym' }).click();
    await page.getByText('Gym saved successfully!').waitFor();
    await heading(page, 'Fewa Strength Club');
    await page.getByText('Wi-Fi Access').waitFor();
    // The renamed gym is the selected one: the app bar has its new name at once, with no new sign-in.
    await page.getByRole('banner').getByText('Fewa Strength Club').waitFor({ timeout: 2_000 });
  });

  it('clears the branch and every facility, which stay cleared after a reload; locating asks afresh', async () => {
    await heading(page, 'Fewa Strength Club');
    await page.getByRole('button', { name: 'Edit Gym' }).click();
    await heading(page, 'Edit Gym');
    await page.getByRole('textbox', { name: /^Branch/ }).fill('');
    await page.getByRole('checkbox', { name: 'Wi-Fi Access' }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Remove Rooftop' }).click();
    await page.getByRole('button', { name: 'Remove Sauna' }).click();
    // The device has moved since the gym was added: the new position comes, not a remembered one.
    await page.context().setGeolocation({ latitude: 28.2096, longitude: 83.9856 });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText('Location retrieved successfully!').last().waitFor();
    expect(await page.getByRole('textbox', { name: 'Latitude' }).inputValue()).toBe('28.2096');
    await page.getByRole('button', { name: 'Save Gym' }).click();
    await page.getByText('Gym saved successfully!').waitFor();
    await heading(page, 'Fewa Strength Club');
    // The selected gym's branch badge went with the branch.
    expect(await page.getByRole('banner').getByText('Lakeside').count()).toBe(0);

    await page.reload();
    await heading(page, 'Fewa Strength Club');
    await page.getByText('No facilities listed.').waitFor();
    for (const gone of ['Lakeside', 'Rooftop', 'Sauna', 'Wi-Fi Access']) {
      expect(await page.getByText(gone, { exact: true }).count(), gone).toBe(0);
    }
    await page.getByText('28.2096').waitFor();
  });

  it('adds a second branch, selects between the two, refuses to delete the active one and deletes the other', async () => {
    await page.goto('/gyms');
    await page.getByRole('button', { name: 'Add More Branch' }).click();
    await heading(page, 'Add New Gym');
    await fillGym(page, 'Fewa Cardio', 'Damside');
    await page.getByRole('button', { name: 'Save Gym' }).click();
    await page.getByText('Gym saved successfully!').waitFor();
    await page.goto('/gyms');
    await heading(page, 'Gyms');

    const card = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    await card('Fewa Cardio').getByRole('button', { name: 'Select Gym' }).click();
    await card('Fewa Cardio').getByText('Active').waitFor();

    await page.getByRole('button', { name: 'Delete Fewa Cardio' }).click();
    await page
      .getByText('Cannot delete the active gym. Please select another gym before deleting.')
      .waitFor();

    await page.getByRole('button', { name: 'Delete Fewa Strength Club' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Gym' });
    await confirm.waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Gym deleted successfully').waitFor();
    await page.getByRole('link', { name: 'Fewa Strength Club' }).waitFor({ state: 'detached' });
    expect(path(page)).toBe('/gyms');
  });

  it("reads the gym's dates in Bikram Sambat, or in both, once the gym chooses it", async () => {
    const nepal = await ownerWithGym('Sita Shrestha', 'Sambat Strength');
    const client = await apiForm<{ id: number }>(
      'POST',
      '/api/clients',
      {
        gymId: nepal.gymId,
        name: 'सीता श्रेष्ठ',
        phone: '+977 984-1000001',
        gender: 'FEMALE',
        membershipEndDate: '2026-11-13',
      },
      nepal.token,
    );
    const sambat = await openPage(browser(), viewport);
    await logIn(sambat, nepal);
    await waitForDashboard(sambat);
    await sambat.goto(`/clients/${client.id}`);
    await sambat.getByText('Nov 13, 2026').first().waitFor();

    await sambat.goto(`/gyms/edit/${nepal.gymId}`);
    await heading(sambat, 'Edit Gym');
    const dates = sambat.getByRole('combobox', { name: 'Dates shown in' });
    expect(await dates.locator('option').allTextContents()).toEqual([
      'AD',
      'Bikram Sambat (BS)',
      'BS, with AD beside it',
    ]);
    await expectOptionsWhole(sambat, 'Dates shown in');
    await sambat
      .getByText(/^Every date of the gym's screens, prints and SMS\. Today reads \w{3} \d{1,2}, \d{4}\.$/)
      .waitFor();
    await dates.selectOption({ label: 'Bikram Sambat (BS)' });
    // The description shows today as the gym will read it.
    await sambat.getByText(/Today reads \d{1,2} \w+ 20\d\d\.$/).waitFor();
    await expectAccessible(sambat);
    await screenshot(sambat, 'gym-edit-calendar', viewport);
    await sambat.getByRole('button', { name: 'Save Gym' }).click();
    await sambat.getByText('Gym saved successfully!').waitFor();
    await sambat.goto(`/clients/${client.id}`);
    // 13 November 2026 is 27 Kartik 2083.
    await sambat.getByText('27 Kartik 2083').first().waitFor();
    expect(await sambat.getByText('Nov 13, 2026').count()).toBe(0);
    await screenshot(sambat, 'client-detail-bs', viewport);

    await sambat.goto(`/gyms/edit/${nepal.gymId}`);
    await sambat
      .getByRole('combobox', { name: 'Dates shown in' })
      .selectOption({ label: 'BS, with AD beside it' });
    await sambat.getByRole('button', { name: 'Save Gym' }).click();
    await sambat.getByText('Gym saved successfully!').waitFor();
    await sambat.goto(`/clients/${client.id}`);
    await sambat.getByText('27 Kartik 2083 (Nov 13, 2026)').first().waitFor();
    await expectAccessible(sambat);
    await sambat.context().close();
  });

  it('logs out from the menu', async () => {
    if (viewport.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await heading(page, 'Welcome Back!');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}'));
    expect(saved.user.isAuthenticated).toBe(false);
    expect(saved.gym.gymId).toBeNull();
  });
});
