import type { Request } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logIn, openWatchedPage, paddedClip, progressSeen, recordProgress, serverAndBrowser } from './support';

const SCREENS = 'test-results/screens';
const running = serverAndBrowser(SCREENS);
const MB = 1024 * 1024;

/** The demo clip with an 11 MB `free` box after it: still a playable mp4, and three tus chunks of 5 MB. */
const bigClip = () => paddedClip('big-clip.mp4', 11 * MB);

const thumbnail = async () => ({
  name: 'thumb.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 180, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer(),
});

describe('uploads in bytes, cancelled and resumed', () => {
  it('a video goes up with its progress in bytes; Cancel upload deletes the partial upload; a cut PATCH resumes from the offset', async () => {
    const { page, errors } = await openWatchedPage(running.browser, 'desktop');
    await page.goto(`${running.server.url}/login`);
    await logIn(page, 'creator@fanclub.local', 'Demo@1234');
    await page.waitForURL('**/home');

    const tus: { method: string; offset: string | null; status?: number }[] = [];
    const track = (request: Request) => {
      if (request.url().includes('/api/upload/resumable'))
        tus.push({ method: request.method(), offset: request.headers()['upload-offset'] ?? null });
    };
    page.on('request', track);
    page.on('response', (response) => {
      const entry = tus.findLast((one) => one.method === response.request().method() && one.status === undefined);
      if (entry && response.url().includes('/api/upload/resumable')) entry.status = response.status();
    });
    // Each chunk waits a little on its way, so the status can be read between chunks.
    let cutOne = false;
    let cancelling = true;
    await page.route('**/api/upload/resumable/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      // The second attempt's second chunk is cut as if the connection dropped.
      if (!cancelling && !cutOne && route.request().headers()['upload-offset'] !== '0') {
        cutOne = true;
        return route.abort('connectionreset');
      }
      await new Promise((resolve) => setTimeout(resolve, 700));
      return route.continue();
    });

    await page.getByRole('region', { name: 'Create a post' }).getByRole('button', { name: 'Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create video post' });
    await dialog.getByLabel('Caption').fill('A long take, sent in chunks #e2eresumable');
    const video = await bigClip();
    await dialog.getByLabel('Video', { exact: true }).setInputFiles(video);
    await dialog.getByLabel('Thumbnail').setInputFiles(await thumbnail());
    await recordProgress(page);

    // First attempt: cancelled once the first chunk is in.
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    const status = dialog.getByTestId('upload-progress');
    await expect
      .poll(() => status.textContent(), { timeout: 20_000 })
      .toMatch(/Uploading file 1 of 2: (?!0%)\d+% \([\d.]+ MB of 11\.\d MB\)/);
    await dialog.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await page.screenshot({ path: `${SCREENS}/upload-progress.png` });
    await dialog.getByRole('button', { name: 'Cancel upload' }).click();
    await status.waitFor({ state: 'detached' });
    // The draft stays; the partial upload is deleted on the server.
    await expect.poll(() => dialog.getByLabel('Caption').inputValue()).toContain('A long take');
    await expect.poll(() => tus.find((one) => one.method === 'DELETE')?.status, { timeout: 10_000 }).toBe(204);

    // Second attempt: one PATCH is cut; the upload asks the offset and goes on from it, then the post is created.
    cancelling = false;
    const beforeRetry = tus.length;
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByTestId('toast').filter({ hasText: 'Post created successfully' }).first().waitFor();
    expect(cutOne).toBe(true);
    const attempt = tus.slice(beforeRetry);
    expect(attempt[0]).toMatchObject({ method: 'POST', status: 201 });
    const cut = attempt.findIndex((one) => one.method === 'PATCH' && one.offset !== '0' && one.status === undefined);
    expect(cut).toBeGreaterThan(0);
    // After the cut: HEAD for the offset, then PATCHes from there (never from 0 again), the last one answered 200.
    const after = attempt.slice(cut + 1);
    expect(after[0]?.method).toBe('HEAD');
    expect(after.filter((one) => one.method === 'PATCH').every((one) => Number(one.offset) >= 5 * MB)).toBe(true);
    expect(after.at(-1)).toMatchObject({ method: 'PATCH', status: 200 });

    // The progress was read in bytes, rising, on the way.
    const seen = await progressSeen(page);
    const percents = seen.map((text) => Number(/(\d+)%/.exec(text)?.[1] ?? -1)).filter((percent) => percent > 0 && percent < 100);
    expect(percents.length).toBeGreaterThanOrEqual(2);
    expect(seen.some((text) => /MB of 11\.\d MB/.test(text))).toBe(true);

    const card = page.getByRole('feed').getByRole('article').filter({ hasText: 'A long take, sent in chunks' }).first();
    await expect.poll(() => card.locator('video').getAttribute('src'), { timeout: 15_000 }).toMatch(/\/media\/post\/videos\//);
    expect(errors).toEqual([]);
  });
});
