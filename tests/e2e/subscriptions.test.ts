import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findCard, loggedInPage, serverAndBrowser, toastSaying } from './support';

const SHOTS = '/tmp/shots-subs';
const PASSWORD = 'Demo@1234';
const FAN = 'fan@fanclub.local';
const CREATOR = 'creator@fanclub.local';
const LENA = 'lena@fanclub.local';

const running = serverAndBrowser(SHOTS);

type Viewport = 'desktop' | 'phone';
const loggedIn = (email: string, viewport: Viewport = 'desktop', locale: 'en' | 'es' = 'en') =>
  loggedInPage(running, email, PASSWORD, viewport, locale);

async function openSettings(page: Page, tab: string) {
  await page.goto(`${running.server.url}/settings/${tab}`);
}

describe('subscriptions in the browser', () => {
  it('a creator sets her plans: the rules of spec §5 speak, blocked keys never land, the saved plans come back', async () => {
    const { page, errors } = await loggedIn(CREATOR);
    await openSettings(page, 'plans');
    const monthly = page.getByLabel('Price in coins per month');
    await monthly.waitFor();
    expect(await monthly.inputValue()).toBe('150');
    await monthly.fill('');
    await monthly.pressSequentially('1e+6-0.');
    expect(await monthly.inputValue()).toBe('160');
    // Only the free trial on: refused with the spec's words.
    await page.getByLabel('Monthly plan').uncheck();
    await page.getByLabel('Annual plan').uncheck();
    await page.getByRole('button', { name: 'Save plans' }).click();
    await page.getByRole('alert').filter({ hasText: 'please off free trial plan' }).waitFor();
    await page.getByLabel('Monthly plan').check();
    await page.getByLabel('Annual plan').check();
    await page.getByLabel('Price in coins per year').fill('');
    await page.getByRole('button', { name: 'Save plans' }).click();
    await page.getByRole('alert').filter({ hasText: "Without amount you can't active annual plan" }).waitFor();
    await page.getByLabel('Price in coins per year').fill('1600');
    await page.getByRole('button', { name: 'Save plans' }).click();
    await toastSaying(page, 'Plans saved').waitFor();
    await page.reload();
    await page.getByLabel('Price in coins per month').waitFor();
    expect(await page.getByLabel('Price in coins per month').inputValue()).toBe('160');
    expect(await page.getByLabel('Free trial days').inputValue()).toBe('7');
    await page.screenshot({ path: `${SHOTS}/plans-en-desktop.png`, fullPage: true });

    // Her subscribers: Nina pays monthly, Fabio is on the free trial.
    await openSettings(page, 'mysubscribers');
    const list = page.getByRole('list', { name: 'My subscribers' });
    await list.getByRole('listitem').nth(1).waitFor();
    await expect(list.textContent()).resolves.toContain('Free trial');
    await expect(list.textContent()).resolves.toContain('Monthly');
    await page.screenshot({ path: `${SHOTS}/mysubscribers-en-desktop.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('a fan subscribes from a locked post: it opens with its media at once; cancelling keeps access until expiry', async () => {
    const { page, errors } = await loggedIn(FAN);
    const lagoon = await findCard(page, 'hidden lagoon');
    await lagoon.getByRole('button', { name: 'subscribe to unlock' }).click();
    const modal = page.getByRole('dialog', { name: /^Subscribe to Milo/ });
    await modal.getByRole('radio').first().waitFor();
    expect(await modal.getByRole('radio').count()).toBe(3);
    await page.screenshot({ path: `${SHOTS}/subscribe-modal-en-desktop.png` });
    await modal.getByRole('radio', { name: /Monthly/ }).check();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await modal.getByText('Are You Sure Subscribe The User?').waitFor();
    await page.screenshot({ path: `${SHOTS}/subscribe-confirm-en-desktop.png` });
    // Cancel goes back to the packages; Subscribe pays once.
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.getByRole('button', { name: 'Continue' }).click();
    const subscribe = modal.getByRole('button', { name: 'Subscribe' });
    await subscribe.dblclick();
    await toastSaying(page, 'Subscribed successfully').waitFor();
    await modal.waitFor({ state: 'detached' });

    // The post opened in place, its images signed; no reload.
    const opened = page.getByRole('feed').getByRole('article').filter({ hasText: 'hidden lagoon' }).first();
    await opened.getByLabel('Locked content').waitFor({ state: 'detached' });
    await opened.locator('img[src*="sig="]').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/post-opened-en-desktop.png` });
    const sources = await opened.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(sources.some((src) => src.includes('sig='))).toBe(true);
    await expect
      .poll(() =>
        opened
          .locator('img')
          .first()
          .evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);

    // My subscriptions: Milo's monthly, charged once; cancel behind a confirmation.
    await openSettings(page, 'subscription');
    const list = page.getByRole('list', { name: 'My subscriptions' });
    const milo = list.getByRole('listitem').filter({ hasText: 'Milo' });
    await milo.waitFor();
    await expect(milo.textContent()).resolves.toContain('Monthly');
    await page.screenshot({ path: `${SHOTS}/subscription-en-desktop.png`, fullPage: true });
    await milo.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel subscription' });
    await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
    await toastSaying(page, 'Subscription cancelled').waitFor();
    await milo.getByRole('button', { name: 'Renew' }).waitFor();
    await expect(milo.textContent()).resolves.toContain('Cancelled: it ends at expiry');

    // Still open until expiry: the profile says so and the post shows its images.
    await page.goto(`${running.server.url}/home`);
    const still = await findCard(page, 'hidden lagoon');
    await still.locator('img[src*="sig="]').first().waitFor();
    expect(await still.getByLabel('Locked content').count()).toBe(0);

    // One charge to Milo in the wallet's lines (the double click paid once).
    await openSettings(page, 'wallet');
    const lines = page.getByRole('list', { name: 'Transactions' });
    await lines.getByRole('listitem').first().waitFor();
    await expect(lines.getByRole('listitem').first().textContent()).resolves.toContain('Subscription to Milo');
    expect(await lines.getByRole('listitem').filter({ hasText: 'Subscription to Milo' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  for (const [viewport, locale] of [
    ['phone', 'es'],
    ['desktop', 'es'],
    ['phone', 'en'],
  ] as const) {
    it(`${viewport} ${locale}: the plans, subscription and subscribers tabs and the modal (short wallet)`, async () => {
      const creator = await loggedIn(CREATOR, viewport, locale);
      await openSettings(creator.page, 'plans');
      await creator.page.locator('input[name="monthly"]').waitFor();
      await creator.page.screenshot({ path: `${SHOTS}/plans-${locale}-${viewport}.png`, fullPage: true });
      await openSettings(creator.page, 'mysubscribers');
      await creator.page.getByRole('listitem').filter({ hasText: 'Fabio' }).first().waitFor();
      await creator.page.screenshot({ path: `${SHOTS}/mysubscribers-${locale}-${viewport}.png`, fullPage: true });
      expect(creator.errors).toEqual([]);
      await creator.context.close();

      const fan = await loggedIn(FAN, viewport, locale);
      await openSettings(fan.page, 'subscription');
      await fan.page.getByRole('listitem').filter({ hasText: 'Nina' }).first().waitFor();
      await fan.page.screenshot({ path: `${SHOTS}/subscription-${locale}-${viewport}.png`, fullPage: true });
      expect(fan.errors).toEqual([]);
      await fan.context.close();

      // Lena has no coins: the modal tells her so and offers to buy some.
      const lena = await loggedIn(LENA, viewport, locale);
      // Milo's profile shows his prices while she is not subscribed; Subscribe opens the modal.
      const lagoon = await findCard(lena.page, 'hidden lagoon');
      await lagoon.locator('a.author').click();
      await lena.page.waitForURL('**/user-profile/**');
      const prices = lena.page.getByRole('list', { name: locale === 'en' ? 'Subscription prices' : 'Precios de suscripción' });
      await prices.getByRole('listitem').nth(2).waitFor();
      await expect(prices.textContent()).resolves.toContain(locale === 'en' ? '80 coins' : '80 monedas');
      await lena.page.screenshot({ path: `${SHOTS}/profile-prices-${locale}-${viewport}.png`, fullPage: true });
      await lena.page.getByRole('button', { name: locale === 'en' ? 'Subscribe' : 'Suscribirse', exact: true }).click();
      const modal = lena.page.getByRole('dialog');
      await modal.getByRole('radio').first().waitFor();
      await lena.page.screenshot({ path: `${SHOTS}/subscribe-modal-${locale}-${viewport}.png` });
      await modal.locator('button[type="submit"]').click();
      await modal.getByRole('alertdialog').waitFor();
      await modal.getByRole('alertdialog').getByRole('button').last().click();
      await modal.getByRole('alert').waitFor();
      await expect(modal.getByRole('alert').textContent()).resolves.toBe(
        locale === 'en' ? 'You have insufficient balance' : await spanishShort(),
      );
      await lena.page.screenshot({ path: `${SHOTS}/subscribe-short-${locale}-${viewport}.png` });
      expect(lena.errors).toEqual([]);
      await lena.context.close();
    });
  }
});

/** The Spanish of 'You have insufficient balance', as the catalog has it. */
async function spanishShort(): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  const po = await readFile('locales/es/messages.po', 'utf8');
  return /msgid "You have insufficient balance"\nmsgstr "(.*)"/.exec(po)![1]!;
}
