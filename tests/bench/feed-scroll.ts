/**
 * The built app in headless Chromium loads FEED_TARGET posts into the home feed and scrolls through them, recording
 * frames, within BUDGET_MS; it always closes its browser (the caller owns the server).
 */
import type { Browser, Page } from 'playwright-core';
import { logIn, newPage, VIEWPORTS } from '../e2e/support';
import { browserFigure } from './chromium';

/** How many posts the feed must hold before the scroll is measured. */
export const FEED_TARGET = 500;
/** The whole figure: launch, login, loading the pages, the measured scroll and closing. */
const BUDGET_MS = 85_000;
const LOAD_BUDGET_MS = 40_000;
const SCROLL_BUDGET_MS = 30_000;
/** window.scrollBy per animation frame: 9,000 px/s at 60 fps, a brisk flick through the list. */
const STEP_PX = 150;

interface ScrollRun {
  frames: number[];
  longTasks: number[];
  scrolledPx: number;
  lastPosition: number;
  maxCards: number;
  elapsedMs: number;
}

interface PageCounts {
  loaded: number;
  cards: number;
  nodes: number;
  elements: number;
}

interface Figures {
  loaded: number;
  loadMs: number;
  afterLoad: PageCounts & { heapBytes: number };
  afterScroll: PageCounts & { heapBytes: number };
  scroll: ScrollRun;
}

const FEED_CARDS = '[role="feed"] article[aria-posinset]';

/** What the page holds now: posts the feed has loaded (aria-setsize), cards drawn, DOM nodes and elements. */
function counts(page: Page): Promise<PageCounts> {
  return page.evaluate((selector) => {
    const cards = document.querySelectorAll(selector);
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    let nodes = 0;
    while (walker.nextNode()) nodes += 1;
    return {
      loaded: Number(cards[0]?.getAttribute('aria-setsize') ?? 0),
      cards: cards.length,
      nodes,
      elements: document.getElementsByTagName('*').length,
    };
  }, FEED_CARDS);
}

/** JS heap in use after a full garbage collection, so the figure is what the page keeps. */
async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  } finally {
    await cdp.detach();
  }
}

/** Scrolls to the end again and again (each end asks the next page of 10) until `target` posts are loaded. */
async function loadPosts(page: Page, target: number): Promise<number> {
  const started = performance.now();
  await page
    .waitForFunction(
      ({ selector, target }) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return Number(document.querySelector(selector)?.getAttribute('aria-setsize') ?? 0) >= target;
      },
      { selector: FEED_CARDS, target },
      { polling: 50, timeout: LOAD_BUDGET_MS },
    )
    .catch(() => undefined); // a short feed or a slow server: the figure reports what was loaded
  return performance.now() - started;
}

/**
 * From the top, one window.scrollBy(STEP_PX) per animation frame until the last loaded post has been
 * drawn, recording every frame's delta, the long tasks and the most cards drawn at once.
 */
function scrollThrough(page: Page, lastPosition: number): Promise<ScrollRun> {
  return page.evaluate(
    ({ selector, lastPosition, step, budgetMs }) =>
      new Promise<ScrollRun>((resolve) => {
        const longTasks: number[] = [];
        const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)));
        observer.observe({ type: 'longtask' });
        const frames: number[] = [];
        const startY = window.scrollY;
        let maxCards = 0;
        let reached = 0;
        let stuck = 0;
        let started = 0;
        let previous = 0;
        let previousY = -1;
        const frame = (now: number) => {
          if (previous) frames.push(now - previous);
          else started = now;
          previous = now;
          const cards = document.querySelectorAll(selector);
          maxCards = Math.max(maxCards, cards.length);
          cards.forEach((card) => (reached = Math.max(reached, Number(card.getAttribute('aria-posinset')))));
          stuck = window.scrollY === previousY ? stuck + 1 : 0;
          previousY = window.scrollY;
          if (reached >= lastPosition || stuck >= 10 || now - started > budgetMs) {
            longTasks.push(...observer.takeRecords().map((entry) => entry.duration));
            observer.disconnect();
            resolve({ frames, longTasks, scrolledPx: window.scrollY - startY, lastPosition: reached, maxCards, elapsedMs: now - started });
            return;
          }
          window.scrollBy(0, step);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { selector: FEED_CARDS, lastPosition, step: STEP_PX, budgetMs: SCROLL_BUDGET_MS },
  );
}

