import { describe, expect, it } from 'vitest';
import { openWatchedPage, serverAndBrowser } from './support';

/** Issue 31, item 3: the feed's pictures come in the width and format the screen needs. */
const SCREENS = 'test-results/screens/images';
const CREATOR = 'creator@fanclub.local';
const PASSWORD = 'Demo@1234';

const running = serverAndBrowser(SCREENS);

interface Fetched {
  url: string;
  type: string;
}

describe('responsive images on a phone', () => {
  it('the feed’s first picture is a small AVIF width picked by its <picture>, eager and first, preloaded as the card picks it; never the original', async () => {
    const { context, page, errors } = await openWatchedPage(running.browser, 'phone');
    const fetched: Fetched[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/media/'))
        fetched.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
    });
    await page.goto(`${running.server.url}/login`);
    await page.locator('input[name="email"]').fill(CREATOR);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[type="checkbox"]').check();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/home');
    // The demo's widths are made by the jobs the server queued at start: until then the card draws the original.
    const leadPicture = page.getByRole('feed').getByRole('article').first().locator('picture');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('feed').getByRole('article').first().waitFor();
          return leadPicture.count();
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toBe(1);

    // A returning person: /home reloads, its first picture preloaded before the code draws the card.
    fetched.length = 0;
    await page.reload();
    const lead = page.getByRole('feed').getByRole('article').first().locator('picture img');
    await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const drawn = await lead.evaluate((img: HTMLImageElement) => ({
      currentSrc: img.currentSrc,
      src: img.src,
      // naturalWidth is density-corrected (the shown width): the picked file's width is its srcset descriptor.
      pickedWidth: [...img.parentElement!.querySelectorAll('source')]
        .flatMap((source) => source.srcset.split(', '))
        .find((entry) => entry.split(' ')[0] === img.currentSrc || new URL(entry.split(' ')[0]!, location.href).href === img.currentSrc)
        ?.split(' ')[1],
      shownWidth: Math.round(img.getBoundingClientRect().width),
      loading: img.getAttribute('loading'),
      fetchPriority: img.getAttribute('fetchpriority'),
      sources: [...img.parentElement!.querySelectorAll('source')].map((source) => ({
        type: source.type,
        sizes: source.sizes,
        widths: source.srcset.split(', ').map((entry) => entry.split(' ')[1]),
      })),
    }));
    expect(drawn.loading).toBe('eager');
    expect(drawn.fetchPriority).toBe('high');
    expect(drawn.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(drawn.sources[0]!.widths).toEqual(['320w', '640w', '960w', '1280w']);
    // 390 px wide at one device pixel a CSS pixel: the card is ~346 px, so 640 w, not the 1440 px original.
    expect(new URL(drawn.currentSrc).pathname).toMatch(/^\/media\/variant\/.+\.avif$/);
    expect(drawn.pickedWidth).toBe('640w');
    expect(drawn.shownWidth).toBeGreaterThan(320);
    expect(drawn.shownWidth).toBeLessThanOrEqual(640);

    // The request log: the picked AVIF, never the original JPEG nor another width of the lead picture.
    const leadFetches = fetched.filter((entry) => entry.url === drawn.currentSrc);
    expect(leadFetches.length).toBeGreaterThanOrEqual(1);
    expect(leadFetches.every((entry) => entry.type === 'image/avif')).toBe(true);
    expect(fetched.filter((entry) => entry.url === drawn.src)).toEqual([]);
    const otherVariants = fetched.filter((entry) => entry.url.includes('/media/variant/') && entry.url !== drawn.currentSrc);
    expect(otherVariants.every((entry) => !entry.url.includes('.avif') || entry.type === 'image/avif')).toBe(true);

    const [avif, original] = await Promise.all([fetch(drawn.currentSrc), fetch(drawn.src)]);
    const avifBytes = (await avif.arrayBuffer()).byteLength;
    const originalBytes = (await original.arrayBuffer()).byteLength;
    console.log(`lead picture: ${avifBytes} bytes of AVIF 640 w instead of ${originalBytes} bytes of the 1440 px JPEG`);
    expect(avifBytes * 4).toBeLessThan(originalBytes);

    await page.screenshot({ path: `${SCREENS}/home-phone.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
