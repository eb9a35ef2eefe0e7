import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, serverAndBrowser, toastSaying } from './support';

const SHOTS = '/tmp/shots-review';
const PASSWORD = 'Demo@1234';
const FAN = 'fan@fanclub.local';
const CREATOR = 'creator@fanclub.local';
const ADMIN = 'admin@fanclub.local';

const running = serverAndBrowser(SHOTS);

type Viewport = 'desktop' | 'phone';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function openTab(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`${running.server.url}${path}`);
  await page.getByRole('heading', { name: heading }).first().waitFor();
}

const png = (color: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer();

describe('review: verification, banking, payouts and the admin area', () => {
  it('a member sends documents, the admin approves them, and the verified badge appears', async () => {
    const fan = await loggedInPage(running, FAN, PASSWORD);
    await openTab(fan.page, '/settings/verify-profile', 'Verify profile');
    await fan.page.getByText('Not applied').waitFor();
    // Nothing chosen: the three spec messages.
    await fan.page.getByRole('button', { name: 'Submit for review' }).click();
    for (const message of ['Please select document type', 'Please upload ID image', 'Please upload selfie with ID and handwritten note'])
      await fan.page.getByText(message).waitFor();
    await shot(fan.page, 'verify-profile-form-desktop-en');
    await fan.page.getByLabel('Document type').selectOption({ label: 'Passport' });
    await fan.page.getByLabel('ID image').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: await png('#2980b9') });
    await fan.page
      .getByLabel('Selfie holding your ID and a handwritten note')
      .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await png('#c0392b') });
    await fan.page.getByRole('button', { name: 'Submit for review' }).click();
    await toastSaying(fan.page, 'Documents uploaded, your verification is pending').waitFor();
    await fan.page.getByText('Pending review').waitFor();
    expect(await fan.page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
    // Her own documents show to her through signed URLs.
    await expect(fan.page.getByRole('img', { name: 'Your ID image' }).getAttribute('src')).resolves.toMatch(/\?exp=\d+&sig=/);
    await shot(fan.page, 'verify-profile-pending-desktop-en');

    // No admin link for her, and the admin area is closed to her.
    expect(await fan.page.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    const admin = await loggedInPage(running, ADMIN, PASSWORD);
    await admin.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await admin.page.waitForURL('**/admin/verifications');
    const request = admin.page.getByRole('article', { name: /Verification request of @fabio/ });
    await request.waitFor();
    // Both images load (signed for the admin).
    await request.getByRole('img', { name: 'ID image' }).waitFor();
    await expect
      .poll(() => request.getByRole('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    await shot(admin.page, 'admin-verifications-desktop-en');
    await request.getByRole('button', { name: 'Approve' }).click();
    await toastSaying(admin.page, 'Verification approved').waitFor();
    await request.waitFor({ state: 'detached' });

    await openTab(fan.page, '/settings/verify-profile', 'Verify profile');
    await fan.page.getByText('Verified', { exact: true }).waitFor();
    await fan.page.goto(`${running.server.url}/my-profile`);
    await fan.page.getByLabel('Verified').first().waitFor();
    expect(fan.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await fan.context.close();
    await admin.context.close();
  });

  it('a creator with banking details asks for a payout of earned coins; the admin pays it; history says success', async () => {
    const creator = await loggedInPage(running, CREATOR, PASSWORD);
    await openTab(creator.page, '/settings/banking', 'Banking');
    // Saved by the seed, masked.
    await creator.page.getByText('•••• 3456').waitFor();
    await creator.page.getByRole('button', { name: 'Save bank details' }).click();
    await creator.page.getByText('Account holder name is required').waitFor();
    await creator.page.getByLabel('Swift code').fill('AB12');
    await creator.page.getByRole('button', { name: 'Save bank details' }).click();
    await creator.page.getByText('Must be only digits').first().waitFor();
    await shot(creator.page, 'banking-desktop-en');

    await openTab(creator.page, '/settings/payout', 'Payout');
    const withdrawable = creator.page.getByTestId('withdrawable');
    await withdrawable.waitFor();
    const before = Number((await withdrawable.locator('strong').textContent())!.replace(/\D/g, ''));
    expect(before).toBeGreaterThan(0);
    const amount = creator.page.getByLabel('Amount (coins)');
    await amount.press('e');
    await amount.press('-');
    expect(await amount.inputValue()).toBe('');
    await creator.page.getByRole('button', { name: 'Request payout' }).click();
    await creator.page.getByText('Please enter amount greater then 0').waitFor();
    await amount.fill('20');
    await creator.page.getByRole('button', { name: 'Request payout' }).click();
    await toastSaying(creator.page, 'Your payout request has been sent').waitFor();
    await creator.page.getByText(/You can request your next payout on/).waitFor();
    expect(await creator.page.getByRole('button', { name: 'Request payout' }).isDisabled()).toBe(true);
    expect(Number((await withdrawable.locator('strong').textContent())!.replace(/\D/g, ''))).toBe(before - 20);
    await shot(creator.page, 'payout-desktop-en');

    const admin = await loggedInPage(running, ADMIN, PASSWORD);
    await openTab(admin.page, '/admin/payouts', 'Admin');
    const requests = admin.page.getByRole('article', { name: /Payout request of @clara/ });
    await requests.first().waitFor();
    await shot(admin.page, 'admin-payouts-desktop-en');
    // The seeded request and the new one: both paid.
    for (let left = await requests.count(); left > 0; left--) {
      await requests.first().getByRole('button', { name: 'Mark as paid' }).click();
      await toastSaying(admin.page, 'Payout marked as paid').waitFor();
      await admin.page
        .getByTestId('toast')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined);
      await expect.poll(() => requests.count()).toBe(left - 1);
    }
    await openTab(admin.page, '/admin/reports', 'Admin');
    await admin.page
      .getByRole('article', { name: /Reported post/ })
      .first()
      .waitFor();
    await shot(admin.page, 'admin-reports-desktop-en');

    await openTab(creator.page, '/settings/payout', 'Payout');
    const history = creator.page.getByRole('table');
    await history.getByText('Success').first().waitFor();
    expect(await history.getByText('Pending').count()).toBe(0);
    await creator.page.goto(`${running.server.url}/notification`);
    await creator.page.getByText('Your payout of 20 coins was paid').waitFor();
    expect(creator.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await creator.context.close();
    await admin.context.close();
  });

  for (const [viewport, locale] of [
    ['phone', 'es'],
    ['phone', 'en'],
    ['desktop', 'es'],
  ] as Array<[Viewport, 'en' | 'es']>) {
    it(`the tabs and queues on ${viewport} in ${locale}`, async () => {
      const creator = await loggedInPage(running, CREATOR, PASSWORD, viewport, locale);
      const headings =
        locale === 'es'
          ? { verify: 'Verificar perfil', banking: 'Datos bancarios', payout: 'Retiro', admin: 'Administración' }
          : { verify: 'Verify profile', banking: 'Banking', payout: 'Payout', admin: 'Admin' };
      await openTab(creator.page, '/settings/verify-profile', /Verif/);
      await creator.page.locator('section[aria-busy]').first().waitFor();
      await shot(creator.page, `verify-profile-${viewport}-${locale}`);
      await openTab(creator.page, '/settings/banking', /Banking|bancarios|Banca/);
      await creator.page.getByText('•••• 3456').waitFor();
      await shot(creator.page, `banking-${viewport}-${locale}`);
      await openTab(creator.page, '/settings/payout', /Payout|Retiro|Pago/);
      await creator.page.getByTestId('withdrawable').waitFor();
      await shot(creator.page, `payout-${viewport}-${locale}`);
      // Nothing wider than the screen.
      expect(await creator.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      await creator.context.close();

      const admin = await loggedInPage(running, ADMIN, PASSWORD, viewport, locale);
      for (const queue of ['verifications', 'payouts', 'reports']) {
        await admin.page.goto(`${running.server.url}/admin/${queue}`);
        await admin.page.getByRole('heading', { name: headings.admin }).first().waitFor();
        await admin.page.locator('article, [role="status"], h2').first().waitFor();
        await admin.page.waitForLoadState('networkidle');
        await shot(admin.page, `admin-${queue}-${viewport}-${locale}`);
      }
      expect(await admin.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      expect(admin.errors).toEqual([]);
      await admin.context.close();
      void headings;
    });
  }
});
