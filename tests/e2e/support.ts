import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { freePort } from '../../server/lib/ports';

/** The flags of DESIGN.md: headless Debian Chromium, no network chatter, fake camera and microphone. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  // Live streams' embedded WebRTC runs without STUN: host candidates must carry their address, not an mDNS name.
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

/** Debian's Chromium unless CHROMIUM_PATH names another. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** What the server printed so far, for a failing test to show. */
  log(): string;
  stop(): Promise<void>;
}

/** The real server (`server/main.ts`) on a free port with its own PGlite data folder, serving dist/. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'fanclub-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    // The embedded defaults unless a test asks otherwise: its own PGlite, outbox mail, in-process realtime.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  // A machine busy with other work may take longer to seed the demo: E2E_START_MS gives it more time.
  const deadline = Date.now() + Number(process.env.E2E_START_MS ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/login`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    log: () => log,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest one-time code mailed to an address, read from the dev outbox like a person reads their inbox. */
export async function latestOtp(server: RunningServer, email: string): Promise<string> {
  const answer = (await (await fetch(`${server.url}/api/dev/outbox?email=${encodeURIComponent(email)}`)).json()) as {
    data: Array<{ otp?: string }>;
  };
  const otp = answer.data.findLast((mail) => mail.otp)?.otp;
  if (!otp) throw new Error(`no code mailed to ${email}`);
  return otp;
}

export const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  phone: { width: 390, height: 844 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
  const page = await context.newPage();
  return { context, page };
}

/** A page that records every uncaught script error and every Content-Security-Policy refusal in `errors`. */
export async function openWatchedPage(browser: Browser, viewport: keyof typeof VIEWPORTS = 'desktop') {
  const { context, page } = await newPage(browser, viewport);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.text().includes('Content Security Policy') && errors.push(message.text()));
  return { context, page, errors };
}

/** Logs in through the /login form as a person does. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('I accept the terms and conditions and the privacy policy.').check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A fresh watched page in `locale`, logged in through the form as `email` (found by field names, which
 * read alike in every language), on /home with its first post drawn and the welcome toast gone.
 */
export async function loggedInPage(
  running: { server: RunningServer; browser: Browser },
  email: string,
  password: string,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  locale: 'en' | 'es' = 'en',
) {
  const watched = await openWatchedPage(running.browser, viewport);
  await watched.page.goto(`${running.server.url}/login`);
  if (locale !== 'en') {
    await watched.page.evaluate((value) => localStorage.setItem('local', value), locale);
    await watched.page.reload();
  }
  await watched.page.locator('input[name="email"]').fill(email);
  await watched.page.locator('input[name="password"]').fill(password);
  await watched.page.locator('input[type="checkbox"]').check();
  await watched.page.locator('button[type="submit"]').click();
  await watched.page.waitForURL('**/home');
  await watched.page.getByRole('feed').getByRole('article').first().waitFor();
  await watched.page
    .getByTestId('toast')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  return watched;
}

/**
 * The real server and Chromium for one test file: started before its tests (with `folder` made for its
 * screenshots), stopped after them; E2E_SERVER_LOG prints the server's last words.
 */
export function serverAndBrowser(folder: string) {
  const running = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    await mkdir(folder, { recursive: true });
    running.server = await startServer();
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    if (process.env.E2E_SERVER_LOG) console.log(running.server?.log().slice(-6000));
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}

/** Two animation frames: what React and the feed's window draw after a scroll has landed. */
export const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Scrolls the windowed feed until a card with `text` is drawn and centres it; each try starts from what is drawn now. */
export async function findCard(page: Page, text: string): Promise<Locator> {
  const card = page.getByRole('feed').getByRole('article').filter({ hasText: text }).first();
  await expect
    .poll(
      async () => {
        await nextFrame(page);
        if ((await card.count()) > 0) {
          const centred = await card
            .evaluate((element) => element.scrollIntoView({ block: 'center' }), undefined, { timeout: 1_000 })
            .then(
              () => true,
              () => false,
            );
          await nextFrame(page);
          if (centred && (await card.isVisible())) return true;
        }
        await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.7));
        return false;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(true);
  return card;
}

/** The toast that says `text` (the newest such, when several stack). */
export const toastSaying = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text }).first();

/** The demo clip with a `free` box of `padding` bytes after it: still a playable mp4, big enough to watch it go up. */
export async function paddedClip(name: string, padding: number) {
  const clip = await readFile('server/db/demo-media/clip.mp4');
  const header = Buffer.alloc(8);
  header.writeUInt32BE(padding + 8, 0);
  header.write('free', 4, 'latin1');
  return { name, mimeType: 'video/mp4', buffer: Buffer.concat([clip, header, Buffer.alloc(padding)]) };
}

/** Every text the upload status showed, recorded in the page as it changes (the test polls no faster than it moves). */
export const recordProgress = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="upload-progress"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
export const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
