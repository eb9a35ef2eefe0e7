import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { loggedInPage, serverAndBrowser, toastSaying } from './support';

const SCREENS = process.env.LIVE_SHOTS ?? '/tmp/shots-live';
const PASSWORD = 'Demo@1234';
const CLARA = 'creator@fanclub.local';
const FABIO = 'fan@fanclub.local';

const running = serverAndBrowser(SCREENS);

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${running.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}
const tokenOf = async (email: string) =>
  (await api<{ data: { token: string } }>(Endpoints.login.path, { email, password: PASSWORD })).data.token;
const balanceOf = async (token: string) =>
  (await api<{ data: { wallet_balance: number } }>(Endpoints.transactions.path, { page: 1 }, token)).data.wallet_balance;

/** How far the viewer's video has played, and how many frames it has shown. */
const videoProgress = (page: Page) =>
  page.locator('video[data-live-video="remote"]').evaluate((video: HTMLVideoElement) => ({
    time: video.currentTime,
    frames: video.getVideoPlaybackQuality().totalVideoFrames,
    width: video.videoWidth,
  }));

/** The host opens Go Live, fills the form and goes live; the host view shows. */
async function goLive(page: Page, { title, description, price }: { title: string; description: string; price?: string }, shots?: string) {
  await page
    .getByRole('button', { name: /^(Go Live|Emitir en directo|Transmitir en vivo|En vivo|Ir en directo)$/ })
    .first()
    .click();
  const modal = page.getByRole('dialog').filter({ has: page.locator('form') });
  await modal.locator('input').first().fill(title);
  await modal.locator('textarea').fill(description);
  if (price) {
    await modal.getByRole('switch').click();
    const field = modal.locator('input[name="price"]');
    // e E + - . never reach the field.
    await field.pressSequentially('1e+-.E');
    await expect(field.inputValue()).resolves.toBe('1');
    await field.fill(price);
  }
  if (shots) await page.screenshot({ path: shots });
  await modal.locator('button[type="submit"]').click();
  await page.locator('video[data-live-video="local"]').waitFor();
}

