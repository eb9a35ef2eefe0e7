import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logIn, openWatchedPage, serverAndBrowser } from './support';

const SCREENS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
const FAN = 'fan@fanclub.local';

const running = serverAndBrowser(SCREENS);

/** A page logged in as `email` through the form, in `locale`, on /home with its feed drawn. */
async function signedIn(
  email: string,
  { viewport = 'desktop', locale = 'en' }: { viewport?: 'desktop' | 'phone'; locale?: 'en' | 'es' } = {},
) {
  const watched = await openWatchedPage(running.browser, viewport);
  // A render error React recovered from reaches the page as a message only: keep its cause too.
  await watched.context.addInitScript(() =>
    window.addEventListener('error', (event) => {
      const cause = (event.error as { cause?: { stack?: string } } | undefined)?.cause;
      if (cause) console.error(`cause: ${cause.stack}`);
    }),
  );
  watched.page.on('console', (message) => message.text().startsWith('cause:') && watched.errors.push(message.text()));
  await watched.page.goto(`${running.server.url}/login`);
  await logIn(watched.page, email, PASSWORD);
  await watched.page.waitForURL('**/home');
  if (locale !== 'en') {
    await watched.page.evaluate((chosen) => localStorage.setItem('local', chosen), locale);
    await watched.page.reload();
  }
  await watched.page.getByRole('feed').getByRole('article').first().waitFor();
  // The welcome toast would cover the header in the pictures.
  await watched.page
    .getByTestId('toast')
    .first()
    .waitFor({ state: 'detached', timeout: 6_000 })
    .catch(() => undefined);
  return watched;
}

async function dismissToast(page: Page, text: string) {
  const toast = page.getByTestId('toast').filter({ hasText: text }).first();
  await toast.waitFor();
  await toast.getByRole('button', { name: /Dismiss|Cerrar|Descartar/ }).click();
  await toast.waitFor({ state: 'detached' });
}

