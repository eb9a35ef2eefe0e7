import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { logIn, openWatchedPage, serverAndBrowser } from './support';

const SCREENS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
// Milo follows Clara and Nina, not Theo: the journeys follow Theo and take it back.
const MILO = 'milo@fanclub.local';
const LENA = 'lena@fanclub.local';

const running = serverAndBrowser(SCREENS);

type Viewport = 'desktop' | 'phone';

async function loggedIn(email: string, viewport: Viewport = 'desktop', locale: 'en' | 'es' = 'en') {
  const watched = await openWatchedPage(running.browser, viewport);
  await watched.page.goto(`${running.server.url}/login`);
  await logIn(watched.page, email, PASSWORD);
  await watched.page.waitForURL('**/home');
  if (locale !== 'en') {
    await watched.page.evaluate((value) => localStorage.setItem('local', value), locale);
    await watched.page.reload();
  }
  return watched;
}

/** The id of a demo person, as the login answers it. */
async function idOf(email: string): Promise<number> {
  const answer = await fetch(`${running.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await answer.json()) as { data: { user: { id: number } } }).data.user.id;
}

const followersCount = async (page: Page) => Number(await page.locator('[data-count="followers"]').innerText());

/**
 * Clicks Follow or Unfollow and waits for the server's answer to it: the button turns at once (optimistically),
 * so a reload or another page read before the answer may find the server without the change.
 */
async function clickAnswered(page: Page, button: Locator, endpoint: typeof Endpoints.follow | typeof Endpoints.unfollow) {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === endpoint.path && response.request().method() === endpoint.method,
  );
  await button.click();
  expect((await answer).status()).toBe(200);
}

/** Lets the welcome toast go before a picture. */
const settle = (page: Page) => page.waitForTimeout(3_200);

describe('people', () => {
  it('from a profile: follow changes the button and the count, the followers modal lists you, unfollow restores', async () => {
    const { page, context, errors } = await loggedIn(MILO);
    await page.goto(`${running.server.url}/user-profile/${await idOf('theo@fanclub.local')}`);
    const profile = page.getByRole('main');
    await profile.getByRole('heading', { level: 1, name: /Theo Strong/ }).waitFor();
    const before = await followersCount(page);
    await clickAnswered(page, profile.getByRole('button', { name: 'Follow', exact: true }), Endpoints.follow);
    await profile.getByRole('button', { name: 'Unfollow' }).waitFor();
    await expect.poll(() => followersCount(page)).toBe(before + 1);

    await page.locator('[data-count="followers"]').click();
    const modal = page.getByRole('dialog', { name: 'Followers' });
    await modal.getByRole('link', { name: /Milo Rivers/ }).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    await clickAnswered(page, profile.getByRole('button', { name: 'Unfollow' }), Endpoints.unfollow);
    await profile.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await expect.poll(() => followersCount(page)).toBe(before);
    // The server agrees: a reload reads the same.
    await page.reload();
    await profile.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await expect.poll(() => followersCount(page)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown profile says so', async () => {
    const { page, context } = await loggedIn(MILO);
    await page.goto(`${running.server.url}/user-profile/999999`);
    // Not found is final: a way home, not a retry that cannot help.
    await page.getByRole('link', { name: 'Go to home' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByRole('main').innerText()).toMatch(/not found/i);
    await context.close();
  });

  it('the suggestions panel follows someone and their posts reach the home feed after a reload', async () => {
    const { page, context, errors } = await loggedIn(MILO);
    const panel = page.locator('[data-region="suggestions"]').first();
    const theo = panel.getByRole('listitem').filter({ hasText: 'Theo Strong' });
    await theo.waitFor();
    expect(await panel.getByText('Milo Rivers').count()).toBe(0);
    await clickAnswered(page, theo.getByRole('button', { name: 'Follow', exact: true }), Endpoints.follow);
    await theo.getByRole('button', { name: 'Following' }).waitFor();
    await page.reload();
    await page.getByRole('feed').getByRole('article').filter({ hasText: 'Theo Strong' }).first().waitFor();
    // Take it back, so the other journeys start from the seed (answered before the page closes).
    await clickAnswered(
      page,
      page
        .locator('[data-region="suggestions"]')
        .first()
        .getByRole('listitem')
        .filter({ hasText: 'Theo Strong' })
        .getByRole('button', { name: 'Following' }),
      Endpoints.unfollow,
    );
    await page
      .locator('[data-region="suggestions"]')
      .first()
      .getByRole('listitem')
      .filter({ hasText: 'Theo Strong' })
      .getByRole('button', { name: 'Follow', exact: true })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a post card offers Follow on an author not followed yet; once followed, it leaves every card of theirs', async () => {
    const { page, context, errors } = await loggedIn(MILO);
    await page.goto(`${running.server.url}/tags/fitness`);
    const theoCards = page.getByRole('feed').getByRole('article').filter({ hasText: 'Theo Strong' });
    await theoCards.first().waitFor();
    const follows = theoCards.getByRole('button', { name: 'Follow', exact: true });
    expect(await follows.count()).toBeGreaterThan(0);
    await clickAnswered(page, follows.first(), Endpoints.follow);
    await expect.poll(() => follows.count()).toBe(0);
    await page.reload();
    await theoCards.first().waitFor();
    expect(await follows.count()).toBe(0);
    // Take it back, so the other journeys start from the seed.
    await page.goto(`${running.server.url}/user-profile/${await idOf('theo@fanclub.local')}`);
    await clickAnswered(page, page.getByRole('main').getByRole('button', { name: 'Unfollow' }), Endpoints.unfollow);
    await page.getByRole('main').getByRole('button', { name: 'Follow', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the post detail modal offers Follow and Unfollow on its author, as the user store has them', async () => {
    const { page, context, errors } = await loggedIn(MILO);
    await page.goto(`${running.server.url}/explore`);
    await page
      .getByRole('list', { name: 'Trending posts' })
      .getByRole('button', { name: /Post by Theo Strong/ })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: 'Theo Strong' });
    await clickAnswered(page, modal.getByRole('button', { name: 'Follow', exact: true }), Endpoints.follow);
    await modal.getByRole('button', { name: 'Unfollow' }).waitFor();
    await page.screenshot({ path: `${SCREENS}/people-post-detail-follow-en-desktop.png` });
    // The server agrees: his profile, opened afresh, reads Unfollow; take it back there, so the other journeys start from the seed.
    await page.keyboard.press('Escape');
    await page.goto(`${running.server.url}/user-profile/${await idOf('theo@fanclub.local')}`);
    await clickAnswered(page, page.getByRole('main').getByRole('button', { name: 'Unfollow' }), Endpoints.unfollow);
    await page.getByRole('main').getByRole('button', { name: 'Follow', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explore: the People tab lists trending people, the Tags tab lists and searches hashtags', async () => {
    const { page, context, errors } = await loggedIn(LENA);
    await page.goto(`${running.server.url}/explore`);
    await page.getByRole('tab', { name: 'People' }).click();
    const people = page.getByRole('list', { name: 'People' });
    await people.getByRole('listitem').first().waitFor();
    expect(await people.getByText('Lena Listener').count()).toBe(0);
    const asked: { search: string; page: number }[] = [];
    page.on(
      'request',
      (request) =>
        request.url().endsWith('/api/feeds/search-tags') && asked.push(request.postDataJSON() as { search: string; page: number }),
    );
    await page.getByRole('tab', { name: 'Tags' }).click();
    const tags = page.getByRole('list', { name: 'Hashtags' });
    const first = tags.getByRole('link').first();
    await first.waitFor();
    // The server pages the hashtags: the tab scrolls on by itself until a page comes back empty.
    await expect.poll(() => asked.filter((body) => body.search === '').map((body) => body.page)).toContain(2);
    await expect.poll(() => page.getByRole('tabpanel').getByText('Loading...').count()).toBe(0);
    const tag = (await first.locator('strong').innerText()).replace(/^#/, '');
    await page.getByLabel('Search hashtags').fill(tag.slice(0, 3));
    await tags.getByRole('link', { name: new RegExp(`#${tag}`) }).waitFor();
    await page.getByLabel('Search hashtags').fill('zzzznotatag');
    await page.getByText('No Result Found !').waitFor();
    await page.getByLabel('Search hashtags').fill('');
    await tags.getByRole('link', { name: new RegExp(`#${tag}`) }).click();
    await page.waitForURL(`**/tags/${encodeURIComponent(tag)}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('people screenshots (en and es, desktop and phone)', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const locale of ['en', 'es'] as const) {
      it(`${viewport} ${locale}: profile, followers and following modals, suggestions, explore People and Tags`, async () => {
        const { page, context, errors } = await loggedIn(MILO, viewport, locale);
        const name = (screen: string) => `${SCREENS}/people-${screen}-${locale}-${viewport}.png`;
        await page.getByRole('feed').getByRole('article').first().waitFor();
        if (viewport === 'desktop') await page.locator('[data-region="suggestions"] li').first().waitFor();
        await settle(page);
        await page.screenshot({ path: name('home') });

        await page.goto(`${running.server.url}/user-profile/${await idOf('nina@fanclub.local')}`);
        await page.getByRole('heading', { level: 1, name: /Nina Beats/ }).waitFor();
        await page.waitForTimeout(500);
        await page.screenshot({ path: name('profile') });
        await page.locator('[data-count="followers"]').click();
        await page.getByRole('dialog').getByRole('listitem').first().waitFor();
        await page.screenshot({ path: name('followers') });
        await page.keyboard.press('Escape');
        await page.locator('[data-count="following"]').click();
        await page.getByRole('dialog').getByRole('listitem').first().waitFor();
        await page.screenshot({ path: name('following') });
        await page.keyboard.press('Escape');

        await page.goto(`${running.server.url}/explore?tab=people`);
        await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
        await page.screenshot({ path: name('explore-people') });
        await page.getByRole('tab').nth(2).click();
        await page.getByRole('tabpanel').getByRole('link').first().waitFor();
        // The tabs fit the screen: choosing the last one does not scroll the page sideways.
        expect(await page.evaluate(() => [document.documentElement.scrollWidth <= window.innerWidth, window.scrollX])).toEqual([true, 0]);
        await page.screenshot({ path: name('explore-tags') });
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
