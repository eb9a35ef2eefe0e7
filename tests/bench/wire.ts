/**
 * The bytes the browser receives for /login and /home as served, on a first and a second visit, counted by Chromium
 * (CDP `encodedDataLength`) and split into JS and the rest, up to network idle.
 */
import type { Browser, BrowserContext, CDPSession } from 'playwright-core';
import { logIn, newPage } from '../e2e/support';
import { browserFigure } from './chromium';
import { USABLE, type Route } from './first-load';

interface Visit {
  jsBytes: number;
  jsRequests: number;
  allBytes: number;
  requests: number;
  /** Scripts the browser took from its cache without asking the server. */
  jsFromCache: number;
}

interface WireFigure {
  route: Route;
  first: Visit;
  second: Visit;
}

/** Opens `route` in a new tab of `context` and counts what came over the network until it is idle. */
async function visit(context: BrowserContext, appUrl: string, route: Route): Promise<Visit> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const cdp: CDPSession = await context.newCDPSession(page);
  const types = new Map<string, string>();
  const result: Visit = { jsBytes: 0, jsRequests: 0, allBytes: 0, requests: 0, jsFromCache: 0 };
  cdp.on('Network.requestWillBeSent', (event) => void types.set(event.requestId, event.type ?? 'Other'));
  cdp.on('Network.requestServedFromCache', (event) => {
    if (types.get(event.requestId) === 'Script') result.jsFromCache += 1;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const isScript = types.get(event.requestId) === 'Script';
    result.allBytes += event.encodedDataLength;
    if (event.encodedDataLength > 0) result.requests += 1;
    if (isScript && event.encodedDataLength > 0) {
      result.jsBytes += event.encodedDataLength;
      result.jsRequests += 1;
    }
  });
  await cdp.send('Network.enable');
  await page.goto(appUrl + route);
  await page.locator(USABLE[route]).first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  await page.close();
  return result;
}

async function measureRoute(
  browser: Browser,
  appUrl: string,
  route: Route,
  login: { email: string; password: string },
): Promise<WireFigure> {
  const { context, page } = await newPage(browser, 'desktop');
  try {
    if (route === '/home') {
      // A returning person: the session is stored, the HTTP cache is emptied before the first visit.
      await page.goto(`${appUrl}/login`);
      await logIn(page, login.email, login.password);
      await page.locator(USABLE['/home']).first().waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    await page.close();
    const first = await visit(context, appUrl, route);
    const second = await visit(context, appUrl, route);
    return { route, first, second };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function print(figures: WireFigure[]) {
  console.log('\nBytes over the wire in Chromium, as served (to network idle), first visit with an empty cache, then a second visit\n');
  console.table(
    figures.flatMap((figure) =>
      (['first', 'second'] as const).map((which) => ({
        route: figure.route,
        visit: which,
        JS: `${kb(figure[which].jsBytes)} in ${figure[which].jsRequests} request(s)`,
        'JS from cache': figure[which].jsFromCache,
        'all bytes': `${kb(figure[which].allBytes)} in ${figure[which].requests} request(s)`,
      })),
    ),
  );
}

/** Prints the bytes /login and /home receive, or one line saying why there are none; never throws. */
export function wireFigure(appUrl: string, login: { email: string; password: string }): Promise<void> {
  return browserFigure(
    'Bytes over the wire',
    60_000,
    async (browser) => {
      const figures: WireFigure[] = [];
      for (const route of Object.keys(USABLE) as Route[]) figures.push(await measureRoute(browser, appUrl, route, login));
      return figures;
    },
    print,
  );
}
