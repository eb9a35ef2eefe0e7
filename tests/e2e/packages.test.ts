import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { loggedInPage, serverAndBrowser, toastSaying } from './support';

const SHOTS = '/tmp/shots/packages';
const PASSWORD = 'Demo@1234';
const CREATOR = 'creator@fanclub.local';
const FAN = 'fan@fanclub.local';

const running = serverAndBrowser(SHOTS);
type Viewport = 'desktop' | 'phone';
const loggedIn = (email: string, viewport: Viewport = 'desktop', locale: 'en' | 'es' = 'en') =>
  loggedInPage(running, email, PASSWORD, viewport, locale);
const demoMedia = (name: string) => readFileSync(new URL(`../../server/db/demo-media/${name}`, import.meta.url));

async function openPackages(page: Page) {
  await page.goto(`${running.server.url}/settings/packages`);
  await page.getByRole('heading', { name: 'Paid media packages' }).waitFor();
}

/** The chat API as the fan's app reads it: the messages of the room with `partnerFirstName`. */
async function fanMessages(partnerFirstName: string) {
  const post = async (path: string, body: object, token?: string) => {
    const response = await fetch(`${running.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { success: number; data: unknown };
  };
  const login = (await post(Endpoints.chatLogin.path, { username: FAN, password: PASSWORD })).data as { token: string };
  const rooms = (await post(Endpoints.chatRooms.path, {}, login.token)).data as Array<{
    _id: string;
    members: Array<{ firstName: string }>;
  }>;
  const room = rooms.find((each) => each.members.some((member) => member.firstName === partnerFirstName));
  if (!room) return [];
  return (await post(Endpoints.messages.path, { room: room._id }, login.token)).data as Array<{
    messageType: string;
    packageTitle?: string;
    isLock?: boolean;
  }>;
}

describe('paid media packages in the browser', () => {
  it('a creator creates a package, adds an image, edits it, views it, sends it to a follower, then deletes it', async () => {
    const { page, errors } = await loggedIn(CREATOR);
    await openPackages(page);
    const list = page.getByRole('list', { name: 'Your packages' });
    await list.getByRole('button', { name: /Golden hour set/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/list-en-desktop.png`, fullPage: true });

    // Create: the rules speak, the price takes digits only.
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.getByRole('heading', { name: 'Create package' }).waitFor();
    await page.locator('form').getByRole('button', { name: 'Create package' }).click();
    await page.getByRole('alert').filter({ hasText: 'Package name required !' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Package price should be greater than 0' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/create-errors-en-desktop.png`, fullPage: true });
    await page.getByLabel('Package name').fill('Night walks');
    const price = page.getByLabel('Price in coins');
    await price.pressSequentially('1e+2-5.');
    expect(await price.inputValue()).toBe('125');
    await page.locator('form').getByRole('button', { name: 'Create package' }).click();
    await toastSaying(page, 'Package created successfully').waitFor();
    const created = list.getByRole('button', { name: /Night walks/ });
    await created.waitFor();
    expect(await created.textContent()).toContain('125 coins');

    // Detail: empty, then an image through the add media popup.
    await created.click();
    await page.getByRole('heading', { name: 'Night walks' }).waitFor();
    await page.getByText('No media found for this package').waitFor();
    await page.screenshot({ path: `${SHOTS}/detail-empty-en-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add media' }).click();
    const popup = page.getByRole('dialog', { name: 'Add media' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Add', exact: true }).click();
    await popup.getByRole('alert').filter({ hasText: 'Please select media file' }).waitFor();
    await popup.getByLabel('Media file').setInputFiles({ name: 'song.mp3', mimeType: 'audio/mpeg', buffer: demoMedia('tone.mp3') });
    await popup.getByRole('alert').filter({ hasText: 'Please Select Image file only' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/add-media-error-en-desktop.png` });
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1e3a8a' } })
      .png()
      .toBuffer();
    await popup.getByLabel('Media file').setInputFiles({ name: 'night.png', mimeType: 'image/png', buffer: photo });
    await page.screenshot({ path: `${SHOTS}/add-media-en-desktop.png` });
    await popup.getByRole('button', { name: 'Add', exact: true }).click();
    await toastSaying(page, 'Media added successfully').waitFor();
    await popup.waitFor({ state: 'detached' });
    const files = page.getByRole('list', { name: 'Package files' });
    await files.getByRole('img').first().waitFor();
    // The thumbnail is served (signed) and decodes.
    await expect
      .poll(() =>
        files
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/detail-en-desktop.png`, fullPage: true });

    // Edit: the form comes filled, e E + - . never land; back returns to the detail.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('heading', { name: 'Edit package' }).waitFor();
    expect(await page.getByLabel('Package name').inputValue()).toBe('Night walks');
    const editPrice = page.getByLabel('Price in coins');
    await editPrice.fill('');
    await editPrice.pressSequentially('2e0-0');
    expect(await editPrice.inputValue()).toBe('200');
    await page.screenshot({ path: `${SHOTS}/edit-en-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save package' }).click();
    await toastSaying(page, 'Package updated successfully').waitFor();
    await page.getByText('200 coins').waitFor();

    // The viewer: tabs, 'No data found' for an empty tab, no 'View Profile' on one's own package.
    await page.getByRole('button', { name: 'View package' }).click();
    const viewer = page.getByRole('dialog', { name: 'Night walks' });
    await viewer.getByRole('tab', { name: 'All' }).waitFor();
    await viewer.getByRole('img', { name: 'Package image' }).waitFor();
    expect(await viewer.getByText('View Profile').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/viewer-en-desktop.png` });
    await viewer.getByRole('tab', { name: 'Video' }).click();
    await viewer.getByText('No data found').waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    // Send to followers: search, a checkbox each, select all; the fan's conversation gets the offer.
    await page.getByRole('button', { name: 'Send to followers' }).click();
    const send = page.getByRole('dialog', { name: 'Send package' });
    const people = send.getByRole('list', { name: 'Followers' });
    await people.getByRole('listitem').first().waitFor();
    expect(await people.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await send.getByRole('alert').filter({ hasText: 'Please select at least one follower' }).waitFor();
    await send.getByLabel('Select all').check();
    expect(await people.getByRole('checkbox', { checked: true }).count()).toBe(await people.getByRole('listitem').count());
    await send.getByLabel('Select all').uncheck();
    await send.getByRole('searchbox', { name: 'Search followers' }).fill('fab');
    expect(await people.getByRole('listitem').count()).toBe(1);
    await people.getByRole('checkbox').check();
    await page.screenshot({ path: `${SHOTS}/send-en-desktop.png` });
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await toastSaying(page, 'Package send successfully').waitFor();
    await send.waitFor({ state: 'detached' });
    const offers = (await fanMessages('Clara')).filter(
      (message) => message.messageType === 'paidPackage' && message.packageTitle === 'Night walks',
    );
    expect(offers).toHaveLength(1);
    expect(offers[0]?.isLock).toBe(true);

    // Delete: confirmed, the list comes back without it.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete package' });
    await page.screenshot({ path: `${SHOTS}/delete-en-desktop.png` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastSaying(page, 'Package deleted successfully').waitFor();
    await list.getByRole('button', { name: /Golden hour set/ }).waitFor();
    expect(await list.getByRole('button', { name: /Night walks/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('on a phone, in Spanish: the list, a demo package, its popups and the viewer', async () => {
    const { page, errors } = await loggedIn(CREATOR, 'phone', 'es');
    await page.goto(`${running.server.url}/settings/packages`);
    const list = page.getByRole('list', { name: 'Tus paquetes' });
    await list.getByRole('button', { name: /Golden hour set/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/list-es-phone.png`, fullPage: true });
    await list.getByRole('button', { name: /Golden hour set/ }).click();
    await page.getByRole('list', { name: 'Archivos del paquete' }).getByRole('img').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/detail-es-phone.png`, fullPage: true });
    await page.getByRole('button', { name: 'Añadir contenido' }).click();
    const popup = page.getByRole('dialog', { name: 'Añadir contenido' });
    await popup.getByRole('tab', { name: 'Vídeo' }).click();
    await popup.getByLabel('Imagen de miniatura').waitFor();
    await page.screenshot({ path: `${SHOTS}/add-media-es-phone.png` });
    await popup.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Enviar a seguidores' }).click();
    const send = page.getByRole('dialog', { name: 'Enviar paquete' });
    await send.getByRole('listitem').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/send-es-phone.png` });
    await send.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Ver paquete' }).click();
    const viewer = page.getByRole('dialog', { name: 'Golden hour set' });
    await viewer.getByRole('img').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/viewer-es-phone.png` });
    await viewer.getByRole('tab', { name: 'Audio' }).click();
    await viewer.getByText('No se encontraron datos').waitFor();
    await viewer.getByRole('button', { name: /Cerrar|Close/ }).click();
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await page.getByLabel('Nombre del paquete').waitFor();
    await page.screenshot({ path: `${SHOTS}/edit-es-phone.png`, fullPage: true });
    await page.getByRole('button', { name: /Atrás|Back/ }).click();
    await page.getByRole('button', { name: 'Ver paquete' }).waitFor();
    expect(errors).toEqual([]);
  });
});
