import { describe, expect, it } from 'vitest';
import { expectAccessible, heading, openPage, screenshot, useBrowser, VIEWPORTS } from './support/browser.ts';

const PAGES = [
  { path: '/', name: 'home', heading: /fitness platform/ },
  { path: '/about', name: 'about', heading: 'About us' },
  { path: '/contact-us', name: 'contact', heading: 'Contact us' },
  { path: '/pricing', name: 'pricing', heading: 'Pricing' },
  { path: '/gym-management', name: 'gym-management', heading: 'Manage Your Gym Efficiently' },
  { path: '/login', name: 'login', heading: 'Welcome Back!' },
  { path: '/signup', name: 'signup', heading: 'Create your account' },
  { path: '/lift-off', name: 'game', heading: 'Lift Off' },
  { path: '/no-such-page', name: 'error', heading: 'Oops!' },
];

describe.each(VIEWPORTS)('public pages at $name size', (viewport) => {
  const browser = useBrowser();

  it.each(PAGES)('$path shows its page, passes axe and is photographed', async (page) => {
    const tab = await openPage(browser(), viewport);
    await tab.goto(page.path);
    await heading(tab, page.heading);
    await expectAccessible(tab);
    await screenshot(tab, page.name, viewport);
    await tab.context().close();
  });

  it("lists the features, 'Coming Soon' on all but Gym Management, and opens the game after five 'Get Started'", async () => {
    const tab = await openPage(browser(), viewport);
    await tab.goto('/');
    await heading(tab, /fitness platform/);
    expect(await tab.getByText('Coming Soon').count()).toBe(5);
    const getStarted = tab.getByRole('button', { name: 'Get Started' });
    for (let press = 0; press < 4; press++) await getStarted.click();
    expect(new URL(tab.url()).pathname).toBe('/');
    await getStarted.click();
    await heading(tab, 'Lift Off');
    await tab.getByRole('button', { name: 'Lift' }).click();
    await tab.getByText(/Attempt 1: (Good Lift|No Lift)/).waitFor();
    await tab.context().close();
  });

  it('reaches every public page from the navigation', async () => {
    const tab = await openPage(browser(), viewport);
    await tab.goto('/');
    if (viewport.name === 'phone') await tab.getByRole('button', { name: 'Open menu' }).click();
    await tab.getByRole('link', { name: 'About', exact: true }).click();
    await heading(tab, 'About us');
    await tab.context().close();
  });
});
