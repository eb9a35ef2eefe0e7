import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, openWatchedPage, serverAndBrowser, toastSaying } from './support';

const SCREENS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
const FAN = 'fan@fanclub.local';

const running = serverAndBrowser(SCREENS);

type Viewport = 'desktop' | 'phone';

/** A fresh watched page in `locale`, logged in as `email`, on /home; the clipboard may be read (the referral copy). */
async function loggedIn(email: string, viewport: Viewport = 'desktop', locale: 'en' | 'es' = 'en') {
  const watched = await loggedInPage(running, email, PASSWORD, viewport, locale);
  await watched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: running.server.url });
  return watched;
}

/** The balance the header shows, as a number. */
async function headerBalance(page: Page): Promise<number> {
  const badge = page.getByTestId('header-balance');
  await badge.waitFor();
  return Number((await badge.locator('[aria-hidden="true"]').last().textContent())!.replace(/\D/g, ''));
}

/** Opens /settings/wallet through the header's balance, as a person does. */
async function openWallet(page: Page) {
  await page.getByTestId('header-balance').click();
  await page.waitForURL('**/settings/wallet');
  await page.getByTestId('wallet-balance').waitFor();
}

async function payWithCard(page: Page, pack: RegExp, card: string) {
  await page.getByRole('button', { name: pack }).click();
  const form = page.getByRole('dialog', { name: 'Card payment' });
  await form.waitFor();
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^Pay / }).click();
  return form;
}

