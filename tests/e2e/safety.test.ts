import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, openWatchedPage, serverAndBrowser, toastSaying } from './support';

const SCREENS = 'test-results/screens';
/** The screenshots looked at for issue 28 (desktop and phone, en and es). */
const SHOTS = process.env.SAFETY_SHOTS ?? SCREENS;
const PASSWORD = 'Demo@1234';
const FAN = 'fan@fanclub.local';
const ADMIN = 'admin@fanclub.local';

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

async function idOf(email: string): Promise<number> {
  const answer = await fetch(`${running.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await answer.json()) as { data: { user: { id: number } } }).data.user.id;
}

const shoot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

describe('safety: block and report where people need them (issue 28)', () => {
  it('a fan reports and blocks from a profile and from a chat thread, reports a post, and the admin sees the reasons counted', async () => {
    const { page, context, errors } = await loggedIn(FAN);

    // From Milo's profile: the "…" menu, by keyboard, reports him for impersonation.
    await page.goto(`${running.server.url}/user-profile/${await idOf('milo@fanclub.local')}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: /Milo Rivers/ }).waitFor();
    const menuButton = main.getByRole('button', { name: 'More actions for Milo Rivers' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Report' }).waitFor();
    await page.keyboard.press('Enter');
    const report = page.getByRole('dialog', { name: 'Report Milo Rivers' });
    await report.waitFor();
    // Sending without a reason says what is missing.
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.getByRole('alert').filter({ hasText: 'Please choose a reason' }).waitFor();
    await report.getByRole('radio', { name: 'Impersonation' }).check();
    await shoot(page, 'safety-report-person-desktop-en');
    await report.getByRole('button', { name: 'Send report' }).click();
    await toastSaying(page, 'User reported').waitFor();
    await report.waitFor({ state: 'hidden' });

    // Then blocks him: asked first; the profile shows the blocked state and offers Unblock where Block was.
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const confirm = page.getByRole('dialog', { name: 'Block Milo Rivers?' });
    await confirm.getByRole('button', { name: 'Block' }).click();
    await toastSaying(page, 'User blocked').waitFor();
    await main.getByRole('status').filter({ hasText: 'You blocked this person' }).waitFor();
    expect(await main.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Message' }).count()).toBe(0);
    await main.getByRole('button', { name: 'More actions for Milo Rivers' }).click();
    await page.getByRole('menuitem', { name: 'Unblock' }).waitFor();
    await page.keyboard.press('Escape');

    // A post of Nina's in the home feed: reported as spam; it leaves the feed.
    await page.goto(`${running.server.url}/user-profile/${await idOf('nina@fanclub.local')}`);
    const ninaPost = main.getByRole('article').first();
    await ninaPost.waitFor();
    const postCount = await main.getByRole('article').count();
    await ninaPost.getByRole('button', { name: 'Post actions' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const postReport = page.getByRole('dialog', { name: 'Report post' });
    await postReport.getByRole('radio', { name: 'Spam' }).check();
    await postReport.getByRole('button', { name: 'Send report' }).click();
    await toastSaying(page, 'Post reported').waitFor();
    await expect.poll(() => main.getByRole('article').count()).toBe(postCount - 1);

    // From the chat thread with Clara: report with words of one's own, then block; the conversation ends at once.
    await page.goto(`${running.server.url}/messages`);
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await list.getByRole('button', { name: /Clara Creator/ }).click();
    await page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]').first().waitFor();
    await page.getByRole('button', { name: 'More actions for Clara Creator' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const chatReport = page.getByRole('dialog', { name: 'Report Clara Creator' });
    await chatReport.getByRole('radio', { name: 'Other' }).check();
    await chatReport.getByRole('button', { name: 'Send report' }).click();
    await chatReport.getByRole('alert').filter({ hasText: 'Please tell us what is wrong' }).waitFor();
    await chatReport.getByRole('textbox', { name: 'Tell us what is wrong' }).fill('Keeps asking me to send coins outside the app.');
    await shoot(page, 'safety-report-chat-desktop-en');
    await chatReport.getByRole('button', { name: 'Send report' }).click();
    await toastSaying(page, 'User reported').waitFor();
    await page.getByRole('button', { name: 'More actions for Clara Creator' }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    await page.getByRole('dialog', { name: 'Block Clara Creator?' }).getByRole('button', { name: 'Block' }).click();
    await page.getByRole('status').filter({ hasText: 'You blocked Clara Creator' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    await expect.poll(() => list.getByRole('button', { name: /Clara Creator/ }).count()).toBe(0);
    await shoot(page, 'safety-chat-blocked-desktop-en');
    expect(errors).toEqual([]);
    await context.close();

    // The admin sees the reported people and posts with their reasons counted and the words of "other".
    const admin = await loggedIn(ADMIN);
    await admin.page.goto(`${running.server.url}/admin/people`);
    const clara = admin.page.getByRole('article', { name: /Reported person @clara/ });
    await clara.getByText('Other 1').waitFor();
    await clara.getByText('Keeps asking me to send coins outside the app.').waitFor();
    await admin.page
      .getByRole('article', { name: /Reported person @milo/ })
      .getByText('Impersonation 1')
      .waitFor();
    // The seeded reports of Theo: three reasons, one each.
    await admin.page
      .getByRole('article', { name: /Reported person @theo/ })
      .getByText(/Harassment 1 · Impersonation 1 · Other 1/)
      .waitFor();
    await shoot(admin.page, 'safety-admin-people-desktop-en');
    await admin.page.goto(`${running.server.url}/admin/reports`);
    await admin.page.getByText('Spam 2 · Other 1').waitFor();
    await admin.page.getByText('Spam 1', { exact: true }).waitFor();
    // Dismissing a person's reports takes them off the queue.
    await admin.page.goto(`${running.server.url}/admin/people`);
    await admin.page
      .getByRole('article', { name: /Reported person @milo/ })
      .getByRole('button', { name: 'Dismiss reports' })
      .click();
    await toastSaying(admin.page, 'Reports dismissed').waitFor();
    await expect.poll(() => admin.page.getByRole('article', { name: /Reported person @milo/ }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it('screenshots: the report dialog and the admin queue on a phone and in Spanish', async () => {
    for (const [viewport, locale] of [
      ['phone', 'en'],
      ['phone', 'es'],
      ['desktop', 'es'],
    ] as const) {
      const fan = await loggedIn('lena@fanclub.local', viewport, locale);
      await fan.page.goto(`${running.server.url}/user-profile/${await idOf('nina@fanclub.local')}`);
      const name = locale === 'es' ? 'Más acciones para Nina Beats' : 'More actions for Nina Beats';
      await fan.page.getByRole('button', { name }).click();
      await shoot(fan.page, `safety-profile-menu-${viewport}-${locale}`);
      await fan.page.getByRole('menuitem', { name: locale === 'es' ? 'Denunciar' : 'Report' }).click();
      const dialog = fan.page.getByRole('dialog');
      await dialog.getByRole('radio').last().check();
      await shoot(fan.page, `safety-report-person-${viewport}-${locale}`);
      await fan.context.close();

      const admin = await loggedIn(ADMIN, viewport, locale);
      await admin.page.goto(`${running.server.url}/admin/people`);
      await admin.page.getByRole('article').first().waitFor();
      await shoot(admin.page, `safety-admin-people-${viewport}-${locale}`);
      await admin.context.close();
    }
  });
});
