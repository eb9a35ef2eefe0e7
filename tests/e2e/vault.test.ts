import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loggedInPage, serverAndBrowser } from './support';

const SCREENS = 'test-results/screens';
/** The "From vault" picker's screenshots: VAULT_SHOTS when given (the review's folder), else with the others. */
const PICKER_SHOTS = process.env.VAULT_SHOTS ?? SCREENS;
const PASSWORD = 'Demo@1234';
const CREATOR = 'creator@fanclub.local';
const FAN = 'fan@fanclub.local';

const running = serverAndBrowser(SCREENS);

/** The open "From vault" dialog once its first tile's picture is drawn. */
async function openPicker(page: Page, within: Locator, name: string | RegExp = 'From vault') {
  await within.getByRole('button', { name }).click();
  const picker = page.getByRole('dialog', { name });
  await picker.locator('[data-vault-pick]').first().waitFor();
  return picker;
}

/** Chooses the picker's first `count` items (images, drawn) and adds them; answers the first one's file name. */
async function pickImages(picker: Locator, count = 1) {
  const tiles = picker.locator('[data-vault-pick]');
  for (let at = 0; at < count; at++) {
    const tile = tiles.nth(at);
    await expect.poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await tile.click();
    expect(await tile.getAttribute('aria-pressed')).toBe('true');
  }
  const key = (await tiles.first().getAttribute('data-vault-pick')) ?? '';
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await picker.waitFor({ state: 'detached' });
  return key.slice(key.lastIndexOf('/') + 1);
}

/** The room with `name` on /messages, its messages drawn. */
async function openConversation(page: Page, name: RegExp) {
  await page.locator('header a[href="/messages"]').click();
  await page.waitForURL('**/messages');
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name }).click();
  await page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]').first().waitFor();
}

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

describe('"From vault" in the composer, a package and the chat', () => {
  it('a creator adds a vault photo to a new post, without uploading it again', async () => {
    const { context, page, errors } = await loggedInPage(running, CREATOR, PASSWORD);
    await page.getByRole('region', { name: 'Create a post' }).getByRole('button', { name: 'Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create image post' });
    await dialog.waitFor();
    const picker = await openPicker(page, dialog);
    // An image composer takes images only: no tabs for other kinds.
    expect(await picker.getByRole('tab').count()).toBe(0);
    expect(await picker.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    const name = await pickImages(picker);
    const preview = dialog.getByRole('img', { name: `Preview of ${name}` });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await dialog.getByLabel('Caption').fill('Back from the vault #e2evault');
    await page.screenshot({ path: `${PICKER_SHOTS}/vault-composer-en-desktop.png` });
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'Post created successfully');
    const card = page.getByRole('feed').getByRole('article').first();
    await expect.poll(() => card.innerText()).toContain('Back from the vault');
    const shown = card.getByRole('img', { name: 'Post image' });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The post has a file of its own (post/images/), not the vault's.
    expect(await shown.getAttribute('src')).toMatch(/post\/images\//);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a creator adds two vault photos to a package with one Add', async () => {
    const { context, page, errors } = await loggedInPage(running, CREATOR, PASSWORD);
    await page.goto(`${running.server.url}/settings/packages`);
    await page
      .getByRole('list', { name: 'Your packages' })
      .getByRole('button', { name: /Golden hour set/ })
      .click();
    await page.getByRole('heading', { name: 'Golden hour set' }).waitFor();
    const files = page.getByRole('list', { name: 'Package files' });
    await files.getByRole('listitem').first().waitFor();
    const before = await files.getByRole('listitem').count();
    await page.getByRole('button', { name: 'Add media' }).click();
    const popup = page.getByRole('dialog', { name: 'Add media' });
    await popup.waitFor();
    const picker = await openPicker(page, popup);
    const name = await pickImages(picker, 2);
    await popup.getByText(`${name} and 1 more`).waitFor();
    await page.screenshot({ path: `${PICKER_SHOTS}/vault-package-popup-en-desktop.png` });
    await popup.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Media added successfully');
    await popup.waitFor({ state: 'detached' });
    await expect.poll(() => files.getByRole('listitem').count()).toBe(before + 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a creator sends a vault photo in chat; the fan sees it arrive in their own browser', async () => {
    const clara = await loggedInPage(running, CREATOR, PASSWORD);
    const fabio = await loggedInPage(running, FAN, PASSWORD);
    await openConversation(clara.page, /Fabio Fan/);
    await openConversation(fabio.page, /Clara Creator/);
    const pictures = fabio.page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: 'Enlarge the image' });
    const before = await pictures.count();

    await clara.page.getByRole('button', { name: 'Send a file' }).click();
    const attach = clara.page.getByRole('dialog', { name: 'Send a file' });
    await attach.waitFor();
    const picker = await openPicker(clara.page, attach);
    // Chat carries photos and videos: a tab each, no audio.
    expect(await picker.getByRole('tab').allInnerTexts()).toEqual(['Images', 'Videos']);
    await expect
      .poll(() =>
        picker
          .locator('[data-vault-pick] img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await clara.page.screenshot({ path: `${PICKER_SHOTS}/vault-picker-chat-en-desktop.png` });
    const name = await pickImages(picker);
    await attach.getByRole('img', { name: `Preview of ${name}` }).waitFor();
    await attach.getByRole('button', { name: 'Upload' }).click();
    await attach.waitFor({ state: 'detached' });

    await expect.poll(() => pictures.count()).toBe(before + 1);
    await pictures.last().click();
    const lightbox = fabio.page.getByRole('dialog', { name: 'Image' });
    const enlarged = lightbox.locator('img');
    await enlarged.waitFor();
    expect(await enlarged.getAttribute('src')).toMatch(/chat\/images\/.*sig=/);
    await expect.poll(() => enlarged.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(clara.errors).toEqual([]);
    expect(fabio.errors).toEqual([]);
    await clara.context.close();
    await fabio.context.close();
  });
});

describe('"From vault" picker screenshots', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const locale of ['en', 'es'] as const) {
      it(`${viewport}, ${locale}: the picker from the image composer, two chosen`, async () => {
        const en = locale === 'en';
        const { context, page, errors } = await loggedInPage(running, CREATOR, PASSWORD, viewport, locale);
        await page
          .getByRole('region', { name: en ? 'Create a post' : 'Crear una publicación' })
          .getByRole('button', { name: en ? 'Photo' : 'Foto' })
          .click();
        const dialog = page.getByRole('dialog', { name: en ? 'Create image post' : 'Crear publicación de imagen' });
        await dialog.waitFor();
        const title = en ? 'From vault' : 'Desde la bóveda';
        const picker = await openPicker(page, dialog, title);
        const tiles = picker.locator('[data-vault-pick]');
        await expect
          .poll(() =>
            tiles
              .first()
              .locator('img')
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          )
          .toBeGreaterThan(0);
        await tiles.nth(0).click();
        await tiles.nth(1).click();
        await expect.poll(() => picker.locator('[aria-pressed="true"]').count()).toBe(2);
        await page.screenshot({ path: `${PICKER_SHOTS}/vault-picker-${locale}-${viewport}.png` });
        await picker.getByRole('button', { name: en ? 'Cancel' : 'Cancelar' }).click();
        await picker.waitFor({ state: 'detached' });
        expect(await dialog.getByRole('img').count()).toBe(0);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
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
