import { describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { loggedInPage, serverAndBrowser, toastSaying } from './support';

const SCREENS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
const CLARA = 'creator@fanclub.local';
const FABIO = 'fan@fanclub.local';

const running = serverAndBrowser(SCREENS);

/** Mass messages (decision 51): Clara writes to a list she makes; Fabio, in his own browser, gets it in his chat. */
describe('mass messages in the browser', () => {
  it('a creator makes a list, ticks a fan in, writes to the list; the fan reads it in his chat without a reload; the creator sees it sent and opened', async () => {
    const clara = await loggedInPage(running, CLARA, PASSWORD, 'desktop');
    const fabio = await loggedInPage(running, FABIO, PASSWORD, 'desktop');

    // Fabio waits in his conversation with Clara.
    await fabio.page.locator('header a[href="/messages"]').click();
    await fabio.page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: /Clara Creator/ })
      .click();
    const thread = fabio.page.getByRole('list', { name: 'Messages' });
    await thread.locator('li[data-message-id]').first().waitFor();

    await clara.page.getByRole('button', { name: 'Account menu' }).click();
    await clara.page.getByRole('menuitem', { name: 'Mass messages' }).click();
    await clara.page.waitForURL('**/mass-messages');
    // The seed's two messages to her Top fans list, with their figures.
    const sent = clara.page.getByRole('region', { name: 'Sent messages' });
    await sent.getByRole('listitem').first().waitFor();
    expect(await sent.getByRole('listitem').count()).toBe(2);
    await expect(sent.getByRole('listitem').first().textContent()).resolves.toContain('List: Top fans');
    await clara.page.getByText(/All followers \(\d+\)/).waitFor();
    await clara.page.screenshot({ path: `${SCREENS}/mass-messages-en-desktop.png`, fullPage: true });

    // A new list, and Fabio in it.
    await clara.page.getByRole('textbox', { name: 'New list' }).fill('Weekend crew');
    await clara.page.getByRole('button', { name: 'Create list' }).click();
    await toastSaying(clara.page, 'List created').waitFor();
    await clara.page.getByRole('button', { name: 'Manage Weekend crew' }).click();
    const manage = clara.page.getByRole('dialog', { name: 'People in Weekend crew' });
    await manage.getByRole('list', { name: 'Your fans' }).waitFor();
    await manage.getByRole('searchbox', { name: 'Search your fans' }).fill('Fabio');
    const tick = manage.getByRole('checkbox', { name: /^In the list: Fabio/ });
    await tick.waitFor();
    await clara.page.screenshot({ path: `${SCREENS}/mass-messages-list-en-desktop.png` });
    await tick.click();
    await expect.poll(() => tick.isChecked()).toBe(true);
    await manage.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => clara.page.getByRole('list', { name: 'Fan lists' }).textContent()).toContain('1 person');

    // To the new list (chosen as it was made): a message Fabio gets in his chat at once.
    expect(await clara.page.getByRole('combobox', { name: 'List' }).inputValue()).not.toBe('');
    await clara.page.getByRole('textbox', { name: 'Message' }).fill('Weekend plans: live on Saturday at 8!');
    await clara.page.getByRole('button', { name: 'Send message' }).click();
    await toastSaying(clara.page, 'Your message is on its way').waitFor();
    await thread.locator('li[data-message-id]').filter({ hasText: 'Weekend plans: live on Saturday at 8!' }).waitFor();

    // Her history: the new message first, to the list, sent to one; opened once Fabio read it (he has the chat open).
    const latest = sent.getByRole('listitem').first();
    await expect.poll(() => latest.textContent()).toContain('Weekend plans');
    await expect.poll(() => latest.textContent()).toContain('List: Weekend crew');
    await expect.poll(() => latest.getByRole('definition').first().textContent(), { timeout: 20_000 }).toBe('1');
    await clara.page.reload();
    await expect.poll(() => sent.getByRole('listitem').first().getByRole('definition').nth(1).textContent(), { timeout: 20_000 }).toBe('1');

    // A paid photo from her vault, to the same list: Fabio sees it locked with its price, and unlocks it for himself.
    await clara.page.getByRole('radio', { name: 'A list' }).check();
    await clara.page.getByRole('combobox', { name: 'List' }).selectOption({ label: 'Weekend crew (1)' });
    await clara.page.getByRole('checkbox', { name: 'Paid message (fans unlock it)' }).check();
    await clara.page.getByLabel('Price in coins').fill('15');
    await clara.page.getByRole('button', { name: 'From vault' }).click();
    const picker = clara.page.getByRole('dialog', { name: 'From vault' });
    const tile = picker.locator('[data-vault-pick]').first();
    await tile.waitFor();
    await tile.click();
    await picker.getByRole('button', { name: 'Add', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await clara.page.getByRole('list', { name: 'Attached media' }).getByRole('img').waitFor();
    await clara.page.getByRole('textbox', { name: 'Message' }).fill('Saturday’s set list, first look');
    await clara.page.screenshot({ path: `${SCREENS}/mass-messages-paid-en-desktop.png`, fullPage: true });
    await clara.page.getByRole('button', { name: 'Send message' }).click();
    await toastSaying(clara.page, 'Your message is on its way').waitFor();
    // Locked, it shows its price, not its words or its photo.
    const locked = fabio.page.locator('[data-kind="paid-media"]').last();
    await locked.getByRole('button', { name: /Unlock for 15 coins/ }).waitFor();
    await locked.getByRole('button', { name: /Unlock for/ }).click();
    const unlock = fabio.page.getByRole('dialog', { name: 'Unlock paid media' });
    await unlock.getByRole('button', { name: 'Unlock', exact: true }).click();
    await unlock.getByRole('button', { name: 'Show' }).click();
    await locked.getByRole('button', { name: 'Enlarge the image' }).waitFor();
    await clara.page.reload();
    const paid = sent.getByRole('listitem').filter({ hasText: 'Saturday’s set list' });
    await expect.poll(() => paid.getByRole('definition').nth(2).textContent(), { timeout: 20_000 }).toBe('1');
    await expect(paid.getByRole('definition').nth(3).textContent()).resolves.toBe('15 coins');

    // An empty message is refused in the page with the server's words.
    await clara.page.getByRole('button', { name: 'Send message' }).click();
    await clara.page.getByRole('alert').filter({ hasText: Messages.chatMessageEmpty }).waitFor();
    expect(clara.errors).toEqual([]);
    expect(fabio.errors).toEqual([]);
    await clara.context.close();
    await fabio.context.close();
  });

  it('es on a phone; a fan has no Mass messages in the account menu', async () => {
    const clara = await loggedInPage(running, CLARA, PASSWORD, 'phone', 'es');
    await clara.page.goto(`${running.server.url}/mass-messages`);
    await clara.page.getByRole('heading', { name: 'Mensajes masivos' }).waitFor();
    await clara.page.getByRole('region', { name: 'Mensajes enviados' }).getByRole('listitem').first().waitFor();
    await clara.page.screenshot({ path: `${SCREENS}/mass-messages-es-phone.png`, fullPage: true });
    await clara.page.getByRole('button', { name: 'Gestionar Top fans' }).click();
    await clara.page.getByRole('dialog', { name: 'Personas en Top fans' }).getByRole('list', { name: 'Tus fans' }).waitFor();
    await clara.page.screenshot({ path: `${SCREENS}/mass-messages-list-es-phone.png` });
    expect(clara.errors).toEqual([]);
    await clara.context.close();

    const fan = await loggedInPage(running, FABIO, PASSWORD);
    await fan.page.getByRole('button', { name: 'Account menu' }).click();
    await fan.page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await fan.page.getByRole('menuitem', { name: 'Mass messages' }).count()).toBe(0);
    await fan.context.close();
  });
});