/** A real PNG made with sharp. */
async function picture(word: string, from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="56%" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${word}</text>
  </svg>`;
  return { name: `${word.toLowerCase()}.png`, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

describe('header search', () => {
  it('finds Milo Rivers by a prefix of his last name and opens his profile with the keyboard', async () => {
    const { page, context, errors } = await signedIn(FAN);
    const box = page.getByRole('combobox', { name: 'Search people' });
    // The box may still be the plain one whose code loads at the first touch: what is typed, and the focus, carry over.
    await page.getByLabel('Search people').first().focus();
    await page.keyboard.type('riv', { delay: 20 });
    await expect.poll(() => box.inputValue()).toBe('riv');
    const listbox = page.getByRole('listbox', { name: 'People' });
    const milo = listbox.getByRole('option').filter({ hasText: 'Milo Rivers' });
    await milo.waitFor();
    await expect.poll(() => milo.textContent()).toContain('@milo');
    await page.screenshot({ path: `${SCREENS}/search-dropdown-desktop-en.png` });
    await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(await milo.getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL(/\/user-profile\/\d+$/);
    await page.getByRole('heading', { name: 'Milo Rivers' }).first().waitFor();
    // No one is found by nonsense; Escape closes the dropdown.
    await box.fill('zzqx');
    await page.getByText('No Result Found !').waitFor();
    await box.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works in the phone menu, in Spanish', async () => {
    const { page, context } = await signedIn(FAN, { viewport: 'phone', locale: 'es' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const box = page.locator('#mobile-menu').getByRole('combobox');
    await box.fill('nin');
    await page.locator('#mobile-menu').getByRole('option').filter({ hasText: 'Nina Beats' }).waitFor();
    await page.screenshot({ path: `${SCREENS}/search-dropdown-phone-es.png` });
    await page.locator('#mobile-menu').getByRole('option').filter({ hasText: 'Nina Beats' }).click();
    await page.waitForURL(/\/user-profile\/\d+$/);
    await context.close();
  });
});

describe('settings', () => {
  it('edit profile: a new photo and name show in the header at once and on the profile', async () => {
    const { page, context, errors } = await signedIn(FAN);
    await page.goto(`${running.server.url}/settings/edit-profile`);
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe(FAN);
    expect(await form.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    // §5: a facebook link must be a facebook URL, and a birth date not in the future.
    await form.getByLabel('Facebook').fill('https://example.com/me');
    await form.getByLabel('Birth date').fill('2999-01-01');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByText('URL is not valid , please enter valid facebook URL').waitFor();
    await form.getByLabel('Facebook').fill('https://facebook.com/fabio');
    await form.getByLabel('Birth date').fill('1995-04-12');
    // A wrong file type is refused with the §5 message.
    await form.getByLabel('Profile photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await form.getByText('Upload only .jpeg/.jpg/.png files').waitFor();
    await form.getByLabel('Profile photo').setInputFiles(await picture('FB', '#0ea5e9', '#6366f1'));
    await form.getByRole('img', { name: 'Preview of your new profile photo' }).waitFor();
    await form.getByLabel('First name').fill('Fabian');
    await form.getByLabel('Country').selectOption({ label: 'Spain' });
    const state = form.getByLabel('State');
    await expect.poll(async () => (await state.locator('option').allTextContents()).includes('Madrid, Comunidad de')).toBe(true);
    await state.selectOption({ label: 'Madrid, Comunidad de' });
    await form.getByLabel('City').fill('Madrid');
    await form.getByLabel('Bio').fill('Fan of good music and long walks.');
    // The refusals went as the fields were typed in again.
    expect(await form.getByRole('alert').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENS}/edit-profile-en.png` });
    await form.getByRole('button', { name: 'Save profile' }).click();
    await dismissToast(page, 'Profile updated successfully');
    const account = page.getByRole('button', { name: 'Account menu' });
    await expect.poll(() => account.textContent()).toContain('Fabian');
    await expect.poll(() => account.locator('img').getAttribute('src')).toMatch(/user\/profile\//);
    await page.goto(`${running.server.url}/my-profile`);
    await page
      .getByRole('heading', { name: /Fabian Fan/ })
      .first()
      .waitFor();
    // Reloaded, the form shows what the server kept.
    await page.goto(`${running.server.url}/settings/edit-profile`);
    expect(await page.getByLabel('State').inputValue()).toBe('Madrid, Comunidad de');
    expect(await page.getByLabel('City').inputValue()).toBe('Madrid');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('blacklist: blocking a follower hides their posts and profile; unblocking brings them back', async () => {
    const { page, context, errors } = await signedIn(FAN);
    const feed = page.getByRole('feed');
    await feed.getByRole('article').filter({ hasText: 'Clara Creator' }).first().waitFor();
    const search = page.getByRole('combobox', { name: 'Search people' });
    await search.fill('clara');
    await page.getByRole('option').filter({ hasText: 'Clara Creator' }).click();
    await page.waitForURL(/\/user-profile\/\d+$/);
    const claraProfile = page.url();
    await page.goto(`${running.server.url}/settings/blacklist`);
    await page.getByText('You have not blocked anyone').waitFor();
    await page.getByLabel('Search your followers').fill('cla');
    const followers = page.getByRole('list', { name: 'Your followers' });
    await followers.getByText('Clara Creator').waitFor();
    await followers.getByRole('button', { name: 'Block' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await dismissToast(page, 'User blocked');
    await page.getByRole('list', { name: 'Blocked people' }).getByText('Clara Creator').waitFor();
    await page.screenshot({ path: `${SCREENS}/blacklist-en.png` });
    // Her posts left the home feed; her profile is not found.
    await page.goto(`${running.server.url}/home`);
    await feed.getByRole('article').first().waitFor();
    expect(await feed.getByRole('article').filter({ hasText: 'Clara Creator' }).count()).toBe(0);
    await page.goto(claraProfile);
    await page.getByText('User not found').waitFor();
    // Nor does the header search find her.
    await search.fill('clara');
    await page.getByText('No Result Found !').waitFor();
    await search.press('Escape');
    await page.goto(`${running.server.url}/settings/blacklist`);
    const blocked = page.getByRole('list', { name: 'Blocked people' });
    await blocked.getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
    await dismissToast(page, 'User unblocked');
    await page.getByText('You have not blocked anyone').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('blacklist: the block list pages itself like the other lists and leaves no control once a page comes back empty', async () => {
    for (const [viewport, locale] of [
      ['desktop', 'en'],
      ['phone', 'es'],
    ] as const) {
      const { page, context, errors } = await signedIn('nina@fanclub.local', { viewport, locale });
      const asked: number[] = [];
      page.on(
        'request',
        (request) => request.url().endsWith('/api/user/block-list') && asked.push((request.postDataJSON() as { page: number }).page),
      );
      await page.goto(`${running.server.url}/settings/blacklist`);
      const section = page.getByRole('region', { name: locale === 'en' ? 'Blocked people' : 'Personas bloqueadas' });
      await section.getByRole('listitem').filter({ hasText: 'Theo Strong' }).waitFor();
      // Nina blocked only Theo: page 2 is asked without a click, comes back empty and ends the list.
      await section
        .getByRole('status')
        .filter({ hasText: locale === 'en' ? 'yah! you have seen it all' : '¡vaya! ya lo has visto todo' })
        .waitFor();
      expect(asked).toEqual([1, 2]);
      expect(await section.getByRole('button').allTextContents()).toEqual([locale === 'en' ? 'Unblock' : 'Desbloquear']);
      expect(await section.getByText(/Loading|Cargando/).count()).toBe(0);
      await page.screenshot({ path: `${SCREENS}/blacklist-paged-${viewport}-${locale}.png` });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('the settings panels in Spanish', async () => {
    const { page, context } = await signedIn(FAN, { locale: 'es' });
    await page.goto(`${running.server.url}/settings/edit-profile`);
    await page.getByRole('button', { name: 'Guardar perfil' }).waitFor();
    // Countries are named in Spanish and sorted as Spanish sorts.
    const country = page.getByLabel('País');
    const names = (await country.locator('option').allTextContents()).slice(1);
    expect(names).toEqual(expect.arrayContaining(['España', 'Estados Unidos', 'Alemania']));
    expect(names).not.toContain('Spain');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    await country.selectOption({ label: 'España' });
    await expect
      .poll(async () => (await page.getByLabel('Estado o provincia').locator('option').allTextContents()).includes('Madrid, Comunidad de'))
      .toBe(true);
    await country.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/edit-profile-es.png` });
    await page.goto(`${running.server.url}/settings/blacklist`);
    await page.getByText('No has bloqueado a nadie').waitFor();
    await page.screenshot({ path: `${SCREENS}/blacklist-es.png` });
    await context.close();
  });
});
