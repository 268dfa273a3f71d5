import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** The demo accounts the server creates on its first start (apps/api/tools/demo/seed.ts). */
export const DEMO = {
  superAdmin: { phone: '9800000001', password: 'admin-demo-123' },
  owner: { phone: '9800000002', password: 'owner-demo-123' },
} as const;

// Each test file numbers its own block of 100 phones, from the millisecond it loaded and its worker,
// so files running at once never draw the same number (a random start did, now and then: 409).
const block = ((Date.now() % 100_000) * 10 + Number(process.env.VITEST_POOL_ID ?? 0)) % 100_000;
let nextPhone = 9_870_000_000 + block * 100;
/** A phone number no other test has registered. */
export const freshPhone = () => String(nextPhone++);

/**
 * Straight to the API, for what a journey only needs arranged: a FormData body goes as multipart,
 * anything else as JSON; to the shared server unless another one's address is given.
 */
export async function apiCall<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  server = baseUrl(),
): Promise<T> {
  const multipart = body instanceof FormData;
  const response = await fetch(`${server}${path}`, {
    method,
    headers: {
      ...(multipart ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: multipart ? body : JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const signInByApi = (account: { phone: string; password: string }, server = baseUrl()) =>
  apiCall<{ id: number; token: string }>('POST', '/api/auth/authenticate/store', account, undefined, server);

/** Signs in through the login screen. */
export async function logIn(page: Page, account: { phone: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone' }).fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}