async function measure(browser: Browser, appUrl: string, login: { email: string; password: string }): Promise<Figures> {
  const { context, page } = await newPage(browser, 'desktop');
  try {
    // tsx compiles with keepNames, so the functions handed to page.evaluate call esbuild's __name helper.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    page.setDefaultTimeout(15_000);
    await page.goto(`${appUrl}/login`);
    await logIn(page, login.email, login.password);
    await page.waitForURL('**/home');
    await page.locator(FEED_CARDS).first().waitFor();

    const loadMs = await loadPosts(page, FEED_TARGET);
    const afterLoad = { ...(await counts(page)), heapBytes: await heapUsed(page) };

    // Back to the top and let the page settle before the measured run.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    const scroll = await scrollThrough(page, afterLoad.loaded);
    const afterScroll = { ...(await counts(page)), heapBytes: await heapUsed(page) };
    return { loaded: afterLoad.loaded, loadMs, afterLoad, afterScroll, scroll };
  } finally {
    await context.close();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const int = (value: number) => Math.round(value).toLocaleString('en-US');

function print(figures: Figures, engine: string) {
  const { afterLoad, afterScroll, scroll } = figures;
  const sorted = [...scroll.frames].sort((a, b) => a - b);
  const total = scroll.frames.reduce((sum, delta) => sum + delta, 0);
  const longTotal = scroll.longTasks.reduce((sum, duration) => sum + duration, 0);
  const { width, height } = VIEWPORTS.desktop;
  console.log(`\nClient: the home feed in headless Chromium (${width}x${height}), built client on ${engine}\n`);
  const rows: Array<[string, string]> = [
    [
      'posts loaded',
      `${figures.loaded} (${Math.ceil(figures.loaded / 10)} pages in ${(figures.loadMs / 1000).toFixed(1)} s), ${afterScroll.loaded} once the scroll reached the end`,
    ],
    [
      'post cards in the DOM',
      `${afterLoad.cards} after loading, ${afterScroll.cards} after the scroll, at most ${scroll.maxCards} while scrolling`,
    ],
    [
      'DOM nodes (elements)',
      `${int(afterLoad.nodes)} (${int(afterLoad.elements)}) after loading, ${int(afterScroll.nodes)} (${int(afterScroll.elements)}) after the scroll`,
    ],
    ['JS heap used after GC', `${mb(afterLoad.heapBytes)} after loading, ${mb(afterScroll.heapBytes)} after the scroll`],
    [
      'scroll',
      `${int(scroll.scrolledPx)} px to post ${scroll.lastPosition} of ${figures.loaded} in ${(scroll.elapsedMs / 1000).toFixed(1)} s, ${STEP_PX} px a frame`,
    ],
    ['frames', `${scroll.frames.length}, average ${total > 0 ? ((scroll.frames.length * 1000) / total).toFixed(1) : 'n/a'} fps`],
    [
      'frame time',
      `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? 0)}`,
    ],
    ['long tasks > 50 ms', `${scroll.longTasks.length} (${ms(longTotal)} in all, longest ${ms(Math.max(0, ...scroll.longTasks))})`],
  ];
  for (const [name, value] of rows) console.log(`  ${name.padEnd(24)}${value}`);
}

/**
 * "The client keeps a 500-item feed smooth": prints the figures, or one line saying why there are
 * none. Never throws; the browser is closed whatever happens.
 */
export function feedScrollFigure(appUrl: string, login: { email: string; password: string }, engine: string): Promise<void> {
  return browserFigure(
    'Client feed scroll',
    BUDGET_MS,
    (browser) => measure(browser, appUrl, login),
    (figures) => print(figures, engine),
  );
}
