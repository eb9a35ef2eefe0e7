import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loggedInPage, serverAndBrowser } from './support';

const SCREENS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
const CREATOR = 'creator@fanclub.local';

const running = serverAndBrowser(SCREENS);

const tilesOf = (page: Page) => page.getByRole('list', { name: 'Vault' }).getByRole('listitem');

async function expectToast(page: Page, text: string) {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.first().waitFor();
  await toast.first().getByRole('button', { name: 'Dismiss' }).click();
  await toast.first().waitFor({ state: 'detached' });
}

describe('the vault', () => {
  it('a creator finds the seeded media in the vault, filters by kind, uploads a photo to it and deletes it', async () => {
    const { context, page, errors } = await loggedInPage(running, CREATOR, PASSWORD);
    await page.goto(`${running.server.url}/my-profile`);
    await page.getByRole('link', { name: 'Vault', exact: true }).click();
    await page.waitForURL('**/vault');
    await tilesOf(page).first().waitFor();
    const all = await tilesOf(page).count();
    expect(all).toBeGreaterThan(1);
    // Seeded images show as images the browser could load (signed for their owner).
    await expect
      .poll(() =>
        page
          .locator('[data-vault-item] img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Videos' }).click();
    await expect.poll(() => page.locator('[data-vault-item] video').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-vault-item] img').count()).toBe(0);
    await page.getByRole('tab', { name: 'Images' }).click();
    await expect.poll(() => page.locator('[data-vault-item] video').count()).toBe(0);
    await tilesOf(page).first().waitFor();

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e67e22' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Upload to vault').setInputFiles({ name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => page.locator('[data-vault-item^="vault/images/"]').count()).toBe(1);
    const uploaded = page.locator('[data-vault-item^="vault/images/"]');
    await uploaded.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete from your vault?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Removed from your vault');
    expect(await page.locator('[data-vault-item^="vault/images/"]').count()).toBe(0);
    // Still gone after a reload: the server hid it.
    await page.reload();
    await tilesOf(page).first().waitFor();
    expect(await page.locator('[data-vault-item^="vault/images/"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('vault screenshots', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const locale of ['en', 'es'] as const) {
      it(`${viewport}, ${locale}: the vault grid and the delete confirmation`, async () => {
        const { context, page, errors } = await loggedInPage(running, CREATOR, PASSWORD, viewport, locale);
        await page.goto(`${running.server.url}/vault`);
        await page.locator('[data-vault-item] img').first().waitFor();
        await expect
          .poll(() =>
            page
              .locator('[data-vault-item] img')
              .first()
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          )
          .toBeGreaterThan(0);
        await page.screenshot({ path: `${SCREENS}/vault-${locale}-${viewport}.png` });
        await page
          .locator('[data-vault-item]')
          .first()
          .getByRole('button', { name: locale === 'en' ? 'Delete' : 'Eliminar' })
          .click();
        await page.getByRole('dialog').waitFor();
        await page.screenshot({ path: `${SCREENS}/vault-delete-${locale}-${viewport}.png` });
        await page
          .getByRole('dialog')
          .getByRole('button', { name: locale === 'en' ? 'Cancel' : 'Cancelar' })
          .click();
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
