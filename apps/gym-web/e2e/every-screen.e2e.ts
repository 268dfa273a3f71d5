import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../src/routes/route-table.ts';
import { apiCall, DEMO, signInByApi } from './support/accounts.ts';
import { baseUrl, heading, useBrowser, VIEWPORTS, waitForDashboard } from './support/browser.ts';
import { kathmanduDay } from './support/dates.ts';

/*
 * Every screen of the route table, on a 360 px phone with the demo's data: each first load must
 * not shift its layout (CLS under 0.1) and every control on it must be a 44 by 44 px touch target.
 */

const phone = VIEWPORTS.find((viewport) => viewport.name === 'phone') ?? VIEWPORTS[1];
type RouteName = keyof typeof ROUTES;

/** Who sees each screen; every route of the table is in exactly one of these (or said why not). */
const SIGNED_OUT: RouteName[] = [
  'publicHome',
  'about',
  'pricing',
  'contact',
  'gymMarketing',
  'game',
  'login',
  'signup',
  'forgotPassword',
  'judgeViewer',
  'judgeReferee',
];
const ADMIN: RouteName[] = [
  'adminHome',
  'manageGyms',
  'manageUsers',
  'manageUser',
  'manageUserEdit',
  'adminReports',
];
const NOT_A_SCREEN: Partial<Record<RouteName, string>> = {
  logout: 'signs out and goes to the login screen',
  addFirstGym: 'an owner with gyms is sent on to their gym (the gym form is measured at gymAdd)',
};
const OWNER = (Object.keys(ROUTES) as RouteName[]).filter(
  (name) => !SIGNED_OUT.includes(name) && !ADMIN.includes(name) && !(name in NOT_A_SCREEN),
);

/** The values of the routes' named segments, made or found through the API for the demo owner. */
type Ids = Record<string, number>;

const listOf = <T>(answer: T[] | { content: T[] }): T[] => (Array.isArray(answer) ? answer : answer.content);

async function demoIds(): Promise<Ids> {
  const owner = await signInByApi(DEMO.owner);
  const as = <T>(method: string, path: string, body?: unknown) => apiCall<T>(method, path, body, owner.token);
  const gyms = listOf(await as<{ id: number; branch: string }[]>('GET', `/api/gyms/users/${owner.id}`));
  const gym = gyms.find((each) => each.branch === 'Thamel');
  if (!gym) throw new Error('the demo owner has no Thamel gym');
  const [client] = listOf(await as<{ id: number }[]>('GET', `/api/clients/gyms/${gym.id}`));
  const [plan] = listOf(await as<{ id: number }[]>('GET', `/api/pricing-plans/gyms/${gym.id}`));
  const [device] = listOf(await as<{ id: number }[]>('GET', `/api/access-control-devices/gyms/${gym.id}`));
  if (!client || !plan || !device) throw new Error('the demo gym has no client, plan or device');
  const invoice = await as<{ id: number }>('POST', '/api/invoices', {
    clientId: client.id,
    pricingPlanId: plan.id,
    membershipStartDate: kathmanduDay(-10),
    membershipEndDate: kathmanduDay(20),
    totalAmount: 2500,
    discountedAmount: 2500,
  });
  const payment = await as<{ id: number }>('POST', '/api/payments', {
    invoiceId: invoice.id,
    billNo: `SWEEP-${Date.now()}`,
    amount: 1000,
    paymentDate: kathmanduDay(),
    paymentType: 'BANK_TRANSFER',
  });
  const flow = await as<{ id: number }>('POST', '/api/moneyflows', {
    gymId: gym.id,
    transactionDate: `${kathmanduDay()}T09:00`,
    transactionType: 'EXPENSE',
    amount: 1500,
    tags: ['Rent'],
  });
  const meet = await as<{ platforms: { platformId: number }[] }>('POST', '/api/judge/meets', {
    name: 'Every screen open',
    platformCount: 1,
  });
  const [platform] = meet.platforms;
  if (!platform) throw new Error('the meet has no platform');
  return {
    gymId: gym.id,
    clientId: client.id,
    invoiceId: invoice.id,
    paymentId: payment.id,
    id: flow.id,
    deviceId: device.id,
    platformId: platform.platformId,
    userId: owner.id,
  };
}

const pathOf = (name: RouteName, ids: Ids) =>
  ROUTES[name].pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = ids[key];
    if (value === undefined) throw new Error(`no value for :${key} of ${name}`);
    return String(value);
  });

