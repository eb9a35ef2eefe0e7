import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, onTestServer } from '../api/databaseTemplate';
import { launchBrowser, openWatchedPage, startServer, type RunningServer } from './support';

// Stories end to end on PostgreSQL (so the test can age a story): uploaded, seen and played by a follower, then gone
// from the strip after 24 hours, the sweep taking its row and file.

const SHOTS = '/tmp/shots-stories';
const PASSWORD = 'Demo@1234';
const FABIO = 'fan@fanclub.local';
const CLARA = 'creator@fanclub.local';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `fanclub_e2e_stories_${process.pid}`;

let server: RunningServer;
let browser: Browser;
let db: pg.Client;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  await onTestServer(ADMIN_URL, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await onTestServer(ADMIN_URL, `CREATE DATABASE ${DATABASE}`);
  // The sweep every second: the test waits for it rather than calling it.
  server = await startServer({ DATABASE_URL: databaseUrl(ADMIN_URL, DATABASE), STORY_SWEEP_SECONDS: '1' });
  db = new pg.Client({ connectionString: databaseUrl(ADMIN_URL, DATABASE) });
  await db.connect();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await db?.end();
  await server?.stop();
  await onTestServer(ADMIN_URL, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
});

async function loggedIn(email: string, viewport: 'desktop' | 'phone', locale: 'en' | 'es') {
  const watched = await openWatchedPage(browser, viewport);
  await watched.page.goto(`${server.url}/login`);
  await watched.page.evaluate((value) => localStorage.setItem('local', value), locale);
  await watched.page.reload();
  await watched.page.locator('input[name="email"]').fill(email);
  await watched.page.locator('input[name="password"]').fill(PASSWORD);
  await watched.page.locator('input[type="checkbox"]').check();
  await watched.page.locator('button[type="submit"]').click();
  await watched.page.waitForURL('**/home');
  await watched.page.getByRole('feed').getByRole('article').first().waitFor();
  return watched;
}

