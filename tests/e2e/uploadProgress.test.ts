import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Endpoints } from '../../src/gateway/generated/endpoints';
import { loggedInPage, paddedClip, progressSeen, recordProgress, serverAndBrowser, toastSaying } from './support';

const SCREENS = 'test-results/screens';
const running = serverAndBrowser(SCREENS);
const MB = 1024 * 1024;
const PASSWORD = 'Demo@1234';
const CLARA = 'creator@fanclub.local';

/** Uploads leave the browser at about 1 MB/s (Chromium's own throttling), so the bytes can be read on their way. */
async function slowUploads(page: Page, bytesPerSecond = MB) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const throttle = (upload: number) =>
    cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: upload });
  await throttle(bytesPerSecond);
  return { off: () => throttle(-1) };
}

/** The percents the status showed strictly between 0 and 100: the bytes were counted on the way, not at the end. */
const percentsOnTheWay = (seen: string[]) =>
  seen.map((text) => Number(/(\d+)\s?%/.exec(text)?.[1] ?? -1)).filter((percent) => percent > 0 && percent < 100);

/** The requests to `path` the page made, and the statuses answered. */
function requestsTo(page: Page, path: string) {
  const seen: { failed: boolean; status?: number }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push({ failed: false });
  });
  page.on('requestfinished', async (request) => {
    if (new URL(request.url()).pathname !== path) return;
    const entry = seen.find((one) => one.status === undefined && !one.failed);
    if (entry) entry.status = (await request.response())?.status();
  });
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname !== path) return;
    const entry = seen.find((one) => one.status === undefined && !one.failed);
    if (entry) entry.failed = true;
  });
  return seen;
}

const thread = (page: Page) => page.getByRole('list', { name: /^(Messages|Mensajes)$/ }).locator('li[data-message-id]');

describe('chat files and package media go up with their bytes counted, and Cancel upload stops them', () => {
  it('a chat video: its percent and MB rise, Cancel upload aborts it and nothing reaches the room; sent again, it arrives', async () => {
    const { page, errors } = await loggedInPage(running, CLARA, PASSWORD, 'desktop');
    await page.locator('header a[href="/messages"]').click();
    await page.waitForURL('**/messages');
    await page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: /Fabio Fan/ })
      .click();
    await thread(page).first().waitFor();
    const before = await thread(page).count();
    const uploads = requestsTo(page, Endpoints.uploadChatFile.path);
    const sends = requestsTo(page, Endpoints.sendMessage.path);

    await page.getByRole('button', { name: 'Send a file' }).click();
    const attach = page.getByRole('dialog', { name: 'Send a file' });
    await attach.getByLabel('Image or video').setInputFiles(await paddedClip('long-take.mp4', 6 * MB));
    await recordProgress(page);
    const slow = await slowUploads(page);
    await attach.getByRole('button', { name: 'Upload' }).click();

    const status = attach.getByTestId('upload-progress');
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/^[1-9]\d% \(\d+\.\d MB of 6\.\d MB\)$/);
    await attach.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await page.screenshot({ path: `${SCREENS}/chat-upload-progress-en-desktop.png` });
    await attach.getByRole('button', { name: 'Cancel upload' }).click();
    await status.waitFor({ state: 'detached' });

    // Back to the preview, the video still chosen; the request was aborted and no message was sent.
    await attach.getByRole('button', { name: 'Upload' }).waitFor();
    expect(await attach.getByRole('button', { name: 'Upload' }).isDisabled()).toBe(false);
    await expect.poll(() => uploads.map((one) => one.failed)).toEqual([true]);
    expect(sends).toEqual([]);
    expect(await thread(page).count()).toBe(before);
    const percents = percentsOnTheWay(await progressSeen(page));
    expect(percents.length).toBeGreaterThanOrEqual(2);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    // Sent again at full speed: it goes up once and arrives in the thread.
    await slow.off();
    await attach.getByRole('button', { name: 'Upload' }).click();
    await attach.waitFor({ state: 'detached', timeout: 30_000 });
    expect(uploads.map((one) => one.status ?? (one.failed ? 'aborted' : 'running'))).toEqual(['aborted', 200]);
    await expect.poll(() => thread(page).count()).toBe(before + 1);
    expect(errors).toEqual([]);
  });

  it('package media on a phone, in Spanish: a video and its thumbnail go up with their bytes; Cancelar la subida keeps the choice', async () => {
    const { page, errors } = await loggedInPage(running, CLARA, PASSWORD, 'phone', 'es');
    await page.goto(`${running.server.url}/settings/packages`);
    const list = page.getByRole('list', { name: 'Tus paquetes' });
    await list.getByRole('button', { name: /Golden hour set/ }).click();
    const files = page.getByRole('list', { name: 'Archivos del paquete' });
    await files.getByRole('img').first().waitFor();
    const filesBefore = await files.getByRole('listitem').count();
    const adds = requestsTo(page, Endpoints.addPackageMedia.path);

    await page.getByRole('button', { name: 'Añadir contenido' }).click();
    const popup = page.getByRole('dialog', { name: 'Añadir contenido' });
    await popup.getByRole('tab', { name: 'Vídeo' }).click();
    await popup.getByLabel('Archivo multimedia').setInputFiles(await paddedClip('paseo.mp4', 5 * MB));
    const thumb = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await popup.getByLabel('Imagen de miniatura').setInputFiles({ name: 'miniatura.png', mimeType: 'image/png', buffer: thumb });
    await recordProgress(page);
    const slow = await slowUploads(page);
    await popup.getByRole('button', { name: 'Añadir', exact: true }).click();

    const status = popup.getByTestId('upload-progress');
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/^[1-9]\d % \(\d+,\d MB de 5,\d MB\)$/);
    await page.screenshot({ path: `${SCREENS}/package-upload-progress-es-phone.png` });
    await popup.getByRole('button', { name: 'Cancelar la subida' }).click();
    await status.waitFor({ state: 'detached' });

    // The popup stays with the video and thumbnail chosen; nothing was added.
    await popup.getByText('paseo.mp4').waitFor();
    await popup.getByText('miniatura.png').waitFor();
    await expect.poll(() => adds.map((one) => one.failed)).toEqual([true]);
    expect(await files.getByRole('listitem').count()).toBe(filesBefore);
    expect(percentsOnTheWay(await progressSeen(page)).length).toBeGreaterThanOrEqual(2);

    // Added again at full speed: the package has it.
    await slow.off();
    await popup.getByRole('button', { name: 'Añadir', exact: true }).click();
    await toastSaying(page, /./).waitFor();
    await popup.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => files.getByRole('listitem').count()).toBe(filesBefore + 1);
    expect(adds.map((one) => one.status ?? (one.failed ? 'aborted' : 'running'))).toEqual(['aborted', 200]);
    expect(errors).toEqual([]);
  });
});
