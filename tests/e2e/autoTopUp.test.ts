import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, serverAndBrowser, toastSaying } from './support';

const SCREENS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
/** Lena has no coins and no saved card. */
const LENA = 'lena@fanclub.local';

const running = serverAndBrowser(SCREENS);

/** The balance the header shows, as a number. */
async function headerBalance(page: Page): Promise<number> {
  const badge = page.getByTestId('header-balance');
  await badge.waitFor();
  return Number((await badge.locator('[aria-hidden="true"]').last().textContent())!.replace(/\D/g, ''));
}

/** Scrolls the feed until a paid post's unlock button is drawn. */
async function firstUnlock(page: Page) {
  const unlock = page.getByRole('button', { name: /^unlock for \d+ coins/ }).first();
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
  return unlock;
}

/** Automatic top-up (decision 52) in the browser: a short wallet's purchase buys the chosen pack with the saved card first. */
describe('wallet: automatic top-up', () => {
  it('a fan saves a card with a pack, turns automatic top-up on, spends down, and unlocks a paid post in one confirmation', async () => {
    const { page, errors, context } = await loggedInPage(running, LENA, PASSWORD);
    expect(await headerBalance(page)).toBe(0);

    // A pack by card, the card saved with it.
    await page.goto(`${running.server.url}/settings/wallet`);
    await page.getByText('No saved card.', { exact: false }).waitFor();
    await page.getByRole('button', { name: /^Buy 100 coins for/ }).click();
    const form = page.getByRole('dialog', { name: 'Card payment' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    await form.getByLabel('Save this card for one-click purchases and automatic top-up').check();
    await form.getByRole('button', { name: /^Pay / }).click();
    await form.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(100);
    await page.reload();
    const card = page.getByTestId('saved-card');
    await card.waitFor();
    await expect(card.textContent()).resolves.toMatch(/visa ending 4242/i);

    // Automatic top-up on, buying the 100-coin pack.
    const topUp = card.getByRole('checkbox', { name: 'Automatic top-up' });
    await topUp.click();
    await expect.poll(() => topUp.isChecked(), { timeout: 15_000 }).toBe(true);
    const pack = card.getByLabel('Pack bought by automatic top-up');
    await expect.poll(() => pack.isEnabled()).toBe(true);
    await expect(pack.locator('option:checked').textContent()).resolves.toMatch(/^100 coins for \$0\.99$/);

    // Spent down: 99 of her 100 coins to Clara.
    await page.goto(`${running.server.url}/home`);
    await page.getByRole('feed').getByRole('article').filter({ hasText: 'Clara Creator' }).first().locator('a.author').click();
    await page.waitForURL('**/user-profile/**');
    await page.getByRole('main').getByRole('button', { name: 'Send coins', exact: true }).click();
    const transfer = page.getByRole('dialog', { name: /^Send coins to / });
    await transfer.getByLabel('Amount').fill('99');
    await transfer.getByRole('button', { name: 'Send coins', exact: true }).click();
    await transfer.waitFor({ state: 'detached' });
    await expect.poll(() => headerBalance(page)).toBe(1);

    // A paid post dearer than her one coin: one confirmation, no card form; the card buys the pack and the post opens.
    await page.goto(`${running.server.url}/home`);
    const unlock = await firstUnlock(page);
    const post = page.getByRole('feed').getByRole('article').filter({ has: unlock }).first();
    const postHandle = (await post.elementHandle())!;
    const price = Number(/(\d+) coins/.exec((await unlock.textContent())!)![1]);
    expect(price).toBeGreaterThan(1);
    expect(price).toBeLessThanOrEqual(101);
    await unlock.scrollIntoViewIfNeeded();
    await unlock.click();
    const modal = page.getByRole('dialog', { name: 'Unlock content' });
    await modal.waitFor();
    // Her balance is short, yet the dialog asks, not refuses: automatic top-up is on.
    await expect(modal.textContent()).resolves.toContain('Your balance: 1 coin');
    await page.screenshot({ path: `${SCREENS}/auto-top-up-unlock-en-desktop.png` });
    await modal.getByRole('button', { name: 'Unlock', exact: true }).click();
    await toastSaying(page, 'Content Unlocked').waitFor({ timeout: 15_000 });
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog', { name: 'Card payment' }).count()).toBe(0);
    await expect.poll(() => headerBalance(page)).toBe(1 + 100 - price);
    await expect.poll(async () => (await postHandle.$('[aria-label="Locked content"]')) === null, { timeout: 15_000 }).toBe(true);

    // The wallet's lines: the pack bought by the card, then the unlock, newest first.
    await page.goto(`${running.server.url}/settings/wallet`);
    const lines = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await lines.nth(3).waitFor();
    const texts = await lines.allTextContents();
    await page.screenshot({ path: `${SCREENS}/auto-top-up-wallet-en-desktop.png`, fullPage: true });
    expect(texts.slice(0, 2).join(' | ')).toMatch(/unlock/i);
    expect(texts.slice(0, 2).join(' | ')).toMatch(/100/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