const strip = (page: Page) => page.locator('[data-region="stories"] ul');
const shot = async (page: Page, name: string) => {
  // Toasts and the strip's bubbles settle first.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};
const storyImage = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${width / 4}" fill="#fff" fill-opacity="0.6"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

describe('stories', () => {
  it('Fabio shares a story (es, phone); Clara (en, desktop) sees it, it plays and advances; after 24 hours it is gone and swept', async () => {
    // ---- Fabio, in Spanish on a phone: a refused pick, then a story.
    const fabio = await loggedIn(FABIO, 'phone', 'es');
    const fabioStrip = strip(fabio.page);
    await fabioStrip.getByRole('button', { name: 'Añadir historia' }).waitFor();
    await expect
      .poll(() => fabioStrip.getByRole('button', { name: /historia (nueva|vista)$/ }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await shot(fabio.page, 'strip-phone-es');
    // The add bubble's label shows whole on a phone in Spanish (two lines), not cut with an ellipsis.
    const addLabel = await fabioStrip.getByRole('button', { name: 'Añadir historia' }).evaluate((button) => {
      const label = button.lastElementChild as HTMLElement;
      return { text: label.textContent, whole: label.scrollWidth <= label.clientWidth && label.scrollHeight <= label.clientHeight };
    });
    expect(addLabel).toEqual({ text: 'Añadir historia', whole: true });

    await fabioStrip.getByRole('button', { name: 'Añadir historia' }).click();
    const modal = fabio.page.getByRole('dialog', { name: 'Añadir historia' });
    await modal.waitFor();
    await modal.locator('input[type="file"]').setInputFiles({ name: 'clip.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await modal.getByRole('alert').filter({ hasText: 'Sube solo archivos .jpeg/.jpg/.png' }).waitFor();
    await modal
      .locator('input[type="file"]')
      .setInputFiles({ name: 'mine.png', mimeType: 'image/png', buffer: await storyImage(540, 960, '#7c3aed') });
    await modal.getByRole('img', { name: 'Vista previa de tu historia' }).waitFor();
    await shot(fabio.page, 'upload-modal-phone-es');
    await modal.getByRole('button', { name: 'Compartir historia' }).click();
    await fabio.page.getByText('Historia añadida').first().waitFor();
    await modal.waitFor({ state: 'hidden' });
    await fabioStrip.getByRole('button', { name: 'Tu historia, historia nueva' }).waitFor();

    const fabioId = (await db.query<{ id: number }>(`select id from users where email = $1`, [FABIO])).rows[0]!.id;
    const [row] = (await db.query<{ id: number; image_key: string }>(`select id, image_key from stories where user_id = $1`, [fabioId]))
      .rows;
    expect(row?.image_key).toMatch(/^story\/images\/.+\.png$/);
    const file = join(server.dataDir, 'uploads', row!.image_key);
    expect(existsSync(file)).toBe(true);

    // ---- Clara, in English on a desktop, follows Fabio: his story is in her strip, newest among the unseen.
    const clara = await loggedIn(CLARA, 'desktop', 'en');
    const claraStrip = strip(clara.page);
    const bubble = claraStrip.getByRole('button', { name: 'Fabio Fan, new story' });
    await bubble.waitFor({ timeout: 15_000 });
    const labels = await claraStrip
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(labels[0]).toBe('Add story');
    expect(labels[1]).toBe('Your story, new story');
    expect(labels[2]).toBe('Fabio Fan, new story');
    await shot(clara.page, 'strip-desktop-en');

    // ---- It plays: the bar moves, then the next person's story follows, and the last one closes the viewer.
    await bubble.click();
    const viewer = clara.page.getByRole('dialog', { name: 'Fabio Fan' });
    await viewer.waitFor();
    await viewer.getByRole('img', { name: 'Story by Fabio Fan' }).waitFor();
    const src = await viewer.getByRole('img', { name: 'Story by Fabio Fan' }).getAttribute('src');
    expect(src).toMatch(/^\/media\/story\/images\/.+\?exp=\d+&sig=/);
    expect((await fetch(`${server.url}${src}`)).status).toBe(200);
    // Never through a plain URL.
    expect((await fetch(`${server.url}${src!.split('?')[0]}`)).status).toBe(403);
    const progress = () => viewer.locator('[data-progress]').getAttribute('data-progress').then(Number);
    await expect.poll(progress).toBeGreaterThan(10);
    await shot(clara.page, 'viewer-desktop-en');
    // One image lasts 100 / 1.5 ticks of 100 ms: the next person's story follows by itself.
    const nextName = labels[3]!.replace(/, (new story|story seen)$/, '');
    await clara.page.getByRole('dialog', { name: nextName }).waitFor({ timeout: 12_000 });
    // Holding pauses: the bar stands still while the pointer is down.
    const box = await clara.page.getByRole('dialog', { name: nextName }).getByRole('button', { name: 'Next', exact: true }).boundingBox();
    await clara.page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await clara.page.mouse.down();
    const nextViewer = clara.page.getByRole('dialog', { name: nextName });
    const nextProgress = () => nextViewer.locator('[data-progress]').getAttribute('data-progress').then(Number);
    await clara.page.waitForTimeout(150);
    const held = await nextProgress();
    await clara.page.waitForTimeout(800);
    expect(await nextProgress()).toBe(held);
    await clara.page.mouse.up();
    await clara.page.keyboard.press('ArrowLeft');
    await viewer.waitFor();
    // ArrowRight through every image to the end: the viewer closes after the last.
    const viewerDialog = clara.page.locator('dialog[open]');
    await expect
      .poll(
        async () => {
          if ((await viewerDialog.count()) === 0) return 'closed';
          await clara.page.keyboard.press('ArrowRight');
          return 'open';
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe('closed');
    // Seen now: Fabio's bubble says so.
    await claraStrip.getByRole('button', { name: 'Fabio Fan, story seen' }).waitFor();
    await shot(clara.page, 'strip-seen-desktop-en');
    expect((await db.query(`select 1 from story_views where story_id = $1`, [row!.id])).rowCount).toBe(1);

    // ---- Phone and desktop pictures of the viewer and the modal in the other language each.
    await fabioStrip.getByRole('button', { name: 'Tu historia, historia nueva' }).click();
    const own = fabio.page.getByRole('dialog', { name: 'Fabio Fan' });
    await own.getByRole('button', { name: 'Eliminar' }).waitFor();
    await shot(fabio.page, 'viewer-phone-es');
    await fabio.page.keyboard.press('Escape');
    await own.waitFor({ state: 'hidden' });
    await claraStrip.getByRole('button', { name: 'Add story' }).click();
    await clara.page.getByRole('dialog', { name: 'Add story' }).waitFor();
    await shot(clara.page, 'upload-modal-desktop-en');
    await clara.page.keyboard.press('Escape');

    // ---- 24 hours later for Fabio's story (moved back in the server's own database): gone from the strip.
    await db.query(
      `update stories set created_at = created_at - interval '24 hours', expires_at = expires_at - interval '24 hours' where id = $1`,
      [row!.id],
    );
    await clara.page.reload();
    await claraStrip.getByRole('button', { name: 'Add story' }).waitFor();
    await claraStrip.getByRole('button', { name: 'Your story, new story' }).waitFor();
    expect(await claraStrip.getByRole('button', { name: /^Fabio Fan/ }).count()).toBe(0);
    // Its signed link died with it.
    expect((await fetch(`${server.url}${src}`)).status).toBe(404);
    // The sweep (every second here) takes the row, its views and the file.
    await expect.poll(async () => (await db.query(`select 1 from stories where id = $1`, [row!.id])).rowCount, { timeout: 10_000 }).toBe(0);
    expect((await db.query(`select 1 from media_files where key = $1`, [row!.image_key])).rowCount).toBe(0);
    expect(existsSync(file)).toBe(false);
    await fabio.page.reload();
    await strip(fabio.page).getByRole('button', { name: 'Añadir historia' }).waitFor();
    expect(
      await strip(fabio.page)
        .getByRole('button', { name: /^Tu historia/ })
        .count(),
    ).toBe(0);

    expect(fabio.errors).toEqual([]);
    expect(clara.errors).toEqual([]);
    await fabio.context.close();
    await clara.context.close();
  });
});
