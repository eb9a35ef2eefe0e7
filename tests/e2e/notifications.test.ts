import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, serverAndBrowser } from './support';

const SCREENS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
const CREATOR = 'creator@fanclub.local';
const FAN = 'fan@fanclub.local';

const running = serverAndBrowser(SCREENS);

type Viewport = 'desktop' | 'phone';

/** A fresh watched page in `locale`, logged in as `email`, on /home with the welcome toast gone. */
const loggedIn = (email: string, viewport: Viewport = 'desktop', locale: 'en' | 'es' = 'en') =>
  loggedInPage(running, email, PASSWORD, viewport, locale);

/** A call to the admin API, as the journeys' other person makes it. */
async function apiCall(path: string, body: object, token?: string) {
  const answer = await fetch(`${running.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as { data: { token: string; user: { id: number } } };
}

/** The count on the sidebar's bell ('' when there is none). */
const sidebarCount = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByTestId('unread-notifications')
    .locator('[aria-hidden="true"]')
    .textContent({ timeout: 500 })
    .catch(() => '');

describe('notifications: a fan acts, the creator is told at once', () => {
  it('the creator’s bell rises without a reload; opening the list shows the line and clears the count', async () => {
    const creator = await loggedIn(CREATOR);
    const fan = await loggedIn(FAN);

    // The seed left the creator notifications: the badge says how many, the list clears them.
    await expect.poll(() => sidebarCount(creator.page), { timeout: 10_000 }).toMatch(/^[1-9]\d*\+?$/);
    await creator.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await creator.page.waitForURL('**/notification');
    await creator.page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
    await expect.poll(() => sidebarCount(creator.page)).toBe('');
    await expect(creator.page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }).isVisible()).resolves.toBe(
      true,
    );

    // The creator moves on to another page of the app (what arrives on the open list is read at once).
    await creator.page.getByRole('link', { name: 'Home' }).first().click();
    await creator.page.getByRole('feed').getByRole('article').first().waitFor();

    // The fan follows the creator again from her profile (the seed has them following already): her bell rises by one.
    const creatorId = (await apiCall('/api/login', { email: CREATOR, password: PASSWORD })).data.user.id;
    await fan.page.goto(`${running.server.url}/user-profile/${creatorId}`);
    const main = fan.page.getByRole('main');
    await main.getByRole('button', { name: 'Unfollow' }).click();
    await main.getByRole('button', { name: 'Follow', exact: true }).click();
    await main.getByRole('button', { name: 'Unfollow' }).waitFor();
    await expect.poll(() => sidebarCount(creator.page), { timeout: 15_000 }).toBe('1');
    await fan.page.goto(`${running.server.url}/home`);

    // The fan likes one of the creator's posts they have not liked yet, from their home feed.
    const unliked = fan.page
      .getByRole('feed')
      .getByRole('article')
      .filter({ hasText: 'Clara Creator', has: fan.page.locator('button[aria-pressed="false"][aria-label^="Like ("]') })
      .first();
    await expect
      .poll(
        async () => {
          if ((await unliked.count()) > 0) return true;
          await fan.page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.7));
          return false;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
    // The card is held by its element: once liked it no longer matches the filter.
    const card = (await unliked.elementHandle())!;
    await (await card.$('button[aria-label^="Like ("]'))!.click();
    await card.waitForSelector('button[aria-pressed="true"][aria-label^="Like ("]');

    // The creator, on another page of the app, sees the count rise with no reload: sidebar and header alike.
    await expect.poll(() => sidebarCount(creator.page), { timeout: 15_000 }).toBe('2');
    await expect(creator.page.getByRole('banner').getByRole('link', { name: 'Notifications, 2 unread' }).isVisible()).resolves.toBe(true);
    await creator.page.screenshot({ path: `${SCREENS}/notifications-badge-en-desktop.png` });

    // Opening the list shows the line on top and clears the count.
    await creator.page.getByRole('banner').getByRole('link', { name: 'Notifications, 2 unread' }).click();
    await creator.page.waitForURL('**/notification');
    const first = creator.page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first();
    await expect.poll(() => first.textContent()).toContain('Fabio Fan liked your post');
    await expect.poll(() => sidebarCount(creator.page)).toBe('');
    await expect(creator.page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }).isVisible()).resolves.toBe(
      true,
    );

    // While the list is open, what arrives shows on it at once, read: the count stays clear, also after a reload.
    // (The fan follows the creator again, through the API: a new follow line.)
    const follows = creator.page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Fabio Fan started following you' });
    const followsBefore = await follows.count();
    const fanLogin = await apiCall('/api/login', { email: FAN, password: PASSWORD });
    await apiCall('/api/user/unfollow', { user_id: creatorId }, fanLogin.data.token);
    await apiCall('/api/user/follow', { user_id: creatorId }, fanLogin.data.token);
    await expect.poll(() => follows.count(), { timeout: 15_000 }).toBe(followsBefore + 1);
    await creator.page.waitForTimeout(500);
    expect(await sidebarCount(creator.page)).toBe('');
    await creator.page.screenshot({ path: `${SCREENS}/notifications-arrived-while-open-en-desktop.png` });
    await creator.page.getByRole('link', { name: 'Home' }).first().click();
    await creator.page.reload();
    await creator.page.getByRole('feed').getByRole('article').first().waitFor();
    await creator.page.waitForTimeout(1_000);
    expect(await sidebarCount(creator.page)).toBe('');
    await creator.page.goBack();
    await creator.page.waitForURL('**/notification');

    // A click on the like opens the post it is about.
    await creator.page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Fabio Fan liked your post' })
      .first()
      .getByRole('button')
      .click();
    await creator.page.getByRole('dialog').waitFor();

    expect(creator.errors).toEqual([]);
    expect(fan.errors).toEqual([]);
    await creator.context.close();
    await fan.context.close();
  });

  it('a follow line opens the follower’s profile, and the list ends with the end message', async () => {
    const { context, page, errors } = await loggedIn(CREATOR);
    await page.goto(`${running.server.url}/notification`);
    const follow = page.getByRole('listitem').filter({ hasText: 'started following you' }).first();
    const list = page.getByRole('list', { name: 'Notifications' });
    await list.getByRole('listitem').first().waitFor();
    // Scrolled to the end, as a person does, the pages run out.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return page.getByText('yah! you have seen it all').isVisible();
        },
        { timeout: 30_000, interval: 300 },
      )
      .toBe(true);
    await follow.getByRole('button').click();
    await page.waitForURL(/\/user-profile\/\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('notification tabs, as a person uses them', () => {
  it('each tab lists its own kind from the server, the address keeps the tab over a reload, arrows move between tabs, a push shows in All and its own tab only', async () => {
    const { context, page, errors } = await loggedIn(CREATOR);
    await page.goto(`${running.server.url}/notification`);
    const tabs = page.getByRole('tablist', { name: 'Notification categories' });
    const tab = (name: string) => tabs.getByRole('tab', { name, exact: true });
    const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    const lines = async () => (await items.allTextContents()).join('\n');
    await items.first().waitFor();
    expect(await tab('All').getAttribute('aria-selected')).toBe('true');
    const allLines = await lines();
    expect(allLines).toContain('started following you');
    expect(allLines).toContain('tagged you in a post');

    // Mentions: the seed's tag, nothing else.
    await tab('Mentions').click();
    await page.waitForURL('**/notification?tab=mentions');
    await expect.poll(lines).toContain('Milo');
    for (const line of await items.allTextContents()) expect(line).toContain('tagged you in a post');
    expect(await tab('Mentions').getAttribute('aria-selected')).toBe('true');

    // Tips and money: tips and the paid join, no follows or likes.
    await tab('Tips and money').click();
    await page.waitForURL('**/notification?tab=money');
    await expect.poll(lines).toContain('tipped you');
    for (const line of await items.allTextContents()) expect(line).toMatch(/tipped you|coins/);
    await page.screenshot({ path: `${SCREENS}/notifications-tab-money-en-desktop.png` });

    // The address keeps the tab over a reload.
    await page.reload();
    await items.first().waitFor();
    expect(await tab('Tips and money').getAttribute('aria-selected')).toBe('true');
    for (const line of await items.allTextContents()) expect(line).toMatch(/tipped you|coins/);

    // From the keyboard: the chosen tab takes the focus, arrows move to the next and previous tab and open it.
    await tab('Tips and money').focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL('**/notification?tab=subscriptions');
    expect(await tab('Subscriptions').evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(lines).toContain('subscribed to you');
    for (const line of await items.allTextContents()) expect(line).toContain('subscribed to you');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL('**/notification?tab=mentions');
    await expect.poll(lines).toContain('tagged you in a post');

    // A follow arrives while Mentions is open: not here; on top of All and of Interactions.
    const creatorId = (await apiCall('/api/login', { email: CREATOR, password: PASSWORD })).data.user.id;
    const fanLogin = await apiCall('/api/login', { email: FAN, password: PASSWORD });
    await apiCall('/api/user/unfollow', { user_id: creatorId }, fanLogin.data.token);
    await apiCall('/api/user/follow', { user_id: creatorId }, fanLogin.data.token);
    await page.waitForTimeout(1_500);
    expect(await lines()).not.toContain('started following you');
    await tab('All').click();
    await page.waitForURL(/\/notification$/);
    await expect.poll(() => items.first().textContent()).toContain('Fabio Fan started following you');
    await tab('Interactions').click();
    await page.waitForURL('**/notification?tab=interactions');
    await expect.poll(() => items.first().textContent()).toContain('Fabio Fan started following you');
    for (const line of await items.allTextContents()) expect(line).not.toMatch(/tipped you|tagged you|subscribed to you/);

    // The sidebar's link to /notification opens All, whatever tab was open.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await page.waitForURL(/\/notification$/);
    await expect.poll(() => tab('All').getAttribute('aria-selected')).toBe('true');
    await expect.poll(lines).toContain('tagged you in a post');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('an empty tab says so, in English and in Spanish', async () => {
    for (const locale of ['en', 'es'] as const) {
      const { context, page, errors } = await loggedIn('lena@fanclub.local', 'phone', locale);
      await page.goto(`${running.server.url}/notification?tab=mentions`);
      await page.getByText(locale === 'en' ? 'No mentions yet' : 'Aún no hay menciones').waitFor();
      const selected = page.getByRole('tab', { selected: true });
      expect(await selected.textContent()).toBe(locale === 'en' ? 'Mentions' : 'Menciones');
      await page.screenshot({ path: `${SCREENS}/notifications-tab-empty-${locale}-phone.png` });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('screenshots of /notification (en and es, desktop and phone)', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const locale of ['en', 'es'] as const) {
      it(`${viewport} ${locale}`, async () => {
        const { context, page, errors } = await loggedIn(CREATOR, viewport, locale);
        await page.goto(`${running.server.url}/notification`);
        await page.locator('main ul li').first().waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SCREENS}/notifications-${locale}-${viewport}.png` });
        // A tab, as its address opens it.
        await page.goto(`${running.server.url}/notification?tab=money`);
        await page.locator('main ul li').first().waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SCREENS}/notifications-money-${locale}-${viewport}.png` });
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
