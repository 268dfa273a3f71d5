import { describe, expect, it } from 'vitest';
import { apiCall, DEMO, logIn, signInByApi } from './support/accounts.ts';
import {
  expectAccessible,
  heading,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  waitForDashboard,
} from './support/browser.ts';
import { ownerWithGym } from './support/owner-with-gym.ts';

const WRONG_CODE = 'This code is wrong or has expired. Check it, or ask for a new one.';

/**
 * The code the SMS to the phone carried. The server's default provider is the local one, which
 * sends nothing off the machine and keeps what it would have sent; the super admin reads it.
 */
async function codeSentTo(phone: string): Promise<string> {
  const admin = await signInByApi(DEMO.superAdmin);
  for (let tries = 0; tries < 50; tries++) {
    const kept = await apiCall<{ phone: string; text: string }[]>(
      'GET',
      '/api/admin/local-sms',
      undefined,
      admin.token,
    );
    const code = /\b(\d{6})\b/.exec(kept.find((message) => message.phone === phone)?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS reached ${phone}`);
}

describe.each(VIEWPORTS)('a forgotten password at $name size', (viewport) => {
  const browser = useBrowser();

  it('sends a code by SMS, sets a new password with it from the keyboard, and signs in with that', async () => {
    const owner = await ownerWithGym('Sita Gurung', 'Pokhara Iron House');
    const page = await openPage(browser(), viewport);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await heading(page, 'Reset your password');
    await expectAccessible(page);

    // The server's rule, at the field.
    const phone = page.getByRole('textbox', { name: /^Phone/ });
    await phone.fill('98412');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByText('Phone number must be exactly 10 digits.').first().waitFor();
    await expect(phone.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'forgot-password-phone', viewport);

    await phone.fill(owner.phone);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByText('Code sent. It works for 15 minutes.').waitFor();
    const codeField = page.getByRole('textbox', { name: /^Code from the SMS/ });
    await codeField.waitFor();
    // The second step keeps the number in the address: a reload finds it again.
    expect(new URL(page.url()).searchParams.get('phone')).toBe(owner.phone);
    await page.reload();
    await codeField.waitFor();
    await page.getByText(`If ${owner.phone} has an account`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'forgot-password-code', viewport);

    const code = await codeSentTo(owner.phone);
    const wrong = code === '000000' ? '000001' : '000000';
    // From the keyboard: the code field has the focus; Tab passes each password's Show button.
    const typeAll = async (typedCode: string) => {
      await codeField.fill('');
      await codeField.focus();
      await page.keyboard.type(typedCode);
      await page.keyboard.press('Tab');
      await page.keyboard.type('a-new-password-7');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.type('a-new-password-7');
      await page.keyboard.press('Enter');
    };
    await page.getByLabel(/^New Password/).fill('');
    await page.getByLabel(/^Confirm New Password/).fill('');
    await typeAll(wrong);
    await page.getByText(WRONG_CODE).first().waitFor();
    await expect(codeField.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectAccessible(page);

    await page.getByLabel(/^New Password/).fill('');
    await page.getByLabel(/^Confirm New Password/).fill('');
    await typeAll(code);
    await heading(page, 'Welcome Back!');
    await page.getByText('Your password has been reset. Log in with your new password.').waitFor();
    // The login has the number filled in.
    await expect(page.getByRole('textbox', { name: 'Phone' }).inputValue()).resolves.toBe(owner.phone);

    // The session from before the reset has ended; the old password no longer signs in.
    await expect(apiCall('GET', `/api/users/${owner.userId}`, undefined, owner.token)).rejects.toThrow(/401/);
    await expect(signInByApi(owner)).rejects.toThrow(/401/);
    await logIn(page, { phone: owner.phone, password: 'a-new-password-7' });
    await waitForDashboard(page);
    await page.context().close();
  });

  it('goes back to login from either step', async () => {
    const page = await openPage(browser(), viewport);
    await page.goto('/forgot-password?phone=9800000000');
    await page.getByRole('button', { name: 'Use another phone number' }).click();
    await page.getByRole('textbox', { name: /^Phone/ }).waitFor();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await heading(page, 'Welcome Back!');
    await page.context().close();
  });
});
