import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, serverAndBrowser, toastSaying } from './support';

const SHOTS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
const CREATOR = 'creator@fanclub.local';
/** Never subscribed to Clara, and no coins until she buys some. */
const LENA = 'lena@fanclub.local';
/** Never subscribed to Clara either: the promotion is his to see too. */
const MILO = 'milo@fanclub.local';
const DAY = 86_400_000;

const running = serverAndBrowser(SHOTS);

/** The balance the header shows, as a number. */
async function headerBalance(page: Page): Promise<number> {
  const badge = page.getByTestId('header-balance');
  await badge.waitFor();
  return Number((await badge.locator('[aria-hidden="true"]').last().textContent())!.replace(/\D/g, ''));
}

/** A day as the subscription screens write it (labels.ts `dayOf`), in the browser's zone. */
const dayIn = (page: Page, locale: string, at: number) =>
  page.evaluate(([locale, at]) => new Date(at).toLocaleDateString(locale as string, { year: 'numeric', month: 'short', day: 'numeric' }), [
    locale,
    at,
  ] as const);

/** The YYYY-MM-DD a date field takes, `days` from today in the browser's zone. */
const isoDayIn = (page: Page, days: number) =>
  page.evaluate((days) => {
    const day = new Date(Date.now() + days * 86_400_000);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  }, days);

