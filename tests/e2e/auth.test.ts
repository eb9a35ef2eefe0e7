import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOtp, launchBrowser, logIn, openWatchedPage, startServer, type RunningServer } from './support';

const openPage = (viewport: 'desktop' | 'phone' = 'desktop') => openWatchedPage(browser, viewport);

const SCREENS = 'test-results/screens';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Logout reloads the page at /login (spec §2): runs `act`, then waits for that fresh document, as a
 * person waits for the page to load before typing into it.
 */
async function expectReloadAtLogin(page: Page, act: () => Promise<void>) {
  await page.evaluate(() => ((window as { beforeLogout?: boolean }).beforeLogout = true));
  await act();
  await page.waitForFunction(() => !(window as { beforeLogout?: boolean }).beforeLogout && document.readyState === 'complete');
  expect(new URL(page.url()).pathname).toBe('/login');
}

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

describe('auth journeys in Chromium', () => {
  it('an unknown path lands on /login when logged out', async () => {
    const { context, page, errors } = await openPage();
    await page.goto(`${server.url}/no/such/place`);
    await page.waitForURL('**/login');
    // The login screen loads on demand: the URL may change before its chunk has drawn.
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor({ state: 'visible' });
    expect(await page.title()).toBe('Welcome back · Fanclub');
    for (const path of ['/home', '/settings/wallet', '/favourite', '/tags/art']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL('**/login');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a wrong password shows Wrong Credentials and stays on /login', async () => {
    const { context, page } = await openPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, 'fan@fanclub.local', 'Not-the-password1!');
    await page.getByRole('alert').filter({ hasText: 'Wrong Credentials' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('the login form shows the rules of spec §5 before calling the server', async () => {
    const { context, page } = await openPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByText('Please accept term and condition.').waitFor();
    await context.close();
  });

  it('signup → OTP from the outbox → /home → logout → login', async () => {
    const { context, page, errors } = await openPage();
    const email = uniqueEmail('nora');
    const password = 'Secret#2026';
    await page.goto(`${server.url}/signup`);
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Vidal');
    await page.getByLabel('Username').fill(`nora${Date.now() % 1e6}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('1234');
    await page.getByLabel('Password', { exact: true }).fill(password);
    // Ten years old today: the form refuses before anything is sent.
    const tenYearsAgo = new Date();
    tenYearsAgo.setFullYear(tenYearsAgo.getFullYear() - 10);
    await page.getByLabel('Birth date').fill(tenYearsAgo.toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Must Contain greterthen 5 Characters').waitFor();
    await page.getByText('You must be 18 or older to sign up.').waitFor();
    await page.getByLabel('Phone').fill('5551234567');
    await page.getByLabel('Birth date').fill('1992-07-15');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await page.waitForURL('**/otp-verification');
    await page.getByText(`We sent a 6-digit code to ${email}.`).waitFor();
    const first = await latestOtp(server, email);
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect.poll(() => latestOtp(server, email)).not.toBe(first);
    await page.getByLabel('Verification code').fill(first);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'The code is not valid' }).waitFor();
    await page.getByLabel('Verification code').fill(await latestOtp(server, email));
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL('**/home');
    await page.getByRole('button', { name: 'Account menu' }).filter({ hasText: 'Nora' }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expectReloadAtLogin(page, () => page.getByRole('menuitem', { name: 'Logout' }).click());
    await page.goto(`${server.url}/home`);
    await page.waitForURL('**/login');

    await logIn(page, email, password);
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: 'Account menu' }).filter({ hasText: 'Nora' }).waitFor();
    // The session survives a reload: tokens come back from encrypted storage.
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).filter({ hasText: 'Nora' }).waitFor();
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain(email);
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/); // no raw JWT in storage
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forgot password → OTP → new password → login with it', async () => {
    const { context, page } = await openPage();
    const email = uniqueEmail('reset');
    const signup = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Rita',
        last_name: 'Moss',
        email,
        phone: '5550001111',
        password: 'Old#pass2026',
        birth_date: '1990-04-12',
        username: `rita${Date.now() % 1e6}`,
      }),
    });
    expect(signup.status).toBe(201);

    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forget-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/otp-verification');
    await page.getByLabel('Verification code').fill(await latestOtp(server, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/reset-password');
    await page.getByLabel('New password', { exact: true }).fill('New#pass2026');
    await page.getByLabel('Confirm new password').fill('New#pass2027');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Passwords does not match').waitFor();
    await page.getByLabel('Confirm new password').fill('New#pass2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/login');

    await logIn(page, email, 'Old#pass2026');
    await page.getByRole('alert').filter({ hasText: 'Wrong Credentials' }).waitFor();
    await logIn(page, email, 'New#pass2026');
    await page.waitForURL('**/home');
    await context.close();
  });

  it('the shell: sidebar, Settings highlighted for settings paths, Spanish everywhere after switching', async () => {
    const { context, page, errors } = await openPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, 'creator@fanclub.local', 'Demo@1234');
    await page.waitForURL('**/home');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    for (const item of ['Home', 'Messages', 'Explore', 'Notifications', 'Favorites', 'Settings']) {
      await sidebar.getByRole('link', { name: item }).waitFor();
    }
    await sidebar.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings/edit-profile');
    await page.getByRole('link', { name: 'Language' }).click();
    await page.waitForURL('**/settings/language');
    expect(await sidebar.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');

    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('heading', { name: 'Ajustes' }).waitFor();
    expect(await page.title()).toBe('Ajustes · Fanclub');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' }).click();
    await page.waitForURL('**/home');
    await page.reload();
    await page.getByRole('button', { name: 'Foto' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('local'))).toBe('es');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('profiles: my own from the user menu, another one by id, an unknown id says so', async () => {
    const { context, page, errors } = await openPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, 'creator@fanclub.local', 'Demo@1234');
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/my-profile');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.innerText()).toMatch(/\S+ \S+/);
    await page.getByText('Followers').waitFor();
    await heading.getByRole('img', { name: 'Verified' }).waitFor();
    await page.screenshot({ path: `${SCREENS}/my-profile-en-desktop.png`, fullPage: true });

    const fan = (await (
      await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'fan@fanclub.local', password: 'Demo@1234' }),
      })
    ).json()) as { data: { user: { id: number; first_name: string } } };
    await page.goto(`${server.url}/user-profile/${fan.data.user.id}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(fan.data.user.first_name) }).waitFor();
    await page.goto(`${server.url}/user-profile/999999`);
    await page.getByText('User not found').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('settings', () => {
  it('change password: the rules, a wrong old password, then success and a login with the new one', async () => {
    const { context, page, errors } = await openPage();
    const email = uniqueEmail('paz');
    await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Paz',
        last_name: 'Soler',
        email,
        phone: '5550002222',
        password: 'First#pass1',
        birth_date: '1990-04-12',
        username: `paz${Date.now() % 1e6}`,
      }),
    });
    await fetch(`${server.url}/api/verify-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, otp: await latestOtp(server, email) }),
    });
    await page.goto(`${server.url}/login`);
    await logIn(page, email, 'First#pass1');
    await page.waitForURL('**/home');
    await page.goto(`${server.url}/settings/change-password`);
    const save = page.getByRole('button', { name: 'Change password' });
    await page.getByLabel('Old password').fill('short');
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await save.click();
    await expect.poll(() => page.getByText('Minimum 8 Character').count()).toBe(2); // old and confirm
    await page.getByText(/^Password must have at least 8 characters/).waitFor();
    await page.getByLabel('Old password').fill('Wrong#pass1');
    await page.getByLabel('New password', { exact: true }).fill('Second#pass2');
    await page.getByLabel('Confirm new password').fill('Second#pass2');
    await save.click();
    await page.getByRole('alert').filter({ hasText: 'Old password is not correct' }).waitFor();
    await page.getByLabel('Old password').fill('First#pass1');
    await save.click();
    await page.getByTestId('toast').filter({ hasText: 'Password changed successfully' }).waitFor();
    expect(await page.getByLabel('Old password').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expectReloadAtLogin(page, () => page.getByRole('menuitem', { name: 'Logout' }).click());
    await logIn(page, email, 'Second#pass2');
    await page.waitForURL('**/home');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sessions', () => {
  it('a password reset elsewhere ends this session at once: its socket is let go and the app logs out', async () => {
    const { context, page, errors } = await openPage();
    const email = uniqueEmail('ines');
    const json = { 'content-type': 'application/json' };
    await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        first_name: 'Ines',
        last_name: 'Roca',
        email,
        phone: '5550003333',
        password: 'First#pass1',
        birth_date: '1990-04-12',
        username: `ines${Date.now() % 1e6}`,
      }),
    });
    await fetch(`${server.url}/api/verify-otp`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, otp: await latestOtp(server, email) }),
    });
    await page.goto(`${server.url}/login`);
    // The story strip and its live bubbles read theirs beside the feed.
    const stripRead = Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/stories'),
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/livestreams'),
    ]);
    await logIn(page, email, 'First#pass1');
    await page.waitForURL('**/home');
    // Home has made its own calls (feed, trending, the strip) before the reset, so the next call is the one this test makes.
    // A new account follows nobody yet: its home feed ends empty.
    await page.getByText('Your feed is empty').waitFor();
    await page.getByRole('complementary', { name: 'Trending feeds' }).getByRole('button').first().waitFor();
    await stripRead;

    // On another device: forgot password → code → new password.
    await fetch(`${server.url}/api/forgot-password`, { method: 'POST', headers: json, body: JSON.stringify({ email }) });
    const grant = (await (
      await fetch(`${server.url}/api/verify-otp`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, otp: await latestOtp(server, email) }),
      })
    ).json()) as { data: { user: { id: number }; reset_token: string } };
    // The server lets this page's socket go as the reset answers; its token refused, the app logs out by itself.
    await expectReloadAtLogin(page, async () => {
      const reset = await fetch(`${server.url}/api/reset-password/${grant.data.user.id}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ reset_token: grant.data.reset_token, new_password: 'Second#pass2', confirm_new_password: 'Second#pass2' }),
      });
      expect(reset.status).toBe(200);
    });
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.goto(`${server.url}/home`);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the shell on a phone', () => {
  it('folds the sidebar into a menu of the six sections; the avatar shows up to 2 initials', async () => {
    const { context, page, errors } = await openPage('phone');
    await page.goto(`${server.url}/login`);
    await logIn(page, 'fan@fanclub.local', 'Demo@1234');
    await page.waitForURL('**/home');
    // The shell loads on demand: the sidebar's absence means something only once the header is drawn.
    await page.getByRole('button', { name: 'Account menu' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await expect(page.getByRole('button', { name: 'Account menu' }).innerText()).resolves.toMatch(/^[A-Z]{1,2}$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const item of ['Home', 'Messages', 'Explore', 'Notifications', 'Favorites', 'Settings']) {
      await menu.getByRole('link', { name: item }).waitFor();
    }
    await page.screenshot({ path: `${SCREENS}/menu-en-phone.png` });
    // Keyboard: Escape closes the menu, the toggle opens it again.
    await menu.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings/edit-profile');
    expect(await menu.isVisible()).toBe(false);
    await page.screenshot({ path: `${SCREENS}/settings-en-phone.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('screenshots (en and es, desktop and phone)', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const locale of ['en', 'es'] as const) {
      it(`${viewport} ${locale}: /login, /signup, /otp-verification, /home`, async () => {
        const { context, page, errors } = await openPage(viewport);
        await page.goto(`${server.url}/login`);
        await page.evaluate((value) => localStorage.setItem('local', value), locale);
        await page.reload();
        await page.locator('form').waitFor();
        await page.screenshot({ path: `${SCREENS}/login-${locale}-${viewport}.png`, fullPage: true });
        await page.goto(`${server.url}/signup`);
        await page.locator('form').waitFor();
        await page.screenshot({ path: `${SCREENS}/signup-${locale}-${viewport}.png`, fullPage: true });

        await page.locator('input[name="firstName"]').fill('Lia');
        await page.locator('input[name="lastName"]').fill('Ortega');
        await page.locator('input[name="username"]').fill(`lia${Date.now() % 1e7}`);
        await page.locator('input[name="email"]').fill(uniqueEmail('lia'));
        await page.locator('input[name="phone"]').fill('5551234567');
        await page.locator('input[name="birthDate"]').fill('1990-04-12');
        await page.locator('input[name="password"]').fill('Secret#2026');
        await page.locator('button[type="submit"]').click();
        await page.waitForURL('**/otp-verification');
        await page.locator('input[name="otp"]').waitFor();
        await page.screenshot({ path: `${SCREENS}/otp-${locale}-${viewport}.png`, fullPage: true });

        await page.goto(`${server.url}/login`);
        await page.locator('input[name="email"]').fill('fan@fanclub.local');
        await page.locator('input[name="password"]').fill('Demo@1234');
        await page.locator('input[type="checkbox"]').check();
        await page.locator('button[type="submit"]').click();
        await page.waitForURL('**/home');
        await page.locator('main#main h1').waitFor();
        await page.waitForTimeout(3_200); // let the welcome toast close before the picture
        await page.screenshot({ path: `${SCREENS}/home-${locale}-${viewport}.png`, fullPage: true });
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
