import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, openWatchedPage, serverAndBrowser, toastSaying } from './support';

const SCREENS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
const ADMIN = 'admin@fanclub.local';
const THEO = 'theo@fanclub.local';

const running = serverAndBrowser(SCREENS);

async function loggedIn(email: string) {
  const watched = await openWatchedPage(running.browser, 'desktop');
  await watched.page.goto(`${running.server.url}/login`);
  await logIn(watched.page, email, PASSWORD);
  await watched.page.waitForURL('**/home');
  return watched;
}

const shoot = async (page: Page, name: string) => {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
};

describe('admin: suspend a reported person from the queue, and lift it (issue 28)', () => {
  it('the admin confirms once; the person is logged out on their open page, refused at login in words, listed as suspended, and unsuspended lets them in', async () => {
    // Theo (reported in the seed) has the app open.
    const theo = await loggedIn(THEO);

    const admin = await loggedIn(ADMIN);
    await admin.page.goto(`${running.server.url}/admin/people`);
    const item = admin.page.getByRole('article', { name: /Reported person @theo/ });
    await item.getByRole('button', { name: 'Suspend' }).click();
    // Nothing happens before the confirmation; Cancel leaves him be.
    const confirm = item.getByRole('alertdialog', { name: 'Suspend @theo?' });
    await confirm.waitFor();
    await shoot(admin.page, 'admin-suspend-confirm-desktop-en');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await item.getByRole('button', { name: 'Suspend' }).click();
    await item.getByRole('alertdialog', { name: 'Suspend @theo?' }).getByRole('button', { name: 'Yes, suspend' }).click();
    await toastSaying(admin.page, 'Account suspended').waitFor();
    await expect.poll(() => admin.page.getByRole('article', { name: /Reported person @theo/ }).count()).toBe(0);

    // His open page lets go by itself: the server ended its socket, the session is gone.
    await theo.page.waitForURL('**/login', { timeout: 15_000 });
    await logIn(theo.page, THEO, PASSWORD);
    await theo.page
      .getByRole('alert')
      .filter({ hasText: 'Your account has been suspended. Contact support if you think this is a mistake' })
      .waitFor();
    await shoot(theo.page, 'admin-suspended-login-desktop-en');

    // The Suspended people tab: him and the seeded Rex; Unsuspend lets him in again.
    await admin.page.getByRole('link', { name: 'Suspended people' }).click();
    await admin.page.waitForURL('**/admin/suspended');
    await admin.page.getByRole('article', { name: /Suspended person @rex/ }).waitFor();
    const suspended = admin.page.getByRole('article', { name: /Suspended person @theo/ });
    await suspended.waitFor();
    await shoot(admin.page, 'admin-suspended-list-desktop-en');
    await suspended.getByRole('button', { name: 'Unsuspend' }).click();
    await toastSaying(admin.page, 'Suspension lifted').waitFor();
    await expect.poll(() => admin.page.getByRole('article', { name: /Suspended person @theo/ }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    await logIn(theo.page, THEO, PASSWORD);
    await theo.page.waitForURL('**/home');
    await theo.context.close();
  });
});
