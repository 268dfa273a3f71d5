import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './support/accounts.ts';
import {
  expectAccessible,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  waitForDashboard,
} from './support/browser.ts';
import { type OwnerWithGym, ownerWithGym } from './support/owner-with-gym.ts';

const phone = VIEWPORTS.find((viewport) => viewport.name === 'phone') ?? VIEWPORTS[1];

/** The lines that go wrong in the first file, each for its own reason (line numbers count the header as 1). */
const BAD = {
  4: (row: string[]) => ['Bikash Gurung', '12345', ...row.slice(2)],
  9: (row: string[]) => ['Sunita Rai', '555', ...row.slice(2)],
  20: (row: string[]) => [row[0], row[1], row[2], '2026-02-30', row[4], row[5]],
  33: (row: string[]) => [row[0], row[1], row[2], row[3], '31/04/2027', row[5]],
  47: (row: string[]) => ['', ...row.slice(1)],
  58: (row: string[]) => [row[0], '9841100002', ...row.slice(2)],
  71: (row: string[]) => [row[0], row[1], '', ...row.slice(3)],
} as Record<number, (row: string[]) => string[]>;

/** A gym's member list as Excel saves it: BOM, semicolons, Nepali headers and names, 300 rows. */
function memberFile(fixed: readonly number[] = []): Buffer {
  const lines = ['नाम;मोबाइल नम्बर;लिङ्ग;भर्ना मिति;म्याद;बाँकी रकम'];
  for (let n = 1; n <= 300; n++) {
    const line = n + 1;
    const row = [
      n % 2 ? `सदस्य ${n}` : `Member ${n}`,
      String(9841100000 + n),
      n % 3 ? 'Male' : 'F',
      '15/03/2026',
      '15 Apr 2027',
      n % 10 === 0 ? 'Rs 1,500' : '',
    ];
    const broken = BAD[line];
    lines.push((broken && !fixed.includes(line) ? broken(row) : row).join(';'));
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Uploads the file, checks its rows (then `onPreview`), imports the good ones and waits for the outcome. */
async function importFile(
  page: Page,
  file: Buffer,
  expected: { good: number; bad: number },
  onPreview: () => Promise<void> = async () => {},
) {
  await page.goto('/clients/import');
  await heading(page, 'Import clients');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: file });
  await page.getByRole('button', { name: 'Check rows' }).click();
  await page
    .getByText(`${expected.good} of 300 rows can be imported; ${expected.bad} have problems.`)
    .waitFor();
  await onPreview();
  await page.getByRole('button', { name: `Import ${expected.good} good rows` }).click();
  await page.getByText(`${expected.good} clients imported. ${expected.bad} rows left out.`).waitFor();
}

describe('importing and exporting clients at phone size', () => {
  const browser = useBrowser();
  let page: Page;
  let owner: OwnerWithGym;

  beforeAll(async () => {
    owner = await ownerWithGym('Anjali Maharjan', 'Patan Power Gym');
    page = await openPage(browser(), phone);
    await logIn(page, owner);
    await waitForDashboard(page);
  });
  afterAll(() => page.context().close());

  it('imports the good rows of a 300-row file and names each bad row’s problem', async () => {
    await importFile(page, memberFile(), { good: 293, bad: 7 }, async () => {
      for (const problem of [
        "'12345' is not a phone number here. For example 98XXXXXXXX or +977 98XXXXXXXX.",
        "'2026-02-30' is a date that does not exist.",
        "'31/04/2027' is a date that does not exist.",
        'Name is missing.',
        'Phone 9841100002 is also on line 3.',
        'Gender is missing (Male or Female).',
      ]) {
        expect(await page.getByText(problem).count()).toBeGreaterThan(0);
      }
      await expectAccessible(page);
      await screenshot(page, 'import-preview', phone);
    });
    await expectAccessible(page);
  });

  it('imports the two rows fixed in the file on a second run, and nobody twice', async () => {
    await importFile(page, memberFile([4, 9]), { good: 2, bad: 298 });
    await page.getByRole('link', { name: 'Go to clients' }).click();
    await heading(page, 'Clients');
  });

  it('exports the clients as a file a spreadsheet reads back, names intact', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`clients-${owner.gymId}.csv`);
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parse(bytes, { bom: true }) as string[][];
    expect(header?.slice(0, 2)).toEqual(['Name', 'Phone']);
    expect(rows).toHaveLength(295);
    const names = new Set(rows.map((row) => row[0]));
    expect(names.has('सदस्य 1')).toBe(true);
    expect(names.has('सदस्य 3')).toBe(true);
    expect(names.has('Member 8')).toBe(true);
    const owing = rows.find((row) => row[0] === 'Member 10');
    expect(owing?.[9]).toBe('Rs 1,500');
  });
});
