/**
 * The first load of /login and /home (logged in) in headless Chromium with an empty cache: JS before usable (gzip and
 * brotli, as the build precompresses it), JS by network idle, and the largest contentful paint.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { logIn, newPage } from '../e2e/support';
import { browserFigure } from './chromium';

/** What each route must show to be usable: the login form's button, the home feed's first post. */
export const USABLE = {
  '/login': 'button[type="submit"]',
  '/home': '[role="feed"] article[aria-posinset]',
} as const;

export type Route = keyof typeof USABLE;

/** A script's size as it travels compressed. */
interface Compressed {
  gzip: number;
  brotli: number;
}

export interface FirstLoad {
  route: Route;
  /** Scripts requested before the page was usable. */
  usable: Compressed;
  usableScripts: number;
  /** Each script before usable, by file name with its gzip bytes: what the first load carries. */
  usableFiles: { name: string; gzip: number }[];
  /** Scripts requested by network idle (after `usable`, the on-demand chunks the page warms while idle). */
  idle: Compressed;
  idleScripts: number;
  lcpMs: number;
  usableMs: number;
}

// Stored by the page as it loads; read once it is usable (the last entry is the largest paint so far).
const LCP_RECORDER = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface Script {
  url: string;
  requestedAt: number;
  bytes: Promise<Compressed>;
}

/** As the build writes them beside each file (Parcel's compressors): gzip level 9, brotli quality 11. */
const compressed = (body: Buffer): Compressed => ({
  gzip: gzipSync(body, { level: 9 }).length,
  brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    .length,
});
const NOTHING: Compressed = { gzip: 0, brotli: 0 };

async function measure(page: Page, appUrl: string, route: Route): Promise<FirstLoad> {
  const scripts: Script[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const bytes = request
      .response()
      .then((response) => response?.body())
      .then((body) => (body ? compressed(body) : NOTHING))
      .catch(() => NOTHING);
    scripts.push({ url: request.url(), requestedAt: performance.now(), bytes });
  });
  const started = performance.now();
  await page.goto(appUrl + route, { waitUntil: 'commit' });
  await page.locator(USABLE[route]).first().waitFor({ state: 'visible' });
  const usableAt = performance.now();
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  // Read once the images have come in: the largest paint may be a post's image drawn after the first card.
  const lcpMs = await page.evaluate('window.__lcp');
  const before = scripts.filter((script) => script.requestedAt <= usableAt);
  const files = await Promise.all(
    before.map(async (script) => ({ name: new URL(script.url).pathname.slice(1), gzip: (await script.bytes).gzip })),
  );
  const sum = async (list: Script[]) =>
    (await Promise.all(list.map((script) => script.bytes))).reduce(
      (total, bytes) => ({ gzip: total.gzip + bytes.gzip, brotli: total.brotli + bytes.brotli }),
      NOTHING,
    );
  return {
    route,
    usable: await sum(before),
    usableScripts: before.length,
    usableFiles: files,
    idle: await sum(scripts),
    idleScripts: scripts.length,
    lcpMs: Number(lcpMs),
    usableMs: usableAt - started,
  };
}

/** /login as a stranger opens it; /home as a returning person does, with the session stored but nothing cached. */
async function measureRoute(
  browser: Browser,
  appUrl: string,
  route: Route,
  login: { email: string; password: string },
): Promise<FirstLoad> {
  const { context, page } = await newPage(browser, 'desktop');
  try {
    page.setDefaultTimeout(20_000);
    await context.addInitScript({ content: LCP_RECORDER });
    if (route === '/home') {
      await page.goto(`${appUrl}/login`);
      await logIn(page, login.email, login.password);
      await page.waitForURL('**/home');
      await page.locator(USABLE['/home']).first().waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await page.close();
    }
    return await measure(route === '/home' ? await context.newPage() : page, appUrl, route);
  } finally {
    await context.close();
  }
}

async function measureRoutes(browser: Browser, appUrl: string, login: { email: string; password: string }): Promise<FirstLoad[]> {
  const figures: FirstLoad[] = [];
  for (const route of Object.keys(USABLE) as Route[]) figures.push(await measureRoute(browser, appUrl, route, login));
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function print(figures: FirstLoad[], engine: string) {
  console.log(`\nClient first load in headless Chromium, empty cache, built client on ${engine}\n`);
  console.table(
    figures.map((figure) => ({
      route: figure.route,
      'JS before usable (gzip)': `${kb(figure.usable.gzip)} in ${figure.usableScripts} script(s)`,
      'JS before usable (brotli)': kb(figure.usable.brotli),
      'JS by network idle (gzip)': `${kb(figure.idle.gzip)} in ${figure.idleScripts} script(s)`,
      'JS by network idle (brotli)': kb(figure.idle.brotli),
      'usable after': `${Math.round(figure.usableMs)} ms`,
      LCP: `${Math.round(figure.lcpMs)} ms`,
    })),
  );
  for (const figure of figures)
    console.log(`  ${figure.route} before usable: ${figure.usableFiles.map((file) => `${file.name} ${kb(file.gzip)}`).join(', ')}`);
}

/** Prints the first-load figures of /login and /home, or one line saying why there are none; never throws. */
export function firstLoadFigure(appUrl: string, login: { email: string; password: string }, engine: string): Promise<void> {
  return browserFigure(
    'Client first load',
    60_000,
    (browser) => measureRoutes(browser, appUrl, login),
    (figures) => print(figures, engine),
  );
}
