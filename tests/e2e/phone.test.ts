import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, newPage, serverAndBrowser } from './support';

/** The rough edges a phone user met (issue 28), each looked at in en and es, desktop and phone. */
const SCREENS = 'test-results/screens/phone';
const PASSWORD = 'Demo@1234';
const CREATOR = 'creator@fanclub.local';
const FAN = 'fan@fanclub.local';
const ADMIN = 'admin@fanclub.local';

const running = serverAndBrowser(SCREENS);

type Viewport = 'desktop' | 'phone';
type Locale = 'en' | 'es';
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage });
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe('the bottom tab bar', () => {
  it('on a phone: the six sections with labels, the current one marked, the unread count; the page ends above it; none on a desktop', async () => {
    const phone = await loggedInPage(running, CREATOR, PASSWORD, 'phone');
    const bar = phone.page.getByRole('navigation', { name: 'Sections' });
    const labels = await bar.getByRole('link').evaluateAll((links) => links.map((link) => link.querySelector('.label')!.textContent));
    expect(labels).toEqual(['Home', 'Messages', 'Explore', 'Alerts', 'Favorites', 'Settings']);
    expect(await bar.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    // The seed left the creator notifications: the bar shows their count, as the sidebar does.
    await bar.getByRole('link', { name: 'Alerts' }).getByTestId('unread-notifications').waitFor({ timeout: 15_000 });
    await shot(phone.page, 'tab-bar-en-phone');
    await bar.getByRole('link', { name: /^Messages/ }).click();
    await phone.page.waitForURL('**/messages');
    expect(await bar.getByRole('link', { name: /^Messages/ }).getAttribute('aria-current')).toBe('page');
    expect(await bar.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();

    // Scrolled to its end, the page's last line sits above the bar.
    await bar.getByRole('link', { name: 'Settings' }).click();
    await phone.page.waitForURL('**/settings/edit-profile');
    await phone.page.locator('main form button[type="submit"]').first().waitFor();
    await phone.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const main = await box(phone.page, 'main#main');
    const tabs = await box(phone.page, '[data-region="tab-bar"]');
    expect(main.y + main.height).toBeLessThanOrEqual(tabs.y);
    await shot(phone.page, 'settings-end-en-phone');

    const desktop = await loggedInPage(running, CREATOR, PASSWORD, 'desktop', 'es');
    await desktop.page.getByRole('navigation', { name: 'Principal' }).waitFor();
    expect(await desktop.page.locator('[data-region="tab-bar"]').isVisible()).toBe(false);
    const spanish = await loggedInPage(running, FAN, PASSWORD, 'phone', 'es');
    const labelsEs = await spanish.page
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.querySelector('.label')!.textContent));
    expect(labelsEs).toEqual(['Inicio', 'Mensajes', 'Explorar', 'Avisos', 'Favoritos', 'Ajustes']);
    await shot(spanish.page, 'tab-bar-es-phone');
    expect([...phone.errors, ...desktop.errors, ...spanish.errors]).toEqual([]);
    await Promise.all([phone.context.close(), desktop.context.close(), spanish.context.close()]);
  });
});

describe('toasts', () => {
  for (const [viewport, locale] of [
    ['desktop', 'en'],
    ['phone', 'es'],
  ] as Array<[Viewport, Locale]>) {
    it(`${viewport} ${locale}: the welcome toast never covers the header; on a phone it sits above the tab bar`, async () => {
      const { context, page } = await newPage(running.browser, viewport);
      await page.goto(`${running.server.url}/login`);
      await page.evaluate((value) => localStorage.setItem('local', value), locale);
      await page.reload();
      await page.locator('input[name="email"]').fill(FAN);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('input[type="checkbox"]').check();
      // The toast lives 3 s: where it, the header and the tab bar stand is read the moment it shows.
      const placed = page.evaluate(
        () =>
          new Promise<Record<string, DOMRect | null>>((resolve) => {
            const observer = new MutationObserver(() => {
              const toast = document.querySelector('[data-testid="toast"]');
              if (!toast || !document.querySelector('header')) return;
              observer.disconnect();
              const rect = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().toJSON() ?? null;
              resolve({ toast: toast.getBoundingClientRect().toJSON(), header: rect('header'), tabs: rect('[data-region="tab-bar"]') });
            });
            observer.observe(document.body, { subtree: true, childList: true });
          }),
      );
      await page.locator('button[type="submit"]').click();
      await page.waitForURL('**/home');
      const { toast, header, tabs } = await placed;
      expect(toast!.top).toBeGreaterThanOrEqual(header!.bottom);
      if (viewport === 'phone') expect(toast!.bottom).toBeLessThanOrEqual(tabs!.top);
      else expect(tabs!.height).toBe(0);
      await shot(page, `toast-${locale}-${viewport}`);
      await context.close();
    });
  }
});

