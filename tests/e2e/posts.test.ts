import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findCard, logIn, loggedInPage, nextFrame, openWatchedPage, serverAndBrowser } from './support';

const SCREENS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
const CREATOR = 'creator@fanclub.local';
const FAN = 'fan@fanclub.local';
const OTHER_FAN = 'lena@fanclub.local';

const running = serverAndBrowser(SCREENS);

type Viewport = 'desktop' | 'phone';

/** A fresh watched page, logged in through the form as `email`, on /home. */
async function loggedIn(email: string, viewport: Viewport = 'desktop') {
  const watched = await openWatchedPage(running.browser, viewport);
  await watched.page.goto(`${running.server.url}/login`);
  await logIn(watched.page, email, PASSWORD);
  await watched.page.waitForURL('**/home');
  await feedOf(watched.page).getByRole('article').first().waitFor();
  // The welcome toast would cover the header in every picture; it may also have closed on its own.
  const welcome = watched.page.getByTestId('toast').filter({ hasText: 'Logged in successfully' });
  await welcome
    .getByRole('button', { name: 'Dismiss' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await welcome.waitFor({ state: 'detached' });
  await watched.page.mouse.move(0, 300); // no hover left on the header where the toast was
  return watched;
}

const feedOf = (page: Page) => page.getByRole('feed');
const firstCard = (page: Page) => feedOf(page).getByRole('article').first();

const endOfFeed = (page: Page) => page.getByText('yah! you have seen it all');

/** Scrolls the whole feed to its end message and returns the text of every card drawn on the way. */
async function readWholeFeed(page: Page): Promise<string[]> {
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        for (const text of await feedOf(page).getByRole('article').allInnerTexts()) seen.add(text);
        if (await endOfFeed(page).isVisible()) return true;
        await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.7));
        await nextFrame(page);
        return false;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(true);
  return [...seen];
}

/** A success toast with `text`; dismissed once seen so the next one cannot be confused with it. */
async function expectToast(page: Page, text: string) {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.first().waitFor();
  await toast.first().getByRole('button', { name: 'Dismiss' }).click();
  await toast.first().waitFor({ state: 'detached' });
}

/** A real PNG made with sharp: a two-colour gradient with a word on it. */
async function picture(word: string, from: string, to: string, width = 960, height = 640) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="54%" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${word}</text>
  </svg>`;
  return {
    name: `${word.toLowerCase().replace(/\W+/g, '-')}.png`,
    mimeType: 'image/png',
    buffer: await sharp(Buffer.from(svg)).png().toBuffer(),
  };
}

const demoMedia = async (name: string, mimeType: string) => ({ name, mimeType, buffer: await readFile(`server/db/demo-media/${name}`) });

async function apiLogin(email: string) {
  const answer = (await (
    await fetch(`${running.server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
  ).json()) as { data: { token: string; user: { id: number } } };
  return answer.data;
}

interface ApiPost {
  id: number;
  description: string;
  post_type_link: string;
  thumb_image: string | null;
  is_lock: number | boolean;
}