/** Clara's profile page, by her id (the login answers it). */
async function claraProfile(): Promise<string> {
  const answer = await fetch(`${running.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: CREATOR, password: PASSWORD }),
  });
  const { data } = (await answer.json()) as { data: { user: { id: number } } };
  return `${running.server.url}/user-profile/${data.user.id}`;
}

/** Issue 32 item 7 (decision 54): bundles and a promotion set by the creator, seen and bought by a new fan. */
describe('bundles and promotions in the browser', () => {
  it('the creator edits a bundle and the promotion; a new fan sees them, buys 3 months, and the creator hears of it without a reload', async () => {
    // The creator: 3 months at 20% off (was 10%), the promotion 40% off until ten days from now, five claims.
    const creator = await loggedInPage(running, CREATOR, PASSWORD);
    await creator.page.goto(`${running.server.url}/settings/plans`);
    const bundle3 = creator.page.getByLabel('Discount of the 3-month bundle, in percent (1 to 90)');
    await bundle3.waitFor();
    expect(await bundle3.inputValue()).toBe('10');
    await bundle3.fill('20');
    await creator.page.getByLabel('Discount on the first period, in percent').fill('40');
    const lastDay = await isoDayIn(creator.page, 10);
    await creator.page.getByLabel('Last day').fill(lastDay);
    await creator.page.getByLabel('Claim limit (empty: no limit)').fill('5');
    await creator.page.getByRole('button', { name: 'Save bundles and promotion' }).click();
    await toastSaying(creator.page, 'Bundles and promotion saved').waitFor();
    await creator.page.reload();
    await bundle3.waitFor();
    expect(await bundle3.inputValue()).toBe('20');
    expect(await creator.page.getByLabel('Last day').inputValue()).toBe(lastDay);
    await creator.page.getByText('0 of 5 claimed').waitFor();
    await creator.page.screenshot({ path: `${SHOTS}/my-plans-offers-en-desktop.png`, fullPage: true });
    // She waits on her notifications: what arrives on the open list shows at once.
    await creator.page.goto(`${running.server.url}/notification`);
    const notifications = creator.page.getByRole('list', { name: 'Notifications' });
    await notifications.getByRole('listitem').first().waitFor();

    // Lena buys 500 coins by card, then opens Clara's profile from her feed.
    const fan = await loggedInPage(running, LENA, PASSWORD);
    await fan.page.goto(`${running.server.url}/settings/wallet`);
    await fan.page.getByRole('button', { name: /^Buy 500 coins for/ }).click();
    const form = fan.page.getByRole('dialog', { name: 'Card payment' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: /^Pay / }).click();
    await form.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => headerBalance(fan.page), { timeout: 15_000 }).toBe(500);
    await fan.page.goto(`${running.server.url}/home`);
    await fan.page.getByRole('feed').locator('a.author', { hasText: 'Clara Creator' }).first().click();
    await fan.page.waitForURL('**/user-profile/**');
    expect(fan.page.url()).toBe(await claraProfile());
    await fan.page.getByRole('main').getByRole('button', { name: 'Subscribe', exact: true }).click();
    const modal = fan.page.getByRole('dialog', { name: /^Subscribe to Clara/ });
    await modal.getByRole('radio').first().waitFor();

    // The promotion: its discount, its end and the first month's price; the bundles with their totals and savings.
    const endsOn = await dayIn(fan.page, 'en', Date.now() + 10 * DAY);
    await expect(modal.getByRole('note').textContent()).resolves.toBe(
      `New subscriber offer: 40% off your first period, until ${endsOn}.You save 60 coins on your first month.`,
    );
    await expect(
      modal.getByRole('radio', { name: /^Monthly/ }).evaluate((radio) => radio.closest('label')!.textContent),
    ).resolves.toContain('90 coins for the first month, then 150 coins a month');
    const threeMonths = modal.getByRole('radio', { name: /^3 months/ });
    await expect(threeMonths.evaluate((radio) => radio.closest('label')!.textContent)).resolves.toBe(
      '3 months360 coins at onceSave 90 coins (20% off)',
    );
    await expect(modal.getByRole('radio', { name: /^6 months/ }).evaluate((radio) => radio.closest('label')!.textContent)).resolves.toBe(
      '6 months765 coins at onceSave 135 coins (15% off)',
    );
    await fan.page.screenshot({ path: `${SHOTS}/subscribe-bundles-en-desktop.png` });

    // She buys the 3-month bundle: one payment of 360, subscribed for 90 days.
    await threeMonths.check();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await modal.getByText('Are You Sure Subscribe The User?').waitFor();
    await modal.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await toastSaying(fan.page, 'Subscribed successfully').waitFor();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => headerBalance(fan.page)).toBe(140);

    // The creator's open list shows her new subscriber, no reload.
    await notifications
      .getByRole('listitem')
      .filter({ hasText: /Lena Listener subscribed to you/ })
      .waitFor({ timeout: 15_000 });
    await creator.page.screenshot({ path: `${SHOTS}/new-subscriber-notification-en-desktop.png` });

    // Her subscriptions: Clara, 360 coins, until 90 days from now.
    await fan.page.goto(`${running.server.url}/settings/subscription`);
    const clara = fan.page.getByRole('list', { name: 'My subscriptions' }).getByRole('listitem').filter({ hasText: 'Clara' });
    await clara.waitFor();
    const facts = (await clara.textContent())!;
    expect(facts).toContain('360 coins');
    expect(facts).toContain(`Expires${await dayIn(fan.page, 'en', Date.now() + 90 * DAY)}`);
    expect(facts).toMatch(/Days left(89|90)/);
    expect(creator.errors).toEqual([]);
    expect(fan.errors).toEqual([]);
    await creator.context.close();
    await fan.context.close();
  });

  for (const [viewport, locale] of [
    ['phone', 'en'],
    ['desktop', 'es'],
    ['phone', 'es'],
  ] as const) {
    it(`${viewport} ${locale}: My plans' bundles and promotion, and the subscribe dialog with them`, async () => {
      const creator = await loggedInPage(running, CREATOR, PASSWORD, viewport, locale);
      await creator.page.goto(`${running.server.url}/settings/plans`);
      await creator.page.locator('input[name="bundle3"]').waitFor();
      await creator.page.screenshot({ path: `${SHOTS}/my-plans-offers-${locale}-${viewport}.png`, fullPage: true });
      expect(creator.errors).toEqual([]);
      await creator.context.close();

      const milo = await loggedInPage(running, MILO, PASSWORD, viewport, locale);
      await milo.page.goto(await claraProfile());
      await milo.page
        .getByRole('main')
        .getByRole('button', { name: locale === 'en' ? 'Subscribe' : 'Suscribirse', exact: true })
        .click();
      const modal = milo.page.getByRole('dialog');
      await modal.getByRole('radio').first().waitFor();
      // Three packages, three bundles, and the promotion he may claim.
      expect(await modal.getByRole('radio').count()).toBe(6);
      await modal.getByRole('note').waitFor();
      await milo.page.screenshot({ path: `${SHOTS}/subscribe-bundles-${locale}-${viewport}.png` });
      expect(milo.errors).toEqual([]);
      await milo.context.close();
    });
  }
});
