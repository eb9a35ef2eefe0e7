import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, serverAndBrowser } from './support';

const SCREENS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
const FAN = 'fan@fanclub.local';

const running = serverAndBrowser(SCREENS);

/** The balance the header shows, as a number. */
async function headerBalance(page: Page): Promise<number> {
  const badge = page.getByTestId('header-balance');
  await badge.waitFor();
  return Number((await badge.locator('[aria-hidden="true"]').last().textContent())!.replace(/\D/g, ''));
}

/** Saved cards (decision 52): the demo fan's saved Visa buys a pack in one click, turns automatic top-up on, and goes. */
describe('wallet: a saved card', () => {
  it('es on a phone: the saved card and its one-click packs, in Spanish', async () => {
    const { page, errors, context } = await loggedInPage(running, FAN, PASSWORD, 'phone', 'es');
    await page.goto(`${running.server.url}/settings/wallet`);
    await page.getByRole('heading', { name: 'Tarjetas guardadas' }).waitFor();
    await page.getByTestId('saved-card').waitFor();
    await page.screenshot({ path: `${SCREENS}/saved-cards-es-phone.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('buys a pack with one confirmation, keeps automatic top-up across a reload, and is removed', async () => {
    const { page, errors, context } = await loggedInPage(running, FAN, PASSWORD);
    const before = await headerBalance(page);
    await page.getByTestId('header-balance').click();
    await page.waitForURL('**/settings/wallet');
    const card = page.getByTestId('saved-card');
    await card.waitFor();
    await expect(card.textContent()).resolves.toMatch(/visa ending 4242/i);
    // The number itself is never shown or sent: only its last four digits.
    expect(await page.content()).not.toContain('4242424242424242');

    const buy = card.getByRole('button', { name: /^Buy [\d,]+ coins with the card ending 4242$/ }).first();
    const coins = Number((await buy.getAttribute('aria-label'))!.replace(/^Buy ([\d,]+) coins.*$/, '$1').replace(/,/g, ''));
    await buy.click();
    const confirm = page.getByRole('dialog', { name: 'Buy coins' });
    await confirm.waitFor();
    await page.screenshot({ path: `${SCREENS}/saved-card-confirm-en-desktop.png` });
    await confirm.getByRole('button', { name: /^Pay / }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before + coins);

    // Automatic top-up: on, kept after a reload with its pack.
    const topUp = card.getByRole('checkbox', { name: 'Automatic top-up' });
    // The box shows what the server saved: checked once it answered.
    await topUp.click();
    await expect.poll(() => topUp.isChecked(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => card.getByLabel('Pack bought by automatic top-up').isEnabled()).toBe(true);
    await page.reload();
    await card.waitFor();
    await expect.poll(() => card.getByRole('checkbox', { name: 'Automatic top-up' }).isChecked()).toBe(true);
    await page.screenshot({ path: `${SCREENS}/saved-cards-en-desktop.png`, fullPage: true });

    // Removed: gone after a reload, and the empty state tells how to save one.
    await card.getByRole('button', { name: 'Remove the card ending 4242' }).click();
    await card.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('No saved card.', { exact: false }).waitFor();
    expect(await page.getByTestId('saved-card').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