describe('live streams, a host and a viewer each in their own browser', () => {
  it('go live, the viewer joins from the bubble, moving video, chat both ways, a tip once, end of stream', async () => {
    const clara = await loggedInPage(running, CLARA, PASSWORD, 'desktop');
    const fabio = await loggedInPage(running, FABIO, PASSWORD, 'desktop');
    const fabioToken = await tokenOf(FABIO);
    const claraToken = await tokenOf(CLARA);

    // The modal's rules: nothing said until a failed submit, then the title is required.
    await clara.page.getByRole('button', { name: 'Go Live' }).first().click();
    const modal = clara.page.getByRole('dialog', { name: 'Go Live' });
    await modal.getByRole('button', { name: 'Go Live' }).click();
    await modal.getByText('Title is required').waitFor();
    await modal.getByRole('button', { name: 'Exit' }).click();
    await modal.waitFor({ state: 'detached' });

    await goLive(clara.page, { title: 'Morning run', description: 'Five laps around the park' }, `${SCREENS}/go-live-modal-en-desktop.png`);
    await clara.page.getByText('Morning run').waitFor();
    await clara.page.getByText('up to 8 viewers with the built-in video').waitFor();
    await clara.page.getByText('0 viewers').waitFor();

    // Fabio follows Clara: her bubble is on his home strip (read again on a reload).
    await fabio.page.reload();
    const bubble = fabio.page.getByRole('link', { name: /Clara Creator is live: Morning run/ });
    await bubble.waitFor();
    await fabio.page.screenshot({ path: `${SCREENS}/live-bubble-en-desktop.png` });
    await bubble.click();
    await fabio.page.waitForURL('**/live/*');

    // Moving video: frames advance in the viewer's video element.
    await expect.poll(async () => (await videoProgress(fabio.page)).width, { timeout: 30_000 }).toBeGreaterThan(0);
    const first = await videoProgress(fabio.page);
    await expect.poll(async () => (await videoProgress(fabio.page)).frames, { timeout: 15_000 }).toBeGreaterThan(first.frames + 10);
    expect((await videoProgress(fabio.page)).time).toBeGreaterThan(first.time);
    await clara.page.getByText('1 viewer', { exact: true }).waitFor();

    // Chat both ways; an empty one is not sent.
    const fabioChat = fabio.page.getByPlaceholder('Enter your message');
    await fabioChat.fill('Go Clara!');
    await fabioChat.press('Enter');
    await clara.page.getByRole('complementary', { name: 'Live Comments' }).getByText('Go Clara!').waitFor();
    const claraChat = clara.page.getByPlaceholder('Enter your message');
    await claraChat.fill('Thanks Fabio');
    await claraChat.press('Enter');
    await fabio.page.getByRole('complementary', { name: 'Live Comments' }).getByText('Thanks Fabio').waitFor();
    await claraChat.fill('   ');
    await claraChat.press('Enter');
    await expect(clara.page.getByRole('complementary', { name: 'Live Comments' }).locator('li').count()).resolves.toBe(2);
    await clara.page.screenshot({ path: `${SCREENS}/host-view-en-desktop.png` });
    await fabio.page.screenshot({ path: `${SCREENS}/viewer-view-en-desktop.png` });

    // A tip of 200 (a preset), a double click: the coins move once, and everyone sees it in the chat.
    const before = { fabio: await balanceOf(fabioToken), clara: await balanceOf(claraToken) };
    await fabio.page.getByRole('button', { name: 'Tip' }).click();
    const tip = fabio.page.getByRole('dialog', { name: 'Send a tip' });
    await tip.getByRole('button', { name: '200' }).click();
    // The video went on playing while the popover's code loaded.
    await fabio.page.locator('video[data-live-video="remote"]').waitFor();
    await fabio.page.screenshot({ path: `${SCREENS}/tip-popover-en-desktop.png` });
    await tip.getByRole('button', { name: 'Send tip' }).dblclick();
    await clara.page.getByText('tipped 200 coins', { exact: true }).waitFor();
    await fabio.page.getByText('tipped 200 coins', { exact: true }).waitFor();
    await expect.poll(() => balanceOf(fabioToken)).toBe(before.fabio - 200);
    expect(await balanceOf(claraToken)).toBeGreaterThan(before.clara);
    expect(await balanceOf(claraToken)).toBeLessThanOrEqual(before.clara + 200);

    // A tip above the balance says so before anything is sent.
    await fabio.page.getByRole('button', { name: 'Tip' }).click();
    await tip.getByLabel('Or another amount').fill('99999');
    await tip.getByRole('button', { name: 'Send tip' }).click();
    await tip.getByText('You have insufficient balance').waitFor();
    await tip.getByRole('button', { name: 'Close' }).click();

    // The gift popover: the sticker picker; a sticker shows in the chat.
    await fabio.page.getByRole('button', { name: 'Gift' }).click();
    const gift = fabio.page.getByRole('dialog', { name: 'Send a gift' });
    await gift.getByRole('list', { name: 'Stickers' }).getByRole('button').first().waitFor();
    await fabio.page.screenshot({ path: `${SCREENS}/gift-popover-en-desktop.png` });
    await gift.getByRole('list', { name: 'Stickers' }).getByRole('button').first().click();
    // A gift asks once, with its price, before it is paid; its short message shows with it to the host and the viewers.
    await gift.getByTestId('sticker-confirm').getByLabel('Message (optional)').fill('Long live the queen');
    await gift
      .getByTestId('sticker-confirm')
      .getByRole('button', { name: /^Send for / })
      .click();
    await clara.page.getByText(/sent a gift worth \d+ coins/).waitFor();
    await clara.page.locator('li[data-kind="tip"] q.note', { hasText: 'Long live the queen' }).waitFor();
    await fabio.page.locator('li[data-kind="tip"] q.note', { hasText: 'Long live the queen' }).waitFor();

    // Full screen, left by the browser (as Escape does): the switch follows it back.
    await clara.page.getByRole('button', { name: 'Full Screen' }).click();
    await clara.page.getByRole('button', { name: 'Exit Full Screen' }).waitFor();
    await clara.page.waitForFunction(() => document.fullscreenElement !== null);
    await clara.page.evaluate(() => document.exitFullscreen());
    await clara.page.getByRole('button', { name: 'Full Screen', exact: true }).waitFor();

    // Clara ends: Fabio is told and leaves.
    await clara.page.getByRole('button', { name: 'Exit Live Stream' }).click();
    await toastSaying(fabio.page, 'Live stream ended').waitFor();
    await fabio.page.waitForURL('**/home');
    await clara.page.locator('video[data-live-video="local"]').waitFor({ state: 'detached' });
    expect([...clara.errors, ...fabio.errors]).toEqual([]);
    await clara.context.close();
    await fabio.context.close();
  });

  it('a paid stream: the pay modal charges once on a double click; on a phone and in Spanish', async () => {
    const clara = await loggedInPage(running, CLARA, PASSWORD, 'phone', 'es');
    const fabio = await loggedInPage(running, FABIO, PASSWORD, 'phone', 'es');
    const fabioToken = await tokenOf(FABIO);
    await goLive(clara.page, { title: 'Clase de yoga', description: 'Una hora', price: '30' }, `${SCREENS}/go-live-modal-es-phone.png`);
    await clara.page.getByText('Clase de yoga').waitFor();
    await clara.page.screenshot({ path: `${SCREENS}/host-view-es-phone.png` });

    const before = await balanceOf(fabioToken);
    await fabio.page.reload();
    const bubble = fabio.page.locator('a[data-stream]').filter({ hasText: '$LIVE' });
    await bubble.waitFor();
    await bubble.click();
    const pay = fabio.page.getByRole('dialog', { name: /Unirse al directo/ });
    await pay.waitFor();
    await fabio.page.screenshot({ path: `${SCREENS}/pay-modal-es-phone.png` });
    await pay.getByRole('button', { name: 'Pagar y unirse' }).dblclick();
    await toastSaying(fabio.page, 'Joined Successfullly').or(fabio.page.getByTestId('toast').first()).waitFor();
    await expect.poll(async () => (await videoProgress(fabio.page)).width, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await balanceOf(fabioToken)).toBe(before - 30);
    await fabio.page.screenshot({ path: `${SCREENS}/viewer-view-es-phone.png` });
    await fabio.page.getByRole('button', { name: 'Propina' }).click();
    await fabio.page.getByRole('dialog', { name: 'Enviar una propina' }).getByRole('button', { name: 'Enviar propina' }).waitFor();
    await fabio.page.screenshot({ path: `${SCREENS}/tip-popover-es-phone.png` });
    await fabio.page.getByRole('button', { name: 'Cerrar' }).first().click();
    await fabio.page.getByRole('button', { name: 'Regalo' }).click();
    await fabio.page.getByRole('dialog', { name: 'Enviar un regalo' }).getByRole('button').nth(1).waitFor();
    await fabio.page.screenshot({ path: `${SCREENS}/gift-popover-es-phone.png` });

    // Leaving and coming back does not charge again.
    await fabio.page.getByRole('button', { name: 'Salir' }).click();
    await fabio.page.waitForURL('**/home');
    await fabio.page.locator('a[data-stream]').filter({ hasText: '$LIVE' }).click();
    await expect.poll(async () => (await videoProgress(fabio.page)).width, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await balanceOf(fabioToken)).toBe(before - 30);

    await clara.page.getByRole('button', { name: 'Terminar el directo' }).click();
    await toastSaying(fabio.page, 'El directo ha terminado').waitFor();
    expect([...clara.errors, ...fabio.errors]).toEqual([]);
    await clara.context.close();
    await fabio.context.close();
  });
  it('issue 32: the host sets a goal and a menu, the viewer tips a menu item, both see the progress, the host sees the viewer listed', async () => {
    const clara = await loggedInPage(running, CLARA, PASSWORD, 'desktop');
    const fabio = await loggedInPage(running, FABIO, PASSWORD, 'desktop');
    const fabioToken = await tokenOf(FABIO);

    await clara.page.getByRole('button', { name: 'Go Live' }).first().click();
    const modal = clara.page.getByRole('dialog').filter({ has: clara.page.locator('form') });
    await modal.getByLabel('Title').fill('Song night');
    // A label without coins is refused after a submit, in words.
    await modal.getByLabel('What happens then').fill('Dance at 300 coins');
    await modal.getByRole('button', { name: 'Go Live' }).click();
    await modal.getByText('The goal must be between 1 and 1,000,000 coins').waitFor();
    await modal.getByLabel('Goal (coins)').fill('300');
    await modal.getByRole('button', { name: 'Add menu item' }).click();
    await modal.getByRole('textbox', { name: 'Item 1', exact: true }).fill('Song request');
    await modal.getByLabel('Coins', { exact: true }).fill('50');
    await clara.page.screenshot({ path: `${SCREENS}/go-live-goal-menu-en-desktop.png` });
    await modal.getByRole('button', { name: 'Go Live' }).click();
    await clara.page.locator('video[data-live-video="local"]').waitFor();
    const claraGoal = clara.page.getByTestId('live-goal');
    await claraGoal.getByText('0 / 300 coins').waitFor();

    await fabio.page.goto(`${running.server.url}/home`);
    const bubble = fabio.page.getByRole('link', { name: /Clara Creator is live: Song night/ });
    await bubble.click();
    await fabio.page.waitForURL('**/live/*');
    const fabioGoal = fabio.page.getByTestId('live-goal');
    await fabioGoal.getByText('0 / 300 coins').waitFor();
    await clara.page.getByText('1 viewer', { exact: true }).waitFor();

    // The host's list of who watches: Fabio, with when he joined.
    await clara.page.getByRole('button', { name: 'Viewers' }).click();
    const list = clara.page.getByRole('dialog', { name: 'Watching now' });
    await list.getByText('Fabio Fan').waitFor();
    await clara.page.screenshot({ path: `${SCREENS}/host-viewers-en-desktop.png` });
    await list.getByRole('button', { name: 'Close' }).click();

    // Fabio tips the menu item: exactly its price leaves his wallet; both bars move, the chat says what for.
    const before = await balanceOf(fabioToken);
    await fabio.page.getByRole('button', { name: 'Tip 50 coins for Song request' }).click();
    await fabioGoal.getByText('50 / 300 coins').waitFor();
    await claraGoal.getByText('50 / 300 coins').waitFor();
    await clara.page.getByText('tipped 50 for Song request').waitFor();
    await expect.poll(() => balanceOf(fabioToken)).toBe(before - 50);
    await fabio.page.screenshot({ path: `${SCREENS}/viewer-goal-menu-en-desktop.png` });

    // The host changes the goal live: everyone sees the new one; reached, it celebrates.
    await clara.page.getByRole('button', { name: 'Goal and menu' }).click();
    const editor = clara.page.getByRole('dialog', { name: 'Tip goal and menu' });
    await editor.getByLabel('Goal (coins)').fill('50');
    await editor.getByRole('button', { name: 'Save' }).click();
    await toastSaying(clara.page, 'Tip goal and menu saved').waitFor();
    await fabioGoal.getByText('Goal reached!', { exact: false }).waitFor();
    await claraGoal.getByText('50 / 50 coins').waitFor();
    await editor.getByRole('button', { name: 'Close' }).click();
    await clara.page.screenshot({ path: `${SCREENS}/host-goal-reached-en-desktop.png` });

    await clara.page.getByRole('button', { name: 'Exit Live Stream' }).click();
    await fabio.page.waitForURL('**/home');
    expect([...clara.errors, ...fabio.errors]).toEqual([]);
    await clara.context.close();
    await fabio.context.close();
  });

  it('issue 32 on a phone and in Spanish: the goal and menu fields, the host view and the viewer view', async () => {
    const clara = await loggedInPage(running, CLARA, PASSWORD, 'phone', 'es');
    const fabio = await loggedInPage(running, FABIO, PASSWORD, 'phone', 'es');
    await clara.page
      .getByRole('button', { name: /^(Go Live|Emitir en directo|Transmitir en vivo|En vivo|Ir en directo)$/ })
      .first()
      .click();
    const modal = clara.page.getByRole('dialog').filter({ has: clara.page.locator('form') });
    await modal.locator('input').first().fill('Noche de canciones');
    await modal.getByLabel('Meta (monedas)').fill('500');
    await modal.getByLabel('Qué pasará entonces').fill('Bailo a las 500');
    await modal.getByRole('button', { name: 'Añadir opción al menú' }).click();
    await modal.getByRole('textbox', { name: 'Opción 1', exact: true }).fill('Pedir una canción');
    await modal.getByLabel('Monedas', { exact: true }).fill('50');
    await modal.getByRole('textbox', { name: 'Opción 1', exact: true }).scrollIntoViewIfNeeded();
    await clara.page.screenshot({ path: `${SCREENS}/go-live-goal-menu-es-phone.png` });
    await modal.locator('button[type="submit"]').click();
    await clara.page.locator('video[data-live-video="local"]').waitFor();
    await clara.page.getByTestId('live-goal').getByText('0 / 500 monedas').waitFor();
    await fabio.page.goto(`${running.server.url}/home`);
    await fabio.page.getByRole('link', { name: /Noche de canciones/ }).click();
    await fabio.page.getByTestId('live-goal').getByText('0 / 500 monedas').waitFor();
    await fabio.page.getByRole('button', { name: /Pedir una canción/ }).click();
    await fabio.page.getByTestId('live-goal').getByText('50 / 500 monedas').waitFor();
    await clara.page.getByTestId('live-goal').getByText('50 / 500 monedas').waitFor();
    await fabio.page.screenshot({ path: `${SCREENS}/viewer-goal-menu-es-phone.png` });
    await clara.page.screenshot({ path: `${SCREENS}/host-goal-menu-es-phone.png` });
    await clara.page.getByRole('button', { name: 'Espectadores' }).click();
    await clara.page.getByRole('dialog', { name: 'Mirando ahora' }).getByText('Fabio Fan').waitFor();
    await clara.page.screenshot({ path: `${SCREENS}/host-viewers-es-phone.png` });
    await clara.page.getByRole('dialog', { name: 'Mirando ahora' }).getByRole('button', { name: 'Cerrar' }).click();
    await clara.page.getByRole('button', { name: 'Meta y menú' }).click();
    await clara.page.getByRole('dialog', { name: 'Meta y menú de propinas' }).getByLabel('Meta (monedas)').waitFor();
    await clara.page.screenshot({ path: `${SCREENS}/host-goal-editor-es-phone.png` });
    await clara.page.getByRole('button', { name: 'Terminar el directo' }).click();
    expect([...clara.errors, ...fabio.errors]).toEqual([]);
    await clara.context.close();
    await fabio.context.close();
  });
});