/** A signed-in session's storage, as a fresh context starts with it (a first load, empty cache). */
async function signedInState(browser: Browser, account: { phone: string; password: string }, admin: boolean) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: phone });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone' }).fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (admin) await page.waitForURL('**/admin-home');
  else {
    await heading(page, 'Select a Gym');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Thamel' })
      .getByRole('button', { name: 'Manage Gym' })
      .click();
    await waitForDashboard(page);
  }
  const state = await context.storageState();
  await context.close();
  return state;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Opens the address in a new context (nothing cached), recording every layout shift from the start. */
async function firstLoad(browser: Browser, path: string, state?: StorageState): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: phone,
    ...(state ? { storageState: state } : {}),
  });
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${(node.textContent ?? '').trim().slice(0, 30)}"`
            : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  // Settled: the screen's own content in place of its placeholders, and a moment for late paints.
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], [role="status"][aria-label]'),
    null,
    {
      timeout: 10_000,
    },
  );
  await page.waitForTimeout(500);
  return page;
}

/** The page's layout shifts since it began loading, largest first. */
async function shiftsOf(page: Page) {
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
  );
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    largest: [...shifts].sort((a, b) => b.value - a.value).slice(0, 3),
  };
}

/**
 * Every control on the page smaller than 44 by 44 px, described. Exempt (docs/testing.md): a link
 * inside running text (WCAG 2.5.8's inline exception: the sentence's line height sizes it); what is
 * visually hidden until focused (a skip link), at 1 px or less; and the attendance calendar's days,
 * which are focusable only so a keyboard can read a day's punches: nothing happens when one is
 * pressed, so they are not targets (seven to a phone's row, they are 33 px wide there).
 */
function smallTargets(page: Page) {
  return page.evaluate((minimum) => {
    const controls =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], ' +
      '[role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const blockOf = (element: Element): Element => {
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      return block ?? element;
    };
    const inRunningText = (element: Element) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      (blockOf(element).textContent ?? '').trim().length > (element.textContent ?? '').trim().length + 1;
    const found: string[] = [];
    for (const element of document.querySelectorAll(controls)) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      if (element.matches('[role="gridcell"][data-date]')) continue;
      let target: Element = element;
      const own = element.getBoundingClientRect();
      // react-aria hides a checkbox's or radio's input inside its label: the label is what is touched.
      if (element.tagName === 'INPUT' && own.width <= 1) target = element.closest('label') ?? element;
      // A date field's day, month and year are parts of one field: the field is the target.
      if (element.getAttribute('role') === 'spinbutton')
        target = element.closest('[role="group"], [role="presentation"]') ?? element;
      const box = target.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (getComputedStyle(target).visibility === 'hidden') continue;
      if (inRunningText(element)) continue;
      if (box.width >= minimum - 0.5 && box.height >= minimum - 0.5) continue;
      const name =
        element.getAttribute('aria-label') ??
        ((element.textContent ?? '').trim() || (element as HTMLInputElement).name || element.id);
      found.push(
        `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[${element.getAttribute('role')}]` : ''} ` +
          `"${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    return [...new Set(found)];
  }, 44);
}

describe('every screen at phone size', () => {
  const browser = useBrowser();
  let ids: Ids;
  let ownerState: StorageState;
  let adminState: StorageState;

  beforeAll(async () => {
    ids = await demoIds();
    ownerState = await signedInState(browser(), DEMO.owner, false);
    adminState = await signedInState(browser(), DEMO.superAdmin, true);
  });

  it('covers the whole route table', () => {
    const all = Object.keys(ROUTES).sort();
    expect([...SIGNED_OUT, ...ADMIN, ...OWNER, ...Object.keys(NOT_A_SCREEN)].sort()).toEqual(all);
  });

  const cases = [
    ...OWNER.map((name) => ({ name, who: 'owner' as const })),
    ...ADMIN.map((name) => ({ name, who: 'admin' as const })),
    ...SIGNED_OUT.map((name) => ({ name, who: 'nobody' as const })),
  ];

  it.each(cases)('$name ($who): a steady first load, and 44 px touch targets', async ({ name, who }) => {
    const state = who === 'owner' ? ownerState : who === 'admin' ? adminState : undefined;
    const page = await firstLoad(browser(), pathOf(name, ids), state);
    try {
      if (who !== 'nobody') {
        const shifts = await shiftsOf(page);
        expect(shifts.total, `layout shifts: ${JSON.stringify(shifts.largest)}`).toBeLessThan(0.1);
      }
      expect(await smallTargets(page), `${page.url()}: controls under 44 px`).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
