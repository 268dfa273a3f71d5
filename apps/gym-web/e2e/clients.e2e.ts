import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, freshPhone, logIn, signInByApi } from './support/accounts.ts';
import {
  baseUrl,
  choose,
  expectAccessible,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  waitForDashboard,
} from './support/browser.ts';
import { pickImage } from './support/images.ts';

/** A multipart call straight to the API (gyms and clients are sent as forms). */
async function postForm<T>(path: string, fields: Record<string, string>, token: string): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysFromNow = (days: number) => isoDate(new Date(Date.now() + days * 86_400_000));

describe.each(VIEWPORTS)('clients at $name size', (viewport) => {
  const browser = useBrowser();
  let page: Page;
  const owner = { phone: freshPhone(), password: 'client-owner-pass-1' };
  let token = '';
  let gymId = 0;

  beforeAll(async () => {
    await apiCall('POST', '/api/auth/register', {
      name: 'Maya Thapa',
      ...owner,
      address: 'Butwal',
      district: 'Rupandehi',
    });
    token = (await signInByApi(owner)).token;
    const gym = await postForm<{ id: number }>(
      '/api/gyms',
      { gymName: 'Butwal Barbell', address: 'Traffic Chowk', contactNumber: '9857000000' },
      token,
    );
    gymId = gym.id;
    page = await openPage(browser(), viewport);
    await logIn(page, owner);
    await waitForDashboard(page);
  });

  it('shows the empty list, refuses a form without name, phone and gender, and adds a client with a cropped photo', async () => {
    await page.goto('/clients');
    await heading(page, 'Clients');
    await page.getByText('No clients yet').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'clients-empty', viewport);

    await page.getByRole('button', { name: 'Add New Client' }).last().click();
    await heading(page, 'Add Client');
    await page.getByRole('button', { name: 'Save Client' }).click();
    for (const message of ['Name is required.', 'Phone is required.', 'Gender is required.']) {
      await page.getByText(message).waitFor();
    }
    await page.getByRole('textbox', { name: /^Name/ }).fill('Sita Rai');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+977 981-2345678');
    await choose(page, /Gender/, 'Female');
    await page.getByRole('textbox', { name: 'Card' }).fill('0012345');
    await pickImage(page, 'sita.png', '#e76f51');
    const crop = page.getByRole('dialog');
    await crop.waitFor();
    await crop.getByRole('button', { name: 'Crop & Save' }).click();
    await crop.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '+3 Months' }).click();
    await expectAccessible(page);
    await screenshot(page, 'client-form', viewport);
    await page.getByRole('button', { name: 'Save Client' }).click();
    await page.getByText('Client saved successfully!').waitFor();

    // The new client's page: photo, days left, personal, membership and device info, no invoices.
    await heading(page, 'Sita Rai');
    const photo = page.getByRole('img', { name: 'Sita Rai' }).first();
    expect(await photo.getAttribute('src')).toMatch(/^\/client-photos\/[\w-]+\.\w+\?expires=\d+&signature=/);
    // The browser really loads it from the signed address (no bearer header on an <img>).
    const loadedWidth = await photo.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth;
    });
    expect(loadedWidth).toBeGreaterThan(0);
    await page
      .getByText(/^\d+ days left$/)
      .first()
      .waitFor();
    await page.getByText('Normal user').waitFor();
    await page.getByText('0012345').waitFor();
    await page.getByText('No invoices yet').waitFor();
    await page.getByText('Not on any door device yet.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'client-detail', viewport);
    const clientId = new URL(page.url()).pathname.split('/').at(-1);
    await page.getByRole('button', { name: 'Attendance' }).click();
    await page.waitForURL(`**/attendance/${clientId}`);
    await page.goBack();
    await heading(page, 'Sita Rai');
    await page.getByRole('button', { name: 'Create Invoice' }).first().click();
    await page.waitForURL(`**/clients/${clientId}/add-invoices`);
  });

  it('keeps search, sort and page in the query string through a reload and Back', async () => {
    // Eleven more members: ten with days left, one long expired.
    for (let index = 1; index <= 11; index += 1) {
      const expired = index === 11;
      await postForm(
        '/api/clients',
        {
          gymId: String(gymId),
          name: `Member ${String(index).padStart(2, '0')}`,
          phone: `98000000${String(index).padStart(2, '0')}`,
          gender: index % 2 ? 'MALE' : 'FEMALE',
          membershipEndDate: expired ? daysFromNow(-20) : daysFromNow(index * 10),
        },
        token,
      );
    }
    await page.goto('/clients');
    await heading(page, 'Clients');
    await page.getByText('Member 01').first().waitFor();
    await page
      .getByText(/^\d+ days expired$/)
      .first()
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'clients', viewport);

    await choose(page, /Rows per page/, '5');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('6–10 of 12').waitFor();
    expect(query(page)).toMatchObject({ page: '1', rowsPerPage: '5' });

    // Name descending: on a desktop by the headers (sorted by name already, a second click on
    // Membership and then two on Name), on a phone by the sort choice.
    if (viewport.name === 'desktop') {
      const header = (name: string) => page.getByRole('columnheader', { name: new RegExp(name) });
      await header('Membership').click();
      await expect.poll(() => query(page)).toMatchObject({ sortBy: 'membershipEndDate', sortOrder: 'asc' });
      await header('Membership').click();
      await expect.poll(() => query(page)).toMatchObject({ sortBy: 'membershipEndDate', sortOrder: 'desc' });
      await header('Name').click();
      await expect.poll(() => query(page)).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
      await header('Name').click();
    } else {
      await choose(page, /Sort by/, 'Name (Z to A)');
    }
    await expect.poll(() => query(page)).toMatchObject({ sortOrder: 'desc' });
    expect(query(page)).toMatchObject({ page: '1', rowsPerPage: '5', sortBy: 'name', sortOrder: 'desc' });
    await page.getByText('Member 05').first().waitFor();

    // A search goes back to the first page.
    await page.getByRole('searchbox', { name: 'Name' }).fill('Member 1');
    await page.waitForURL(/name=Member/);
    expect(query(page)).toMatchObject({ page: '0', name: 'Member 1', sortOrder: 'desc' });
    await page.getByText('1–2 of 2').waitFor();

    await page.reload();
    await heading(page, 'Clients');
    await page.getByText('1–2 of 2').waitFor();
    expect(await page.getByRole('searchbox', { name: 'Name' }).inputValue()).toBe('Member 1');
    // A row (a card's title on a phone) opens the client.
    const opener =
      viewport.name === 'desktop'
        ? page.getByRole('rowheader', { name: /Member 11/ })
        : page.getByRole('button', { name: /^Member 11/ });
    await opener.click();
    await heading(page, 'Member 11');
    await page
      .getByText(/^\d+ days expired$/)
      .first()
      .waitFor();
    await page.goBack();
    await heading(page, 'Clients');
    await page.getByText('1–2 of 2').waitFor();
    expect(query(page)).toMatchObject({
      page: '0',
      rowsPerPage: '5',
      sortBy: 'name',
      sortOrder: 'desc',
      name: 'Member 1',
    });
    expect(await page.getByRole('searchbox', { name: 'Name' }).inputValue()).toBe('Member 1');
  });

  it('links WhatsApp to the phone’s digits, edits a client and deletes one after confirming', async () => {
    await page.goto('/clients?phone=981');
    await heading(page, 'Clients');
    const whatsapp = page.getByRole('link', { name: 'WhatsApp Sita Rai' });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/9779812345678\?text=/);
    expect(new URL(href).searchParams.get('text')).toMatch(/^Hello, we're contacting you regarding/);
    expect(await whatsapp.getAttribute('target')).toBe('_blank');

    await page.getByRole('button', { name: 'Edit Sita Rai' }).click();
    await heading(page, 'Edit Client');
    expect(await page.getByRole('textbox', { name: 'Card' }).inputValue()).toBe('0012345');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Sita Rai Gurung');
    await page.getByRole('button', { name: 'Save Client' }).click();
    await page.getByText('Client saved successfully!').waitFor();
    // Back where the edit started: the list with its search.
    await heading(page, 'Clients');
    expect(query(page)).toMatchObject({ phone: '981' });
    await page.getByText('Sita Rai Gurung').first().waitFor();

    await page.goto('/clients?name=Member 02');
    await page.getByRole('button', { name: 'Delete Member 02' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Delete Member 02 with their invoices').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted client successfully!').waitFor();
    await page.getByText('No clients match the search.').waitFor();
  });
});