describe('wallet: buying coins by card', () => {
  it('4242 buys a pack and the balance rises everywhere; 0002 is declined with its reason and nothing changes; 3155 asks for the extra step', async () => {
    const { page, errors, context } = await loggedIn(FAN);
    const before = await headerBalance(page);
    expect(before).toBeGreaterThan(0);
    // The same person in another tab, on another screen: the socket tells it too.
    const otherTab = await context.newPage();
    await otherTab.goto(`${running.server.url}/explore`);
    expect(await headerBalance(otherTab)).toBe(before);
    await openWallet(page);
    await page.getByRole('list', { name: 'Coin packs' }).getByRole('listitem').nth(3).waitFor();
    expect(await page.getByRole('list', { name: 'Coin packs' }).getByRole('listitem').count()).toBe(4);
    await expect(page.getByRole('list', { name: 'Coin packs' }).textContent()).resolves.toContain('$0.99');
    await page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first().waitFor();
    await page.screenshot({ path: `${SCREENS}/wallet-en-desktop.png`, fullPage: true });

    // Declined: the form says why, the balance stays.
    const declined = await payWithCard(page, /^Buy 100 coins for/, '4000 0000 0000 0002');
    await expect
      .poll(() =>
        declined
          .getByTestId('card-error')
          .textContent()
          .catch(() => ''),
      )
      .toBe('Your card was declined.');
    await page.screenshot({ path: `${SCREENS}/wallet-card-declined-en-desktop.png` });
    expect(await headerBalance(page)).toBe(before);
    await declined.getByRole('button', { name: 'Cancel' }).click();

    // 4242: the pack's coins arrive, in the header and on the wallet at once.
    const paid = await payWithCard(page, /^Buy 100 coins for/, '4242 4242 4242 4242');
    await paid.waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: 'Payment successful' }).waitFor();
    await expect.poll(() => headerBalance(page)).toBe(before + 100);
    await expect.poll(() => headerBalance(otherTab), { timeout: 10_000 }).toBe(before + 100);
    await expect(page.getByTestId('wallet-balance').textContent()).resolves.toContain(`${(before + 100).toLocaleString('en')} coins`);
    await page.getByRole('dialog', { name: 'Payment successful' }).getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first().textContent())
      .toContain('Coins purchased');

    // 3155: the extra step, completed.
    await payWithCard(page, /^Buy 500 coins for/, '4000 0025 0000 3155');
    const step = page.getByRole('dialog', { name: 'Authenticate your payment' });
    await step.waitFor();
    await page.screenshot({ path: `${SCREENS}/wallet-extra-step-en-desktop.png` });
    await step.getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByRole('dialog', { name: 'Payment successful' }).waitFor();
    await expect.poll(() => headerBalance(page)).toBe(before + 600);
    await page.getByRole('dialog', { name: 'Payment successful' }).getByRole('button', { name: 'Done' }).click();

    // 3155 failed: refused with the reason, nothing added.
    await payWithCard(page, /^Buy 100 coins for/, '4000 0025 0000 3155');
    await step.waitFor();
    await step.getByRole('button', { name: 'Fail authentication' }).click();
    const form = page.getByRole('dialog', { name: 'Card payment' });
    await expect
      .poll(() =>
        form
          .getByTestId('card-error')
          .textContent()
          .catch(() => ''),
      )
      .toMatch(/unable to authenticate/);
    expect(await headerBalance(page)).toBe(before + 600);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('wallet: spending coins', () => {
  it('unlocks a paid post and sees its media; donates a preset and a custom amount', async () => {
    const { page, errors, context } = await loggedIn(FAN);
    const before = await headerBalance(page);

    // A locked pay-per-view post of the feed: unlock it for its price (its money value beside it).
    const unlock = page.getByRole('button', { name: /^unlock for \d+ coins \(~\$\d+\.\d\d\)$/ }).first();
    await expect
      .poll(
        async () => {
          if ((await unlock.count()) > 0) return true;
          await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.7));
          return false;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
    const card = page.getByRole('article').filter({ has: unlock }).first();
    const cardHandle = (await card.elementHandle())!;
    const price = Number(/(\d+) coins/.exec((await unlock.textContent())!)![1]);
    await unlock.scrollIntoViewIfNeeded();
    await unlock.click();
    const modal = page.getByRole('dialog', { name: 'Unlock content' });
    await modal.waitFor();
    await page.screenshot({ path: `${SCREENS}/wallet-unlock-en-desktop.png` });
    await modal.getByRole('button', { name: 'Unlock', exact: true }).click();
    await toastSaying(page, 'Content Unlocked').waitFor();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => headerBalance(page)).toBe(before - price);
    // The post opened where it was: its lock is gone and its media shows.
    await expect
      .poll(async () => (await cardHandle.$('button[aria-label="Locked content"], [aria-label="Locked content"]')) === null)
      .toBe(true);
    await expect.poll(async () => (await cardHandle.$$('img, video, audio')).length).toBeGreaterThan(1);
    await cardHandle.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/wallet-unlocked-post-en-desktop.png` });

    // Donate with a preset on a post.
    const afterUnlock = await headerBalance(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('feed').getByRole('button', { name: 'Donate' }).first().click();
    const donate = page.getByRole('dialog', { name: /^Donate to / });
    await donate.waitFor();
    await expect(donate.getByRole('button', { name: '100', pressed: true }).count()).resolves.toBe(1);
    await donate.getByRole('button', { name: '200' }).click();
    await page.screenshot({ path: `${SCREENS}/wallet-donate-en-desktop.png` });
    await donate.getByRole('button', { name: 'Donate', exact: true }).click();
    await toastSaying(page, 'Donated Successfullly').waitFor();
    await expect.poll(() => headerBalance(page)).toBe(afterUnlock - 200);

    // Donate a custom amount on a profile: e, +, - and . are refused as typed; empty is refused.
    await page.getByRole('feed').getByRole('article').filter({ hasText: 'Clara Creator' }).first().locator('a.author').click();
    await page.waitForURL('**/user-profile/**');
    // The profile's own Donate comes before its posts' ones.
    await page.getByRole('main').getByRole('button', { name: 'Donate', exact: true }).first().click();
    const profileDonate = page.getByRole('dialog', { name: /^Donate to / });
    await profileDonate.waitFor();
    const amount = profileDonate.getByLabel('Or another amount');
    await amount.fill('');
    await profileDonate.getByRole('button', { name: 'Donate', exact: true }).click();
    await profileDonate.getByText('Amount is required').waitFor();
    await amount.pressSequentially('e-3+7.');
    expect(await amount.inputValue()).toBe('37');
    await profileDonate.getByRole('button', { name: 'Donate', exact: true }).click();
    await toastSaying(page, 'Donated Successfullly').waitFor();
    await expect.poll(() => headerBalance(page)).toBe(afterUnlock - 237);

    // More than the wallet holds is refused before sending.
    await page.getByRole('main').getByRole('button', { name: 'Send coins', exact: true }).click();
    const transfer = page.getByRole('dialog', { name: /^Send coins to / });
    await transfer.getByLabel('Amount').fill('99999');
    await transfer.getByRole('button', { name: 'Send coins', exact: true }).click();
    await transfer.getByText('You have insufficient balance').waitFor();
    await page.screenshot({ path: `${SCREENS}/wallet-transfer-short-en-desktop.png` });
    await transfer.getByLabel('Amount').fill('25');
    await transfer.getByRole('button', { name: 'Send coins', exact: true }).click();
    await toastSaying(page, 'Coins sent').waitFor();
    await expect.poll(() => headerBalance(page)).toBe(afterUnlock - 262);

    // A sticker from the picker: its price leaves the wallet.
    await page.getByRole('main').getByRole('button', { name: 'Send a sticker', exact: true }).click();
    const picker = page.getByRole('dialog', { name: /^Send a sticker to / });
    const first = picker.getByRole('list', { name: 'Stickers' }).getByRole('button').first();
    await first.waitFor();
    await picker
      .locator('img')
      .first()
      .evaluate((image: HTMLImageElement) => image.decode().catch(() => undefined));
    await expect
      .poll(() => picker.getByRole('list', { name: 'Stickers' }).getByRole('button').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('Heart'), expect.stringContaining('Trophy')]));
    await page.screenshot({ path: `${SCREENS}/wallet-stickers-en-desktop.png` });
    // Its coins, the first number it shows (its money value follows in brackets).
    const stickerPrice = Number(/\d[\d,]*/.exec((await first.textContent())!)![0].replace(/,/g, ''));
    await first.click();
    // Picking charges nothing: the confirm step names the price once, with an optional message.
    const confirm = picker.getByTestId('sticker-confirm');
    await confirm.getByLabel('Message (optional)').fill('For the encore');
    await confirm.getByRole('button', { name: /^Send for / }).click();
    await toastSaying(page, 'Sticker sent').waitFor();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => headerBalance(page)).toBe(afterUnlock - 262 - stickerPrice);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('wallet: stickers in Spanish', () => {
  it('the sticker picker names the stickers in Spanish on a phone', async () => {
    const { page, errors, context } = await loggedIn(FAN, 'phone', 'es');
    await page.getByRole('feed').getByRole('article').filter({ hasText: 'Clara Creator' }).first().locator('a.author').click();
    await page.waitForURL('**/user-profile/**');
    await page.getByRole('main').getByRole('button', { name: 'Enviar un sticker', exact: true }).click();
    const picker = page.getByRole('dialog');
    const stickers = picker.getByRole('list', { name: 'Stickers' }).getByRole('button');
    await stickers.first().waitFor();
    const names = await stickers.locator('span').filter({ hasNotText: /\d/ }).allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Corazón', 'Rosa', 'Fuego', 'Estrella', 'Corona', 'Diamante', 'Cohete', 'Trofeo']));
    expect(names).not.toContain('heart');
    await picker
      .locator('img')
      .last()
      .evaluate((image: HTMLImageElement) => image.decode().catch(() => undefined));
    await page.screenshot({ path: `${SCREENS}/wallet-stickers-es-phone.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('wallet: referral, phone and Spanish', () => {
  it('copies the referral link; the wallet reads well on a phone and in Spanish', async () => {
    const { page, errors, context } = await loggedIn(FAN, 'phone');
    await page.goto(`${running.server.url}/settings/referral`);
    const code = (await page.getByTestId('referral-code').textContent())!;
    expect(code).toMatch(/\S{4,}/);
    await expect(page.getByLabel('Your share link').inputValue()).resolves.toBe(
      `${running.server.url}/signup?ref=${encodeURIComponent(code)}`,
    );
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await toastSaying(page, 'Referral Code Copied').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toContain(`/signup?ref=${code}`);
    await page.screenshot({ path: `${SCREENS}/wallet-referral-en-phone.png` });

    await page.goto(`${running.server.url}/settings/wallet`);
    await page.getByTestId('wallet-balance').waitFor();
    await page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first().waitFor();
    await page.screenshot({ path: `${SCREENS}/wallet-en-phone.png`, fullPage: true });
    await page.getByRole('button', { name: /^Buy 100 coins for/ }).click();
    await page.getByRole('dialog', { name: 'Card payment' }).waitFor();
    await page.screenshot({ path: `${SCREENS}/wallet-card-en-phone.png` });
    expect(errors).toEqual([]);
    await context.close();

    // The shared link fills the code in at signup.
    const visitor = await openWatchedPage(running.browser);
    await visitor.page.goto(`${running.server.url}/signup?ref=${encodeURIComponent(code)}`);
    await expect(visitor.page.getByLabel('Referral code (optional)').inputValue()).resolves.toBe(code);
    await visitor.context.close();

    const es = await loggedIn(FAN, 'desktop', 'es');
    await es.page.goto(`${running.server.url}/settings/wallet`);
    await es.page.getByTestId('wallet-balance').waitFor();
    await es.page.getByRole('heading', { name: 'Mi billetera' }).waitFor();
    await es.page.getByRole('list', { name: 'Movimientos' }).getByRole('listitem').first().waitFor();
    await es.page.screenshot({ path: `${SCREENS}/wallet-es-desktop.png`, fullPage: true });
    expect(es.errors).toEqual([]);
    await es.context.close();
  });
});