/** The home feed as the API gives it to `token`, every page. */
async function apiHomeFeed(token: string): Promise<ApiPost[]> {
  const all: ApiPost[] = [];
  for (let page = 1; ; page++) {
    const answer = (await (
      await fetch(`${running.server.url}/api/feeds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ page }),
      })
    ).json()) as { data: ApiPost[] };
    if (answer.data.length === 0) return all;
    all.push(...answer.data);
  }
}

async function openComposer(page: Page, button: 'Write something…' | 'Photo' | 'Video' | 'Audio' | 'Poll', title: string) {
  await page.getByRole('region', { name: 'Create a post' }).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** Posts the open composer and waits for the toast and the new post on top of the home feed. */
async function post(page: Page, dialog: Locator, description: string) {
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await expectToast(page, 'Post created successfully');
  await expect.poll(() => firstCard(page).innerText()).toContain(description);
}

describe('creating posts', () => {
  it('a verified creator creates an image, video, audio (pay-per-view), text and poll post through the composer', async () => {
    const { context, page, errors } = await loggedIn(CREATOR);

    // Image post with two images.
    let dialog = await openComposer(page, 'Photo', 'Create image post');
    await dialog.getByLabel('Caption').fill('Two frames from the rooftop #e2eimage #rooftop');
    await dialog
      .getByLabel('Images')
      .setInputFiles([await picture('Rooftop', '#0ea5e9', '#6366f1'), await picture('Dusk', '#f97316', '#db2777')]);
    await dialog.getByRole('img', { name: 'Preview of rooftop.png' }).waitFor();
    await dialog.getByRole('img', { name: 'Preview of dusk.png' }).waitFor();
    await post(page, dialog, 'Two frames from the rooftop');
    const imageCard = firstCard(page);
    await imageCard.getByRole('region', { name: 'Images of the post' }).waitFor();
    await imageCard.getByRole('img', { name: 'Image 1 of 2' }).waitFor();
    await imageCard.getByRole('button', { name: 'Next image' }).click();
    await imageCard.getByRole('img', { name: 'Image 2 of 2' }).waitFor();

    // Video post: mp4, thumbnail and a teaser.
    dialog = await openComposer(page, 'Video', 'Create video post');
    await dialog.getByLabel('Caption').fill('A short clip from the studio #e2evideo');
    await dialog.getByLabel('Video', { exact: true }).setInputFiles(await demoMedia('clip.mp4', 'video/mp4'));
    await dialog.getByLabel('Thumbnail').setInputFiles(await picture('Studio', '#111827', '#10b981'));
    await dialog.getByLabel('Teaser (optional)').setInputFiles(await demoMedia('teaser.mp4', 'video/mp4'));
    await post(page, dialog, 'A short clip from the studio');
    const videoCard = firstCard(page);
    await expect.poll(() => videoCard.locator('video').getAttribute('src')).toMatch(/\/media\//);
    await videoCard.getByRole('button', { name: 'Teaser' }).waitFor();

    // Audio post, sold pay-per-view: its owner still sees it unlocked.
    dialog = await openComposer(page, 'Audio', 'Create audio post');
    await dialog.getByLabel('Caption').fill('A voice memo, 25 coins #e2eaudio');
    await dialog.getByLabel('Audio', { exact: true }).setInputFiles(await demoMedia('tone.mp3', 'audio/mpeg'));
    await dialog.getByLabel('Cover').setInputFiles(await picture('Memo', '#7c3aed', '#0ea5e9', 600, 600));
    await dialog.getByRole('radio', { name: 'Paid' }).check();
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: 'amount required' }).waitFor();
    await dialog.getByLabel('Price in coins').fill('25');
    await post(page, dialog, 'A voice memo, 25 coins');
    const audioCard = firstCard(page);
    await audioCard.getByRole('button', { name: 'Play' }).waitFor();
    await audioCard.getByRole('img', { name: 'Audio cover' }).waitFor();
    expect(await audioCard.getByLabel('Locked content').count()).toBe(0);
    expect(await audioCard.locator('audio').getAttribute('src')).toMatch(/\/media\/.+sig=/);

    // Text post tagging two people with the header's search: one clicked, one chosen with the keys; a third taken back out.
    dialog = await openComposer(page, 'Write something…', 'Create text post');
    await dialog.getByLabel("What's on your mind?").fill('Shooting in the rain tomorrow, any tips? #e2etext');
    const tagBox = dialog.getByRole('combobox', { name: 'Search people to tag' });
    const tagged = dialog.getByRole('list', { name: 'Tagged people' });
    await tagBox.fill('nin');
    await dialog.getByRole('option', { name: /Nina/ }).click();
    await tagged.getByText(/Nina/).waitFor();
    expect(await tagBox.inputValue()).toBe('');
    await tagBox.fill('mil');
    await dialog.getByRole('option', { name: /Milo Rivers/ }).waitFor();
    await page.screenshot({ path: `${SCREENS}/compose-tag-search.png` });
    await tagBox.press('ArrowDown');
    await tagBox.press('Enter');
    await tagged.getByText('Milo Rivers').waitFor();
    await tagBox.fill('the');
    await dialog.getByRole('option', { name: /Theo Strong/ }).click();
    await dialog.getByRole('button', { name: 'Remove Theo Strong' }).click();
    expect(await tagged.getByRole('listitem').count()).toBe(2);
    await page.screenshot({ path: `${SCREENS}/compose-tag-people.png` });
    await post(page, dialog, 'Shooting in the rain tomorrow, any tips?');
    const textCard = firstCard(page);
    const withLine = textCard.getByLabel('Tagged people');
    await expect.poll(() => withLine.innerText()).toBe('With Nina Beats, Milo Rivers');
    await textCard.screenshot({ path: `${SCREENS}/post-tagged-people.png` });
    await withLine.getByRole('link', { name: 'Milo Rivers' }).click();
    await page.waitForURL('**/user-profile/*');
    await page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: /Milo Rivers/ })
      .waitFor();
    await page.goBack();
    await page.waitForURL('**/home');

    // Poll with text options.
    dialog = await openComposer(page, 'Poll', 'Create poll');
    await dialog.getByLabel('Caption').fill('Help me choose #e2epoll');
    await dialog.getByLabel('Question').fill('Which lens next?');
    await dialog.getByRole('textbox', { name: 'Option 1' }).fill('35 mm');
    await dialog.getByRole('textbox', { name: 'Option 2' }).fill('50 mm');
    await dialog.getByRole('textbox', { name: 'Option 3' }).fill('85 mm');
    await post(page, dialog, 'Which lens next?');
    const pollCard = firstCard(page);
    for (const option of ['35 mm', '50 mm', '85 mm']) await pollCard.getByRole('button', { name: option }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a caption over 240 characters is refused at once and disables Post', async () => {
    const { context, page, errors } = await loggedIn(CREATOR);
    const dialog = await openComposer(page, 'Photo', 'Create image post');
    await dialog.getByLabel('Caption').fill('x'.repeat(241));
    await dialog.getByText('please enter less then 240 word').waitFor();
    expect(await dialog.getByRole('button', { name: 'Post', exact: true }).isDisabled()).toBe(true);
    await dialog.getByLabel('Caption').fill('x'.repeat(240));
    await expect.poll(() => dialog.getByText('please enter less then 240 word').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Post', exact: true }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a fan who is not verified choosing Paid gets the verify-profile dialog', async () => {
    const { context, page, errors } = await loggedIn(FAN);
    const dialog = await openComposer(page, 'Photo', 'Create image post');
    await dialog.getByRole('radio', { name: 'Paid' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify your profile' });
    await verify.waitFor();
    await verify.getByRole('link', { name: 'Verify profile' }).waitFor();
    await verify.getByRole('button', { name: 'Not now' }).click();
    await verify.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('radio', { name: 'Free' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Price in coins').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A datetime-local value `minutes` from now, in the browser's zone (the page's and the test's are the same machine's). */
const localIn = (minutes: number) => {
  const at = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

describe('drafts and scheduled posts', () => {
  it('a creator schedules a post, finds it in Drafts & scheduled, publishes it now, and a fan sees it in the feed', async () => {
    const { context, page, errors } = await loggedIn(CREATOR);
    const dialog = await openComposer(page, 'Write something…', 'Create text post');
    await dialog.getByLabel("What's on your mind?").fill('Scheduled from the e2e run #e2escheduled');
    // Too soon is refused where the time is picked.
    await dialog.getByLabel('Schedule for').fill(localIn(2));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await dialog.getByText('Please schedule at least 5 minutes ahead').waitFor();
    await dialog.getByLabel('Schedule for').fill(localIn(24 * 60));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'Post scheduled');
    // Not in the author's own home either until it goes out.
    expect(await feedOf(page).getByRole('article').filter({ hasText: 'Scheduled from the e2e run' }).count()).toBe(0);

    await page.goto(`${running.server.url}/my-profile`);
    await page.getByRole('link', { name: 'Drafts & scheduled' }).click();
    await page.waitForURL('**/drafts');
    const list = page.getByRole('list', { name: 'Drafts & scheduled' });
    const item = list.getByRole('listitem').filter({ hasText: 'Scheduled from the e2e run' });
    await item.waitFor();
    await expect.poll(() => item.innerText()).toContain('Scheduled');
    // The seeded draft is there too.
    await list.getByRole('listitem').filter({ hasText: 'Behind the scenes of the new series' }).waitFor();
    await item.getByRole('button', { name: 'Publish now' }).click();
    await expectToast(page, 'Post published');
    await item.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();

    const fan = await loggedIn(FAN);
    await findCard(fan.page, 'Scheduled from the e2e run');
    expect(fan.errors).toEqual([]);
    await fan.context.close();
  });
});

describe('drafts screenshots', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const locale of ['en', 'es'] as const) {
      it(`${viewport}, ${locale}: the composer with its schedule control, and the Drafts & scheduled list`, async () => {
        const { context, page, errors } = await loggedInPage(running, CREATOR, PASSWORD, viewport, locale);
        const write = locale === 'en' ? 'Write something…' : 'Escribe algo…';
        const box = locale === 'en' ? 'Create a post' : 'Crear una publicación';
        await page.getByRole('region', { name: box }).getByRole('button', { name: write }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await dialog
          .locator('textarea')
          .first()
          .fill(locale === 'en' ? 'New set drops Friday #preview' : 'El viernes llega la nueva serie #preview');
        await dialog.locator('input[type="datetime-local"]').fill(localIn(2));
        await dialog.getByRole('button', { name: locale === 'en' ? 'Schedule' : 'Programar', exact: true }).click();
        await dialog.getByRole('alert').first().waitFor();
        await page.screenshot({ path: `${SCREENS}/drafts-composer-${locale}-${viewport}.png` });
        await dialog.getByRole('button', { name: locale === 'en' ? 'Cancel' : 'Cancelar', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });

        await page.goto(`${running.server.url}/drafts`);
        await page.getByRole('list').filter({ hasText: 'Behind the scenes' }).waitFor();
        await page.screenshot({ path: `${SCREENS}/drafts-list-${locale}-${viewport}.png`, fullPage: true });
        const item = page.getByRole('listitem').filter({ hasText: 'Behind the scenes' });
        await item.getByRole('button', { name: locale === 'en' ? 'Edit' : 'Editar', exact: true }).click();
        await item.locator('input[type="datetime-local"]').waitFor();
        await page.screenshot({ path: `${SCREENS}/drafts-edit-${locale}-${viewport}.png`, fullPage: true });
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('reacting to posts', () => {
  it('unlike and like: the counter goes down then up and the button says it is pressed', async () => {
    const { context, page, errors } = await loggedIn(FAN);
    const card = await findCard(page, 'Five habits that matter');
    const like = card.getByRole('button', { name: /^Like \(\d+\)$/ });
    const count = async () => Number(/\((\d+)\)/.exec((await like.getAttribute('aria-label')) ?? '')?.[1]);
    const before = await count();
    // Fabio liked it in the seed: unlike first (down), then like again (up).
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await like.click();
    await expect.poll(count).toBe(before - 1);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(count).toBe(before);
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    const again = (await findCard(page, 'Five habits that matter')).getByRole('button', { name: /^Like \(\d+\)$/ });
    expect(await again.getAttribute('aria-label')).toBe(`Like (${before})`);
    expect(await again.getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a card's time reads relative and tells the exact moment on hover", async () => {
    const { context, page, errors } = await loggedIn(FAN);
    const time = firstCard(page).locator('time').first();
    const iso = (await time.getAttribute('datetime')) ?? '';
    // Written when the pointer arrives (the first date formatter of a page is costly): none before.
    expect(await time.getAttribute('title')).toBeNull();
    await time.hover();
    await expect.poll(() => time.getAttribute('title')).toBe(await page.evaluate((moment) => new Date(moment).toLocaleString('en'), iso));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('comment and reply in the comments modal; the card counter follows', async () => {
    const { context, page, errors } = await loggedIn(FAN);
    const card = await findCard(page, 'My packing list for two weeks');
    const counterButton = card.getByRole('button', { name: /^Comments \(\d+\)$/ });
    const count = async () => Number(/\((\d+)\)/.exec((await counterButton.getAttribute('aria-label')) ?? '')?.[1]);
    const before = await count();
    await counterButton.click();
    const dialog = page.getByRole('dialog', { name: 'Comments' });
    await dialog.getByText('Resistance bands, obviously').waitFor();

    const input = dialog.getByLabel('Write a comment');
    await input.fill('A travel towel, it dries in an hour');
    await input.press('Enter');
    await dialog.getByText('A travel towel, it dries in an hour').waitFor();
    await expect.poll(() => input.inputValue()).toBe('');
    // The toast is shown in the top layer after the dialog, so it is painted above it (not hidden behind it).
    const toast = page.getByRole('status').filter({ hasText: 'Comment added' });
    await toast.waitFor();
    expect(await toast.evaluate((element) => element.closest('[popover]')?.matches(':popover-open'))).toBe(true);

    await dialog.getByRole('button', { name: 'Reply to Theo Strong' }).click();
    await dialog.getByText('Replying to Theo Strong').waitFor();
    const replyInput = dialog.getByLabel('Write a reply');
    await expect.poll(() => replyInput.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Bands weigh nothing, fair point');
    await page.keyboard.press('Enter');
    await dialog.getByRole('list', { name: 'Replies' }).getByText('Bands weigh nothing, fair point').waitFor();
    await expect.poll(() => dialog.getByText('Replying to Theo Strong').count()).toBe(0);
    expect(await dialog.getByLabel('Write a comment').inputValue()).toBe('');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(count).toBe(before + 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('vote in a poll: percentages, options disabled, and the vote survives a reload', async () => {
    // Both demo fans voted in every demo poll already; Clara has not voted in Theo's.
    const { context, page, errors } = await loggedIn(CREATOR);
    let card = await findCard(page, 'Morning or evening workouts?');
    const group = card.getByRole('group');
    const options = group.getByRole('button');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    expect(await options.first().isEnabled()).toBe(true);
    const chosen = (await options.first().innerText()).trim();
    await options.first().click();
    await expect.poll(() => options.first().getAttribute('aria-label')).toMatch(/^.+: \d+%, your vote$/);
    for (const option of await options.all()) {
      expect(await option.isDisabled()).toBe(true);
      expect(await option.innerText()).toMatch(/\d+%/);
    }
    await card.getByText('You voted').waitFor();

    await page.reload();
    await firstCard(page).waitFor();
    card = await findCard(page, 'Morning or evening workouts?');
    const again = card.getByRole('group').getByRole('button');
    await again.first().waitFor();
    expect(await again.first().getAttribute('aria-label')).toBe(
      `${chosen}: ${/\d+%/.exec(await again.first().innerText())?.[0]}, your vote`,
    );
    for (const option of await again.all()) expect(await option.isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('removing posts', () => {
  it('delete your own post from the more-menu: Post Deleted, gone from the feed, the profile count drops', async () => {
    const { context, page, errors } = await loggedIn(CREATOR);
    const dialog = await openComposer(page, 'Write something…', 'Create text post');
    await dialog.getByLabel("What's on your mind?").fill('A note that will not last #e2edelete');
    await post(page, dialog, 'A note that will not last');

    await page.goto(`${running.server.url}/my-profile`);
    const postsCount = page
      .getByRole('term')
      .filter({ hasText: /^Posts$/ })
      .locator('xpath=following-sibling::dd');
    await postsCount.waitFor();
    const before = Number(await postsCount.innerText());
    const card = await findCard(page, 'A note that will not last');
    await card.getByRole('button', { name: 'Post actions' }).click();
    await card.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete post' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Post Deleted');
    await expect.poll(() => feedOf(page).getByRole('article').filter({ hasText: 'A note that will not last' }).count()).toBe(0);
    await expect.poll(async () => Number(await postsCount.innerText())).toBe(before - 1);
    await page.reload();
    await postsCount.waitFor();
    await expect.poll(async () => Number(await postsCount.innerText())).toBe(before - 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hide someone else's post: it leaves the list", async () => {
    const { context, page, errors } = await loggedIn(OTHER_FAN);
    const card = await findCard(page, 'Leg day done');
    await card.getByRole('button', { name: 'Post actions' }).click();
    expect(await card.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
    await card.getByRole('menuitem', { name: 'Hide' }).click();
    await expect.poll(() => feedOf(page).getByRole('article').filter({ hasText: 'Leg day done' }).count()).toBe(0);
    await page.reload();
    await firstCard(page).waitFor();
    const everything = await readWholeFeed(page);
    expect(everything.some((text) => text.includes('Five habits that matter'))).toBe(true);
    expect(everything.some((text) => text.includes('Leg day done'))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('locked posts', () => {
  it('a fan sees subscriber-only and pay-per-view posts locked, and never their media URL', async () => {
    const milo = await apiLogin('milo@fanclub.local');
    const lagoon = (await apiHomeFeed(milo.token)).find((item) => item.description.includes('hidden lagoon'));
    expect(lagoon).toBeDefined();
    // The owner gets the file as a signed URL; the key alone is what must never reach the fan.
    const owned = (await (
      await fetch(`${running.server.url}/api/post/${lagoon!.id}`, { headers: { authorization: `Bearer ${milo.token}` } })
    ).json()) as {
      data: ApiPost;
    };
    const signed = new URL(owned.data.post_type_link, running.server.url);
    expect(signed.searchParams.get('sig')).toBeTruthy();
    const mediaPath = signed.pathname;
    expect((await fetch(`${running.server.url}${mediaPath}`)).status).toBe(403);
    expect((await fetch(`${running.server.url}${mediaPath}?exp=${signed.searchParams.get('exp')}&sig=forged`)).status).toBe(403);
    expect((await fetch(signed)).status).toBe(200);

    const { context, page, errors } = await openWatchedPage(running.browser);
    const seen: string[] = [];
    page.on('request', (request) => seen.push(request.url()));
    page.on('response', async (response) => {
      if (response.url().includes('/api/')) seen.push(await response.text().catch(() => ''));
    });
    await page.goto(`${running.server.url}/login`);
    await logIn(page, FAN, PASSWORD);
    await page.waitForURL('**/home');

    const subscribersOnly = await findCard(page, 'hidden lagoon');
    await subscribersOnly.getByLabel('Locked content').waitFor();
    await subscribersOnly.getByRole('button', { name: 'subscribe to unlock' }).waitFor();
    const filters = await subscribersOnly.locator('img').evaluateAll((images) => images.map((image) => getComputedStyle(image).filter));
    expect(filters.some((filter) => filter.includes('blur'))).toBe(true);
    expect(await subscribersOnly.getByRole('region', { name: 'Images of the post' }).count()).toBe(0);
    expect(await page.content()).not.toContain(mediaPath);

    const payPerView = await findCard(page, 'The full live set from Friday');
    await payPerView.getByLabel('Locked content').waitFor();
    await payPerView.getByRole('button', { name: 'unlock for 50 coins (~$0.50)' }).waitFor();
    expect(await payPerView.locator('video[src]').count()).toBe(0);

    expect(await page.content()).not.toContain(mediaPath);
    expect(seen.join('\n')).not.toContain(mediaPath);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('hashtags and explore', () => {
  it('a hashtag link on a card opens /tags/{tag} with only the posts of that tag', async () => {
    const { context, page, errors } = await loggedIn(FAN);
    const card = await findCard(page, 'Five habits that matter');
    await card.getByRole('list', { name: 'Hashtags' }).getByRole('link', { name: '#fitness' }).click();
    await page.waitForURL('**/tags/fitness');
    await page.getByRole('heading', { name: '#fitness' }).waitFor();
    await page.getByText('yah! you have seen it all').waitFor();
    const cards = feedOf(page).getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    for (const each of await cards.all()) {
      await each.getByRole('list', { name: 'Hashtags' }).getByRole('link', { name: '#fitness', exact: true }).waitFor();
    }
    expect(await feedOf(page).getByText('Sunrise over the dunes').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/explore scrolls to the end message; a tile opens the post with its comments', async () => {
    const { context, page, errors } = await loggedIn(FAN);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
    await page.waitForURL('**/explore');
    const grid = page.getByRole('list', { name: 'Trending posts' });
    await grid.getByRole('button').first().waitFor();
    const end = page.getByText('yah! you have seen it all');
    await expect
      .poll(
        async () => {
          if (await end.isVisible()) return true;
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return false;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
    expect(await grid.getByRole('button').count()).toBeGreaterThan(10);
    await grid
      .getByRole('button', { name: /^Locked post by / })
      .first()
      .waitFor();

    await page.evaluate(() => window.scrollTo(0, 0));
    // The most talked-about post leads trending, so the first open tile has comments to show.
    await grid
      .getByRole('button', { name: /^Post by / })
      .first()
      .click();
    const detail = page.getByRole('dialog');
    await detail.getByRole('list', { name: 'Comments' }).getByRole('listitem').first().waitFor();
    await detail.getByLabel('Write a comment').waitFor();
    // The whole post, as the feed's card shows it: author, time, menu, like, comments, donate.
    const post = detail.getByRole('article', { name: /^Post by / });
    await post.locator('a.author time').waitFor();
    await post.getByRole('button', { name: 'Post actions' }).waitFor();
    await post.getByRole('button', { name: /^Like \(\d+\)$/ }).waitFor();
    await post.getByRole('button', { name: 'Donate' }).waitFor();
    // The comment button takes the reader to the comment field beside the post.
    await post.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
    await expect.poll(() => detail.getByLabel('Write a comment').evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // Image posts, desktop and phone: the picture fills its frame (the frame has the image's own shape: no bars)
    // and stays within the window.
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      let measured = 0;
      for (let tile = 0; tile < 8 && measured < 2; tile++) {
        await grid
          .getByRole('button', { name: /^Post by / })
          .nth(tile)
          .click();
        const opened = page.getByRole('dialog').getByRole('article', { name: /^Post by / });
        await opened.getByRole('button', { name: /^Like / }).waitFor();
        const image = opened.getByRole('img', { name: /^(Post image|Image 1 of \d+)$/ });
        if ((await image.count()) > 0) {
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
          const shape = await image.evaluate((img: HTMLImageElement) => ({
            box: img.clientWidth / img.clientHeight,
            picture: img.naturalWidth / img.naturalHeight,
            bottom: img.getBoundingClientRect().height,
          }));
          expect(Math.abs(shape.box - shape.picture) / shape.picture).toBeLessThan(0.02);
          expect(shape.bottom).toBeLessThanOrEqual(viewport.height);
          measured++;
        }
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      expect(measured).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('screenshots', () => {
  const shot = (page: Page, name: string, viewport: Viewport) => page.screenshot({ path: `${SCREENS}/posts-${name}-${viewport}.png` });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`${viewport}: each post type, a locked post, explore, a tag feed, the comments modal and a composer`, async () => {
      const { context, page, errors } = await loggedIn(FAN, viewport);
      const byType: Array<[string, string]> = [
        ['image', 'Sunrise over the dunes'],
        ['audio', "A loop from tonight's session"],
        ['video', 'A quick tour of the studio'],
        ['text', 'Five habits that matter'],
        ['poll', 'Help me pick the next trip'],
        ['locked', 'The hidden lagoon'],
      ];
      for (const [name, text] of byType) {
        await page.evaluate(() => window.scrollTo(0, 0));
        const card = await findCard(page, text);
        await expect
          .poll(() => card.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
          .toBe(true);
        await expect
          .poll(() => card.locator('video').evaluateAll((videos) => videos.every((video) => (video as HTMLVideoElement).readyState >= 1)))
          .toBe(true);
        await shot(page, `home-${name}`, viewport);
      }

      const card = await findCard(page, 'Sunrise over the dunes');
      await card.getByRole('button', { name: /^Comments/ }).click();
      const comments = page.getByRole('dialog', { name: 'Comments' });
      await comments.getByText('These colours are unreal!').waitFor();
      await shot(page, 'comments', viewport);
      await comments.getByRole('button', { name: 'Close' }).click();
      await comments.waitFor({ state: 'detached' });

      await page.evaluate(() => window.scrollTo(0, 0));
      const composer = await openComposer(page, 'Video', 'Create video post');
      await composer.getByLabel('Caption').fill('Rehearsal clip #music');
      await composer.getByLabel('Thumbnail').setInputFiles(await picture('Rehearsal', '#0f766e', '#1d4ed8'));
      await composer.getByRole('img', { name: 'Preview of rehearsal.png' }).waitFor();
      await shot(page, 'composer', viewport);
      await composer.getByRole('button', { name: 'Cancel' }).click();
      await composer.waitFor({ state: 'detached' });

      await page.goto(`${running.server.url}/tags/music`);
      await page.getByRole('heading', { name: '#music' }).waitFor();
      await firstCard(page).waitFor();
      await shot(page, 'tag', viewport);

      await page.goto(`${running.server.url}/explore`);
      const grid = page.getByRole('list', { name: 'Trending posts' });
      await grid.getByRole('button').nth(5).waitFor();
      await expect
        .poll(() => grid.locator('img').evaluateAll((images) => images.slice(0, 6).every((image) => (image as HTMLImageElement).complete)))
        .toBe(true);
      await shot(page, 'explore', viewport);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