/** Whether the textarea's placeholder fits in the room inside it, in its own font. */
const placeholderFits = (page: Page) =>
  page.locator('form textarea').evaluate((area: HTMLTextAreaElement) => {
    const style = getComputedStyle(area);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: area.placeholder, needs: Math.ceil(context.measureText(area.placeholder).width), room };
  });

describe('the chat composer on a phone', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`${locale}: the message box has room for its whole placeholder; the tools are one menu`, async () => {
      const fan = await loggedInPage(running, FAN, PASSWORD, 'phone', locale);
      await fan.page.goto(`${running.server.url}/messages`);
      await fan.page.locator('.list button').first().click();
      await fan.page.locator('form textarea').waitFor();
      const fit = await placeholderFits(fan.page);
      expect(fit.needs, JSON.stringify(fit)).toBeLessThanOrEqual(fit.room);
      expect(fit.room).toBeGreaterThanOrEqual(200);
      await shot(fan.page, `chat-composer-${locale}-phone`);
      const more = fan.page.getByRole('button', { name: locale === 'en' ? 'More ways to send' : 'Más formas de enviar' });
      await more.click();
      const items = fan.page.getByRole('menu').getByRole('menuitem');
      expect(await items.count()).toBe(3);
      // Keyboard: the first item has focus, arrows move, Escape closes and returns to the toggle.
      await expect.poll(() => fan.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
      await fan.page.keyboard.press('ArrowDown');
      expect(await fan.page.evaluate(() => document.activeElement?.textContent)).toBe(await items.nth(1).textContent());
      await shot(fan.page, `chat-composer-menu-${locale}-phone`);
      await fan.page.keyboard.press('Escape');
      await fan.page.getByRole('menu').waitFor({ state: 'detached' });
      expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(fan.errors).toEqual([]);
      await fan.context.close();
    });
  }

  it('on a desktop the tools stay buttons beside a roomy box', async () => {
    const fan = await loggedInPage(running, FAN, PASSWORD, 'desktop', 'es');
    await fan.page.goto(`${running.server.url}/messages`);
    await fan.page.locator('.list button').first().click();
    await fan.page.getByRole('button', { name: 'Enviar monedas' }).waitFor();
    const fit = await placeholderFits(fan.page);
    expect(fit.needs).toBeLessThanOrEqual(fit.room);
    await shot(fan.page, 'chat-composer-es-desktop');
    await fan.context.close();
  });
});

/** The fades' state of the frame around a row of tabs. */
const fades = (page: Page, label: string) =>
  page.getByRole('navigation', { name: label }).evaluate((nav) => ({
    before: nav.parentElement!.dataset.moreBefore,
    after: nav.parentElement!.dataset.moreAfter,
  }));

/** Whether an element lies whole inside the visible part of its scrolling row. */
const insideRow = (page: Page, label: string, selector: string) =>
  page.getByRole('navigation', { name: label }).evaluate((nav, target) => {
    const row = nav.getBoundingClientRect();
    const item = (target === ':focus' ? document.activeElement : nav.querySelector(target))!.getBoundingClientRect();
    return item.left >= row.left - 1 && item.right <= row.right + 1;
  }, selector);

describe('settings and admin tabs on a phone', () => {
  it('a fade says more tabs lie that way, the current tab is in view, a tab reached by keyboard scrolls into view', async () => {
    const fan = await loggedInPage(running, FAN, PASSWORD, 'phone', 'es');
    await fan.page.goto(`${running.server.url}/settings/edit-profile`);
    await fan.page.getByRole('navigation', { name: 'Ajustes' }).waitFor();
    expect(await fades(fan.page, 'Ajustes')).toEqual({ before: 'false', after: 'true' });
    await shot(fan.page, 'settings-tabs-start-es-phone');
    await fan.page.goto(`${running.server.url}/settings/referral`);
    await fan.page.getByRole('navigation', { name: 'Ajustes' }).locator('[aria-current="page"]').waitFor();
    await expect.poll(() => insideRow(fan.page, 'Ajustes', '[aria-current="page"]')).toBe(true);
    expect((await fades(fan.page, 'Ajustes')).before).toBe('true');
    await shot(fan.page, 'settings-tabs-end-es-phone');
    // Tab through the row from its first link: each one reached shows.
    await fan.page.getByRole('navigation', { name: 'Ajustes' }).getByRole('link').first().focus();
    for (let step = 0; step < 8; step++) {
      await fan.page.keyboard.press('Tab');
      expect(await insideRow(fan.page, 'Ajustes', ':focus')).toBe(true);
    }
    await fan.context.close();

    const admin = await loggedInPage(running, ADMIN, PASSWORD, 'phone', 'en');
    await admin.page.goto(`${running.server.url}/admin/reports`);
    await admin.page.getByRole('navigation', { name: 'Review queues' }).locator('[aria-current="page"]').waitFor();
    await expect.poll(() => insideRow(admin.page, 'Review queues', '[aria-current="page"]')).toBe(true);
    expect((await fades(admin.page, 'Review queues')).before).toBe('true');
    await shot(admin.page, 'admin-tabs-en-phone');
    await admin.context.close();
  });
});

