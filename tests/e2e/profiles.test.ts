import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, serverAndBrowser } from './support';

const SCREENS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
const FAN = 'fan@fanclub.local';
const CREATOR = 'creator@fanclub.local';

const running = serverAndBrowser(SCREENS);

/** The id of a demo person, as the login answers it. */
async function idOf(email: string): Promise<number> {
  const answer = await fetch(`${running.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await answer.json()) as { data: { user: { id: number } } }).data.user.id;
}

const selectedTab = (page: Page) => page.getByRole('tablist').last().getByRole('tab', { selected: true });

describe('profiles', () => {
  it("a fan moves through Clara's Posts, Media and Locked tabs (mouse, arrow keys, reload), and switches auto-renew of his plan with Nina", async () => {
    const { context, page, errors } = await loggedInPage(running, FAN, PASSWORD, 'desktop', 'en');
    const clara = await idOf(CREATOR);
    await page.goto(`${running.server.url}/user-profile/${clara}`);
    const tabs = page.getByRole('tablist', { name: /What Clara/ });
    await tabs.getByRole('tab', { name: /Posts\s*\d+/ }).waitFor();
    expect(await selectedTab(page).innerText()).toMatch(/^Posts/);
    await page.getByText(/\d+ posts/).waitFor();

    // Media: a grid of tiles, counted as photos and videos.
    await tabs.getByRole('tab', { name: /Media/ }).click();
    await page.waitForURL(/\?tab=media$/);
    await page
      .getByTestId('media-counts')
      .getByText(/\d+ photos · 1 video/)
      .waitFor();
    const grid = page.getByRole('list', { name: 'Media' });
    await grid.getByRole('button').first().waitFor();
    expect(await grid.getByRole('button').count()).toBeGreaterThanOrEqual(4);
    await page.screenshot({ path: `${SCREENS}/profile-media-en-desktop.png` });

    // The arrow key moves to Locked; focus follows; the address too.
    await selectedTab(page).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\?tab=locked$/);
    expect(await selectedTab(page).innerText()).toMatch(/^Locked\s*2/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-tab'))).toBe('locked');
    const locked = page.getByRole('region', { name: 'Locked posts' });
    await locked.getByRole('article').filter({ hasText: 'golden-hour shoot' }).waitFor();
    await locked.getByRole('article').filter({ hasText: 'rooftop series' }).waitFor();
    // A locked card names its price and never carries the file.
    expect(await locked.innerText()).toMatch(/50/);
    const sources = await locked
      .locator('img, video, audio, source')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? node.getAttribute('srcset') ?? ''));
    for (const source of sources) expect(source).not.toMatch(/post\/(videos|images)\//);
    await page.screenshot({ path: `${SCREENS}/profile-locked-en-desktop.png` });

    // The tab survives a reload; Home goes back to Posts.
    await page.reload();
    await page.getByRole('region', { name: 'Locked posts' }).getByRole('article').first().waitFor();
    expect(await selectedTab(page).innerText()).toMatch(/^Locked/);
    await selectedTab(page).focus();
    await page.keyboard.press('Home');
    await page.waitForURL((url) => url.search === '');
    expect(await selectedTab(page).innerText()).toMatch(/^Posts/);

    // Nina: his monthly plan, its renewal date and the auto-renew switch.
    const nina = await idOf('nina@fanclub.local');
    await page.goto(`${running.server.url}/user-profile/${nina}`);
    const mine = page.getByRole('region', { name: 'Your subscription' });
    await mine.getByText('Monthly').waitFor();
    await mine.getByText(/Renews on/).waitFor();
    const autoRenew = mine.getByRole('switch', { name: 'Auto-renew' });
    expect(await autoRenew.isChecked()).toBe(true);
    await page.screenshot({ path: `${SCREENS}/profile-subscription-en-desktop.png` });
    await autoRenew.click();
    const confirm = page.getByRole('dialog', { name: 'Turn off auto-renew?' });
    await confirm.getByText(/will not be charged again/).waitFor();
    await confirm.getByRole('button', { name: 'Yes, turn it off' }).click();
    await confirm.waitFor({ state: 'detached' });
    await mine.getByText(/Ends on .*; it will not be charged again/).waitFor();
    expect(await autoRenew.isChecked()).toBe(false);
    await page.reload();
    await page
      .getByRole('region', { name: 'Your subscription' })
      .getByText(/Ends on/)
      .waitFor();
    expect(await page.getByRole('switch', { name: 'Auto-renew' }).isChecked()).toBe(false);
    // And back on, as the demo had it.
    await page.getByRole('switch', { name: 'Auto-renew' }).click();
    await page.getByRole('dialog', { name: 'Turn on auto-renew?' }).getByRole('button', { name: 'Yes, turn it on' }).click();
    await page
      .getByRole('region', { name: 'Your subscription' })
      .getByText(/Renews on/)
      .waitFor();
    expect(await page.getByRole('switch', { name: 'Auto-renew' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Clara edits her bio from Edit profile on her own profile, and the page shows it once the editor closes', async () => {
    const { context, page, errors } = await loggedInPage(running, CREATOR, PASSWORD, 'desktop', 'en');
    await page.goto(`${running.server.url}/my-profile`);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    const bio = dialog.getByLabel('Bio');
    await bio.waitFor();
    await page.screenshot({ path: `${SCREENS}/profile-edit-en-desktop.png` });
    await bio.fill('Photographer. Golden hour, every week.');
    await dialog.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Photographer. Golden hour, every week.').waitFor();
    expect(page.url()).toMatch(/\/my-profile$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("es, phone: Clara's Media tab in Spanish plurals, her Locked tab, and the fan's plan with Nina", async () => {
    const { context, page, errors } = await loggedInPage(running, FAN, PASSWORD, 'phone', 'es');
    const clara = await idOf(CREATOR);
    await page.goto(`${running.server.url}/user-profile/${clara}?tab=media`);
    await page
      .getByTestId('media-counts')
      .getByText(/\d+ fotos · 1 vídeo/)
      .waitFor();
    expect(await selectedTab(page).innerText()).toMatch(/^Multimedia/);
    await page.getByRole('list', { name: 'Multimedia' }).getByRole('button').first().waitFor();
    await page.screenshot({ path: `${SCREENS}/profile-media-es-phone.png`, fullPage: true });
    await page.getByRole('tab', { name: /Bloqueado/ }).click();
    await page.waitForURL(/\?tab=locked$/);
    await page.getByRole('region', { name: 'Publicaciones bloqueadas' }).getByRole('article').first().waitFor();
    await page.screenshot({ path: `${SCREENS}/profile-locked-es-phone.png` });

    const nina = await idOf('nina@fanclub.local');
    await page.goto(`${running.server.url}/user-profile/${nina}`);
    const mine = page.getByRole('region', { name: 'Tu suscripción' });
    await mine.getByText(/Se renueva el/).waitFor();
    expect(await mine.getByRole('switch', { name: 'Renovación automática' }).isChecked()).toBe(true);
    // Above the phone's bottom navigation.
    await mine.getByRole('switch').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SCREENS}/profile-subscription-es-phone.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
