import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, serverAndBrowser } from './support';

/**
 * Screens a Spanish reader met (issue 28), on phone and desktop: Spanish words, no English word of the catalog left,
 * nothing wider than the screen.
 */
const SCREENS = 'test-results/screens/es';
const PASSWORD = 'Demo@1234';
const FAN = 'fan@fanclub.local';

const running = serverAndBrowser(SCREENS);

/** The catalog's English words whose Spanish reads otherwise (placeholders and one-letter words aside). */
function englishOnly(): Set<string> {
  const po = readFileSync('locales/es/messages.po', 'utf8');
  const pairs = [...po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)].map(([, id, str]) => [id!, str!] as const);
  const spanish = new Set(pairs.map(([, str]) => str));
  return new Set(
    pairs.filter(([id, str]) => id.length > 2 && str && id !== str && !id.includes('{') && !spanish.has(id)).map(([id]) => id),
  );
}
const ENGLISH = englishOnly();

/** What the screen shows a reader: its text lines, and the names and hints of its controls. */
const shownWords = (page: Page) =>
  page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.closest('script, style') === null) words.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) words.push(value);
      }
    }
    return words;
  });

/** Elements wider than the screen, or cut by their own box (text or controls clipped sideways). */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) wide.push(`page ${document.documentElement.scrollWidth} > ${width}`);
    for (const element of document.querySelectorAll<HTMLElement>('main *, [role="dialog"] *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      const style = getComputedStyle(element);
      const scrolls = ['auto', 'scroll'].includes(style.overflowX);
      // Past the screen's edge, unless inside a strip that scrolls sideways (the settings tabs).
      const inStrip = (node: HTMLElement | null): boolean =>
        !!node && node !== document.body && (['auto', 'scroll'].includes(getComputedStyle(node).overflowX) || inStrip(node.parentElement));
      if ((box.right > width + 1 || box.left < -1) && !inStrip(element.parentElement))
        wide.push(`${element.tagName.toLowerCase()}.${element.className} at ${Math.round(box.left)}–${Math.round(box.right)}`);
      // Text cut by its own box (not a picture cropped on purpose, nor a label kept for screen readers only).
      else if (
        !scrolls &&
        style.overflowX !== 'visible' &&
        element.clientWidth > 1 &&
        element.scrollWidth > element.clientWidth + 1 &&
        style.textOverflow !== 'ellipsis' &&
        [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim())
      )
        wide.push(`${element.tagName.toLowerCase()}.${element.className} clips ${element.scrollWidth} > ${element.clientWidth}`);
    }
    return wide;
  });

async function looked(page: Page, name: string, spanish: string[]) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
  const words = await shownWords(page);
  for (const text of spanish) expect(words.join('\n'), `${name}: ${text}`).toContain(text);
  expect(
    words.filter((word) => ENGLISH.has(word)),
    `${name}: English left`,
  ).toEqual([]);
  expect(await overflowing(page), `${name}: overflow`).toEqual([]);
}

describe('Spanish screens, phone and desktop', () => {
  it('knows the catalog English it looks for', () => expect(ENGLISH.has('User not found')).toBe(true));

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`${viewport}: the Explore modal with a whole post, the unknown profile, Become a creator`, async () => {
      const { page, errors, context } = await loggedInPage(running, FAN, PASSWORD, viewport, 'es');

      await page.goto(`${running.server.url}/explore`);
      const grid = page.getByRole('list', { name: 'Publicaciones en tendencia' });
      await grid
        .getByRole('button', { name: /^Publicación de / })
        .first()
        .click();
      const detail = page.getByRole('dialog');
      await detail.getByRole('list', { name: 'Comentarios' }).getByRole('listitem').first().waitFor();
      const post = detail.getByRole('article').first();
      await post.locator('a.author time').waitFor();
      await detail
        .locator('img')
        .first()
        .evaluate((image: HTMLImageElement) => image.decode().catch(() => undefined));
      await looked(page, `explore-post-es-${viewport}`, ['Escribe un comentario', 'Donar', 'Acciones de la publicación']);
      // The post's time reads whole beside a long Follow ("Dejar de seguir"), not cut to "hac…".
      const [time, meta] = [await post.locator('a.author time').boundingBox(), await post.locator('a.author .meta').boundingBox()];
      expect(time!.x + time!.width).toBeLessThanOrEqual(meta!.x + meta!.width + 1);
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });

      await page.goto(`${running.server.url}/user-profile/987654`);
      await page.getByRole('heading', { name: 'Usuario no encontrado' }).waitFor();
      await looked(page, `user-not-found-es-${viewport}`, [
        'Usuario no encontrado',
        'Este perfil no existe o no está disponible para ti.',
        'Ir al inicio',
      ]);
      // The way home sits centred under the words, as the message is.
      const centre = async (name: string) =>
        page
          .getByRole(name === 'Usuario no encontrado' ? 'heading' : 'link', { name })
          .boundingBox()
          .then((box) => box!.x + box!.width / 2);
      expect(Math.abs((await centre('Ir al inicio')) - (await centre('Usuario no encontrado')))).toBeLessThanOrEqual(2);

      await page.goto(`${running.server.url}/settings/become-creator`);
      await page.getByRole('heading', { name: 'Hazte creador' }).waitFor();
      await looked(page, `become-creator-es-${viewport}`, ['Hazte creador', 'Verificar perfil']);

      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the shared menu button (account, "…" and "+" menus)', () => {
  it('opens by click or arrow keys, moves with arrows, Home and End, closes by Escape (focus back), Tab or a click outside', async () => {
    const { page, errors, context } = await loggedInPage(running, FAN, PASSWORD, 'desktop');
    const button = page.getByRole('button', { name: 'Account menu' });
    const menu = page.getByRole('menu', { name: 'Account menu' });
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await button.focus();
    // ArrowUp opens on the last item; the button says the menu is open and which it is.
    await page.keyboard.press('ArrowUp');
    await menu.waitFor();
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await button.getAttribute('aria-controls')).toBe(await menu.getAttribute('id'));
    await expect.poll(focused).toBe('Logout');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Profile');
    await page.keyboard.press('End');
    expect(await focused()).toBe('Logout');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('Profile');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // Enter opens on the first item; Tab leaves and closes.
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Profile');
    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'detached' });
    // A click outside closes it.
    await button.click();
    await menu.waitFor();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await menu.waitFor({ state: 'detached' });
    // Choosing an item acts: Profile opens one's own profile.
    await button.click();
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/my-profile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