describe('the login page on a phone', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`${locale}: shows the app-store links under the form, each to its store's search for the app`, async () => {
      const { context, page } = await newPage(running.browser, 'phone');
      await page.goto(`${running.server.url}/login`);
      await page.evaluate((value) => localStorage.setItem('local', value), locale);
      await page.reload();
      await page.locator('form').waitFor();
      const appStore = page.getByRole('link', { name: /App Store/ });
      const play = page.getByRole('link', { name: /Google Play/ });
      expect(await appStore.count()).toBe(1);
      expect(await play.count()).toBe(1);
      expect(await appStore.getAttribute('href')).toBe('https://apps.apple.com/us/search?term=Fanclub');
      expect(await play.getAttribute('href')).toBe('https://play.google.com/store/search?q=Fanclub&c=apps');
      await shot(page, `login-${locale}-phone`, true);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await page.getByRole('link', { name: /App Store/ }).count()).toBe(1);
      await shot(page, `login-${locale}-desktop`);
      await context.close();
    });
  }
});

describe('the story strip', () => {
  it('is ready no later than the posts, even when the feed is slow: it loads beside the feed, not after it', async () => {
    const fan = await loggedInPage(running, FAN, PASSWORD, 'phone', 'en');
    await fan.page.route('**/api/feeds', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await fan.page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { marks: typeof marks }).marks = marks;
      new MutationObserver(() => {
        if (!marks.post && document.querySelector('[role="feed"] article')) marks.post = performance.now();
        if (!marks.strip && document.querySelector('[data-region="stories"] ul[aria-busy="false"]')) marks.strip = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await fan.page.reload();
    await fan.page.getByRole('feed').getByRole('article').first().waitFor({ timeout: 30_000 });
    const marks = await fan.page.evaluate(() => (window as unknown as { marks: Record<string, number> }).marks);
    expect(marks.strip, JSON.stringify(marks)).toBeLessThanOrEqual(marks.post!);
    await shot(fan.page, 'home-strip-en-phone');
    await fan.context.close();
  });

  for (const [viewport, locale] of [
    ['desktop', 'es'],
    ['phone', 'es'],
    ['desktop', 'en'],
  ] as Array<[Viewport, Locale]>) {
    it(`${viewport} ${locale}: home with the strip`, async () => {
      const fan = await loggedInPage(running, FAN, PASSWORD, viewport, locale);
      await fan.page.locator('[data-region="stories"] ul[aria-busy="false"]').waitFor();
      await shot(fan.page, `home-${locale}-${viewport}`);
      await fan.context.close();
    });
  }
});

describe('notifications from the platform itself', () => {
  for (const [viewport, locale] of [
    ['desktop', 'en'],
    ['phone', 'es'],
  ] as Array<[Viewport, Locale]>) {
    it(`${viewport} ${locale}: a payout's news shows the app's face, not a blank avatar`, async () => {
      const creator = await loggedInPage(running, CREATOR, PASSWORD, viewport, locale);
      // A payout paid (the admin's decision, no person behind it) heads the first page.
      await creator.page.route('**/api/settings/notification', async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { data: Array<Record<string, unknown>> };
        if (body.data.length > 0) {
          body.data.unshift({
            ...body.data[0],
            id: 999_999,
            type: 'PAYOUT_PAID',
            actor: null,
            post_id: null,
            comment_id: null,
            data: { coins: 120 },
            is_read: 0,
          });
        }
        await route.fulfill({ response: answer, json: body });
      });
      await creator.page.goto(`${running.server.url}/notification`);
      const face = creator.page.locator('[data-face="system"] img');
      await face.first().waitFor();
      expect(await face.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await shot(creator.page, `notifications-system-${locale}-${viewport}`);
      await creator.context.close();
    });
  }
});
