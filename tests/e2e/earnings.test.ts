import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loggedInPage, serverAndBrowser } from './support';

const SCREENS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
const CREATOR = 'creator@fanclub.local';

const running = serverAndBrowser(SCREENS);

/** The earnings dashboard (decision 49): Clara's seeded sales, read from the ledger, charted and downloaded. */
describe('earnings in the browser', () => {
  it('a creator opens Earnings from the account menu: totals, the charts, top fans, weeks, and a month’s CSV statement', async () => {
    const { page, errors, context } = await loggedInPage(running, CREATOR, PASSWORD);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Earnings' }).click();
    await page.waitForURL('**/earnings');
    await page.getByRole('figure', { name: 'Net earnings by source' }).waitFor();
    // The charts are drawn by uPlot, loaded with this screen only.
    await expect.poll(() => page.locator('.uplot canvas').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const fans = page.getByRole('list', { name: 'Top fans' });
    await fans.getByRole('listitem').first().waitFor();
    expect(await fans.getByRole('listitem').count()).toBeGreaterThan(1);
    const table = page.getByRole('table');
    await expect(table.textContent()).resolves.toContain('Tips');
    await page.screenshot({ path: `${SCREENS}/earnings-en-desktop.png`, fullPage: true });

    // Grouped by week: the server answers twelve weeks.
    await page.getByRole('tab', { name: 'Weekly · 12 weeks' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Weekly · 12 weeks' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('figure', { name: 'Net earnings by source' }).waitFor();

    // This month's statement, as a file: a header, her sales, a total line.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/gross/i);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.at(-1)).toMatch(/total/i);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('es on a phone; a fan has no Earnings in the account menu', async () => {
    const creator = await loggedInPage(running, CREATOR, PASSWORD, 'phone', 'es');
    await creator.page.goto(`${running.server.url}/earnings`);
    await creator.page.getByRole('figure', { name: 'Ganancias netas por origen' }).waitFor();
    await expect.poll(() => creator.page.locator('.uplot canvas').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await creator.page.screenshot({ path: `${SCREENS}/earnings-es-phone.png`, fullPage: true });
    expect(creator.errors).toEqual([]);
    await creator.context.close();

    const fan = await loggedInPage(running, 'fan@fanclub.local', PASSWORD);
    await fan.page.getByRole('button', { name: 'Account menu' }).click();
    await fan.page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await fan.page.getByRole('menuitem', { name: 'Earnings' }).count()).toBe(0);
    await fan.context.close();
  });
});
