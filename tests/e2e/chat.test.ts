import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { drawScene } from '../../server/db/demo-art';
import { loggedInPage, serverAndBrowser, toastSaying } from './support';

const SCREENS = process.env.CHAT_SHOTS ?? 'test-results/screens';
const PASSWORD = 'Demo@1234';
const CLARA = 'creator@fanclub.local';
const FABIO = 'fan@fanclub.local';

const running = serverAndBrowser(SCREENS);

/** A JPEG drawn for the test, as a file chooser hands it over. */
const photo = async (label: string) => ({
  name: `${label.toLowerCase().replace(/\W+/g, '-')}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await drawScene({ colors: ['#0ea5e9', '#6366f1'], motif: 'sun', label }),
});

/** /messages through the header's icon, then the conversation with `name`. */
async function openConversation(page: Page, name: RegExp): Promise<void> {
  await page.locator('header a[href="/messages"]').click();
  await page.waitForURL('**/messages');
  const conversations = page.getByRole('navigation', { name: /Conversations|Conversaciones/ });
  await conversations.getByRole('button', { name }).click();
  await page
    .getByRole('list', { name: /^(Messages|Mensajes)$/ })
    .locator('li[data-message-id]')
    .first()
    .waitFor();
}

const message = (page: Page, text: string | RegExp) =>
  page
    .getByRole('list', { name: /^(Messages|Mensajes)$/ })
    .locator('li[data-message-id]')
    .filter({ hasText: text });

describe('chat between two people, each in their own browser', () => {
  it('text both ways without a reload, Enter and Shift+Enter, an image, a transfer, a paid media unlock and a package unlock', async () => {
    const clara = await loggedInPage(running, CLARA, PASSWORD, 'desktop');
    const fabio = await loggedInPage(running, FABIO, PASSWORD, 'desktop');

    // Milo wrote to Fabio (seeded, unread): the header's icon counts it.
    await fabio.page.getByTestId('unread-messages').first().waitFor();

    // The list searches by the partner's first and last name.
    await fabio.page.locator('header a[href="/messages"]').click();
    await fabio.page.waitForURL('**/messages');
    const list = fabio.page.getByRole('navigation', { name: 'Conversations' });
    await list.getByRole('button', { name: /Clara Creator/ }).waitFor();
    await fabio.page.getByText('no user selected, select a user to start chat').waitFor();
    await fabio.page.screenshot({ path: `${SCREENS}/chat-list-en-desktop.png` });
    await list.getByLabel('Search conversations').fill('clara creator');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByLabel('Search conversations').fill('');

    await openConversation(clara.page, /Fabio Fan/);
    await list.getByRole('button', { name: /Clara Creator/ }).click();
    await fabio.page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]').first().waitFor();
    // The partner's name opens their profile (checked by its link).
    await expect(fabio.page.getByRole('link', { name: 'Clara Creator' }).getAttribute('href')).resolves.toMatch(/^\/user-profile\/\d+$/);

    // Fabio writes; Enter sends, Shift+Enter breaks the line; Clara reads it as it arrives.
    const box = fabio.page.getByRole('textbox', { name: 'Message' });
    await box.fill('Hello Clara');
    await box.press('Shift+Enter');
    await box.pressSequentially('second line');
    await box.press('Enter');
    await message(clara.page, 'second line').waitFor();
    expect(await message(clara.page, 'second line').locator('p').textContent()).toBe('Hello Clara\nsecond line');
    await expect(box.inputValue()).resolves.toBe('');
    // Clara answers; Fabio reads it without a reload.
    const claraBox = clara.page.getByRole('textbox', { name: 'Message' });
    await claraBox.fill('Hi Fabio!');
    await claraBox.press('Enter');
    await message(fabio.page, 'Hi Fabio!').waitFor();
    // An empty message is not sent: the rule says so.
    await box.press('Enter');
    await fabio.page.getByText('Please enter a message').waitFor();

    // A sticker from the thread with a short message: both read the message with the sticker, live and after a reload.
    await fabio.page.getByRole('button', { name: 'Send a sticker', exact: true }).click();
    const picker = fabio.page.getByRole('dialog', { name: /^Send a sticker to / });
    await picker.getByRole('list', { name: 'Stickers' }).getByRole('button').first().click();
    await picker.getByTestId('sticker-confirm').getByLabel('Message (optional)').fill('For the encore');
    await picker
      .getByTestId('sticker-confirm')
      .getByRole('button', { name: /^Send for / })
      .click();
    await picker.waitFor({ state: 'detached' });
    for (const page of [fabio.page, clara.page]) await message(page, 'For the encore').locator('[data-kind="sticker"] q.note').waitFor();
    await message(clara.page, 'For the encore')
      .locator('[data-kind="sticker"] img')
      .evaluate((image: HTMLImageElement) => image.decode().catch(() => undefined));
    await clara.page.screenshot({ path: `${SCREENS}/chat-sticker-note-en-desktop.png` });
    await clara.page.reload();
    await clara.page.getByRole('button', { name: 'Account menu' }).waitFor();
    await openConversation(clara.page, /Fabio Fan/);
    await message(clara.page, 'For the encore').locator('[data-kind="sticker"] img').waitFor();

    // Clara sends an image: choose, preview, the upload button sends it; Fabio sees its thumbnail, enlarged on click.
    await clara.page.getByRole('button', { name: 'Send a file' }).click();
    const attach = clara.page.getByRole('dialog', { name: 'Send a file' });
    await attach.getByLabel('Image or video').setInputFiles(await photo('Beach day'));
    await attach.getByRole('img', { name: /Preview of beach-day.jpg/ }).waitFor();
    await clara.page.screenshot({ path: `${SCREENS}/chat-attachment-en-desktop.png` });
    await attach.getByRole('button', { name: 'Upload' }).click();
    await attach.waitFor({ state: 'detached' });
    const received = fabio.page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: 'Enlarge the image' }).last();
    await received.waitFor();
    await received.click();
    const lightbox = fabio.page.getByRole('dialog', { name: 'Image' });
    await lightbox.locator('img').waitFor();
    expect(await lightbox.locator('img').getAttribute('src')).toMatch(/sig=/);
    await fabio.page.screenshot({ path: `${SCREENS}/chat-lightbox-en-desktop.png` });
    await lightbox.getByRole('button', { name: 'Close' }).click();

    // Fabio sends coins: the popup opens at 100; the thread says 'Sent Successfully', Clara's 'Received Successfully'.
    await fabio.page.getByRole('button', { name: 'Send coins' }).click();
    const coins = fabio.page.getByRole('dialog', { name: /Send coins to Clara/ });
    const amount = coins.getByLabel('Amount');
    await expect(amount.inputValue()).resolves.toBe('100');
    await amount.fill('');
    await amount.pressSequentially('0e-12.');
    await expect(amount.inputValue()).resolves.toBe('12');
    await fabio.page.screenshot({ path: `${SCREENS}/chat-coins-en-desktop.png` });
    await coins.getByRole('button', { name: 'Send coins' }).click();
    await coins.waitFor({ state: 'detached' });
    await message(fabio.page, 'Sent Successfully').last().waitFor();
    await message(clara.page, 'Received Successfully').last().waitFor();
    await toastSaying(clara.page, 'Received Successfully').waitFor();

    // Clara sends paid media: the upload button waits for the price and the preview.
    await clara.page.getByRole('button', { name: 'Send a file' }).click();
    const paid = clara.page.getByRole('dialog', { name: 'Send a file' });
    await paid.getByRole('tab', { name: 'Paid media' }).click();
    await expect(paid.getByRole('button', { name: 'Upload' }).isDisabled()).resolves.toBe(true);
    await paid.getByLabel('Image or video').setInputFiles(await photo('Studio exclusive'));
    await paid.getByRole('img', { name: /Preview of/ }).waitFor();
    await expect(paid.getByRole('button', { name: 'Upload' }).isDisabled()).resolves.toBe(true);
    await paid.getByLabel('Price in coins').pressSequentially('025');
    await expect(paid.getByLabel('Price in coins').inputValue()).resolves.toBe('25');
    await clara.page.screenshot({ path: `${SCREENS}/chat-paid-media-en-desktop.png` });
    await paid.getByRole('button', { name: 'Upload' }).click();
    await paid.waitFor({ state: 'detached' });
    // The sender always sees it; the receiver sees it blurred and locked.
    await clara.page.locator('[data-kind="paid-media"]').last().getByRole('button', { name: 'Enlarge the image' }).waitFor();
    const locked = fabio.page.locator('[data-kind="paid-media"]').last();
    await locked.getByRole('button', { name: /Unlock for/ }).waitFor();
    // Its price with its money value, as the dialogs write it.
    await expect(locked.getByRole('button', { name: /Unlock for/ }).textContent()).resolves.toBe('Unlock for 25 coins (~$0.25)');
    await locked.scrollIntoViewIfNeeded();
    await fabio.page.screenshot({ path: `${SCREENS}/chat-locked-en-desktop.png` });
    await locked.getByRole('button', { name: /Unlock for/ }).click();
    const unlock = fabio.page.getByRole('dialog', { name: 'Unlock paid media' });
    await unlock.getByText(/Unlock this media for/).waitFor();
    await fabio.page.screenshot({ path: `${SCREENS}/chat-unlock-en-desktop.png` });
    await unlock.getByRole('button', { name: 'Unlock', exact: true }).click();
    await unlock.getByRole('button', { name: 'Show' }).click();
    await locked.getByRole('button', { name: 'Enlarge the image' }).waitFor();

    // The package Clara offered (seeded): locked with its counts, unlocked through the same popup, then opened.
    const offer = fabio.page.locator('[data-kind="package"]').first();
    await offer.scrollIntoViewIfNeeded();
    await expect(offer.textContent()).resolves.toMatch(/\d+ images, \d+ audio, \d+ videos/);
    await offer.getByRole('button', { name: 'Unlock' }).click();
    const unlockPackage = fabio.page.getByRole('dialog', { name: 'Unlock package' });
    await unlockPackage.getByRole('button', { name: 'Unlock', exact: true }).click();
    await unlockPackage.getByRole('button', { name: 'Open' }).click();
    // The package viewer (the packages area's) with its media tabs.
    const viewer = fabio.page.getByRole('dialog').filter({ has: fabio.page.getByRole('tablist') });
    await viewer.getByRole('tab').first().waitFor();
    await fabio.page.screenshot({ path: `${SCREENS}/chat-package-en-desktop.png` });
    await viewer.getByRole('button', { name: 'Close' }).first().click();
    // Clara sees 'View package' on her own offer.
    await clara.page.locator('[data-kind="package"]').first().getByRole('button', { name: 'View package' }).waitFor();
    await clara.page.screenshot({ path: `${SCREENS}/chat-thread-en-desktop.png` });

    expect([...clara.errors, ...fabio.errors]).toEqual([]);
    await clara.context.close();
    await fabio.context.close();
  });

  it('Clara offers one of her packages from the attachment popup; Fabio sees it arrive locked without a reload', async () => {
    const clara = await loggedInPage(running, CLARA, PASSWORD, 'desktop');
    const fabio = await loggedInPage(running, FABIO, PASSWORD, 'desktop');
    await openConversation(fabio.page, /Clara Creator/);
    const before = await fabio.page.locator('[data-kind="package"]').count();
    await openConversation(clara.page, /Fabio Fan/);

    // The tabs by keyboard: the arrow moves from 'Image or video' through 'Paid media' to 'My packages'.
    await clara.page.getByRole('button', { name: 'Send a file' }).click();
    const attach = clara.page.getByRole('dialog', { name: 'Send a file' });
    await attach.getByRole('tab', { name: 'Image or video' }).focus();
    await clara.page.keyboard.press('ArrowRight');
    await clara.page.keyboard.press('ArrowRight');
    const tab = attach.getByRole('tab', { name: 'My packages' });
    await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(tab.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    // Her own packages with their price and file count, each with its Send button.
    const packages = attach.getByRole('list', { name: 'Your packages' });
    const studio = packages.getByRole('listitem').filter({ hasText: 'Studio sessions' });
    await studio.waitFor();
    await expect(studio.textContent()).resolves.toMatch(/150.*2 files/);
    await expect(packages.getByRole('listitem').filter({ hasText: 'Golden hour set' }).textContent()).resolves.toMatch(/300.*3 files/);
    await clara.page.screenshot({ path: `${SCREENS}/chat-offer-package-en-desktop.png` });
    await studio.getByRole('button', { name: 'Send Studio sessions' }).dblclick();
    await toastSaying(clara.page, 'Package send successfully').waitFor();
    await attach.waitFor({ state: 'detached' });

    // Sent once (a double click), in both threads as the socket pushes it: Clara's to view, Fabio's locked.
    const offered = (page: Page) => page.locator('[data-kind="package"]').filter({ hasText: 'Studio sessions' });
    await offered(clara.page).getByRole('button', { name: 'View package' }).waitFor();
    await offered(fabio.page).getByRole('button', { name: 'Unlock' }).waitFor();
    await expect(offered(fabio.page).textContent()).resolves.toMatch(/1 images, 1 audio, 0 videos/);
    await expect.poll(() => fabio.page.locator('[data-kind="package"]').count()).toBe(before + 1);
    expect(await offered(clara.page).count()).toBe(1);
    await offered(fabio.page).scrollIntoViewIfNeeded();
    await fabio.page.screenshot({ path: `${SCREENS}/chat-offer-received-en-desktop.png` });

    // On a phone, in Spanish: the same list, its tab chosen with a tap.
    const phone = await loggedInPage(running, CLARA, PASSWORD, 'phone', 'es');
    await phone.page.goto(`${running.server.url}/messages`);
    await phone.page
      .getByRole('navigation', { name: 'Conversaciones' })
      .getByRole('button', { name: /Fabio Fan/ })
      .click();
    // A phone folds the composer's tools into one menu.
    await phone.page.getByRole('button', { name: 'Más formas de enviar' }).click();
    await phone.page.getByRole('menuitem', { name: 'Enviar un archivo' }).click();
    const popup = phone.page.getByRole('dialog', { name: 'Enviar un archivo' });
    await popup.getByRole('tab', { name: 'Mis paquetes' }).click();
    await popup.getByRole('button', { name: 'Enviar Golden hour set' }).waitFor();
    await phone.page.screenshot({ path: `${SCREENS}/chat-offer-package-es-phone.png` });
    await popup.getByRole('button', { name: 'Enviar Golden hour set' }).click();
    await popup.waitFor({ state: 'detached' });
    await offered(fabio.page).first().waitFor();
    await fabio.page
      .locator('[data-kind="package"]')
      .filter({ hasText: 'Golden hour set' })
      .getByRole('button', { name: 'Unlock' })
      .waitFor();
    await phone.page.locator('[data-kind="package"]').filter({ hasText: 'Golden hour set' }).last().scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: `${SCREENS}/chat-offer-sent-es-phone.png` });

    expect([...clara.errors, ...fabio.errors, ...phone.errors]).toEqual([]);
    await Promise.all([clara.context.close(), fabio.context.close(), phone.context.close()]);
  });

  it('read receipts and typing without a reload; search finds a message and opens its place; in Spanish on a phone too', async () => {
    const clara = await loggedInPage(running, CLARA, PASSWORD, 'desktop');
    const fabio = await loggedInPage(running, FABIO, PASSWORD, 'desktop');
    await openConversation(clara.page, /Fabio Fan/);

    // Clara writes while Fabio is elsewhere: her latest message says Sent, not Seen.
    const claraBox = clara.page.getByRole('textbox', { name: 'Message' });
    await claraBox.fill('Are you coming to the beach shoot?');
    await claraBox.press('Enter');
    const asked = message(clara.page, 'beach shoot').and(clara.page.locator('[data-status="sent"]'));
    await asked.locator('[data-receipt="sent"]').waitFor();
    expect(await asked.locator('.receipt').textContent()).toBe('Sent');

    // Fabio opens the conversation: Clara's message turns Seen without a reload.
    await openConversation(fabio.page, /Clara Creator/);
    await asked.locator('[data-receipt="seen"]').waitFor();

    // Fabio types without sending: Clara reads that he is typing, in the thread and in her list.
    const box = fabio.page.getByRole('textbox', { name: 'Message' });
    await box.pressSequentially('Voy de camino a la playa', { delay: 20 });
    await clara.page.getByRole('status').filter({ hasText: 'Fabio is typing...' }).waitFor();
    await clara.page.getByRole('navigation', { name: 'Conversations' }).getByText('typing...').waitFor();
    await clara.page.screenshot({ path: `${SCREENS}/chat-seen-typing-en-desktop.png` });
    // His message arrives, and the typing is gone with it.
    await box.press('Enter');
    await message(clara.page, 'Voy de camino').waitFor();
    await expect.poll(() => clara.page.getByText('Fabio is typing...').count()).toBe(0);
    // Clara's reading of it marks his message Seen on his side.
    await message(fabio.page, 'Voy de camino').locator('[data-receipt="seen"]').waitFor();

    // Clara searches the conversation: the words are marked; a result opens its place in the thread.
    await clara.page.getByRole('button', { name: 'Search in this conversation' }).click();
    const field = clara.page.getByRole('searchbox', { name: 'Search messages' });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await field.fill('BEACH');
    const found = clara.page.getByRole('list', { name: 'Messages found' });
    await found.getByRole('button', { name: /beach shoot/ }).waitFor();
    expect(await found.locator('mark').first().textContent()).toBe('beach');
    await clara.page.screenshot({ path: `${SCREENS}/chat-search-en-desktop.png` });
    await field.fill('nothing like this anywhere');
    await clara.page.getByText('No messages match nothing like this anywhere').waitFor();
    await field.fill('beach');
    await found.getByRole('button', { name: /beach shoot/ }).click();
    await clara.page.locator('li[data-found="true"]').filter({ hasText: 'beach shoot' }).waitFor();
    await clara.page.getByRole('searchbox', { name: 'Search messages' }).waitFor({ state: 'detached' });

    // In Spanish on a phone: accents and case do not matter; Escape closes.
    const phone = await loggedInPage(running, CLARA, PASSWORD, 'phone', 'es');
    await phone.page.goto(`${running.server.url}/messages`);
    await phone.page
      .getByRole('navigation', { name: 'Conversaciones' })
      .getByRole('button', { name: /Fabio Fan/ })
      .click();
    await phone.page.getByRole('list', { name: 'Mensajes' }).locator('li[data-message-id]').first().waitFor();
    await phone.page.getByRole('button', { name: 'Buscar en esta conversación' }).click();
    await phone.page.getByRole('searchbox', { name: 'Buscar mensajes' }).fill('PLAYÁ');
    const encontrados = phone.page.getByRole('list', { name: 'Mensajes encontrados' });
    await encontrados.getByRole('button', { name: /Voy de camino/ }).waitFor();
    expect(await encontrados.locator('mark').first().textContent()).toBe('playa');
    await phone.page.screenshot({ path: `${SCREENS}/chat-search-es-phone.png` });
    await phone.page.keyboard.press('Escape');
    await phone.page.getByRole('searchbox', { name: 'Buscar mensajes' }).waitFor({ state: 'detached' });
    await phone.page.getByText('Visto').first().waitFor();
    await phone.page.screenshot({ path: `${SCREENS}/chat-seen-es-phone.png` });

    expect([...clara.errors, ...fabio.errors, ...phone.errors]).toEqual([]);
    await Promise.all([clara.context.close(), fabio.context.close(), phone.context.close()]);
  });

  it("in Spanish on a phone: the list and the thread are two screens; a profile's Message button opens the conversation", async () => {
    const fabio = await loggedInPage(running, FABIO, PASSWORD, 'phone', 'es');
    await fabio.page.goto(`${running.server.url}/messages`);
    const list = fabio.page.getByRole('navigation', { name: 'Conversaciones' });
    await list.getByRole('button', { name: /Clara Creator/ }).waitFor();
    await fabio.page.screenshot({ path: `${SCREENS}/chat-list-es-phone.png` });
    await list.getByRole('button', { name: /Clara Creator/ }).click();
    await fabio.page.getByRole('list', { name: 'Mensajes' }).locator('li[data-message-id]').first().waitFor();
    // The thread alone; the back arrow returns to the list.
    expect(await list.isVisible()).toBe(false);
    await fabio.page.screenshot({ path: `${SCREENS}/chat-thread-es-phone.png` });
    await fabio.page.getByRole('button', { name: 'Volver a las conversaciones' }).click();
    await list.getByRole('button', { name: /Clara Creator/ }).waitFor();
    await fabio.page.getByRole('button', { name: 'Enviar un archivo' }).waitFor({ state: 'detached' });

    // From Clara's profile, Message opens their conversation.
    await list.getByRole('button', { name: /Clara Creator/ }).click();
    const href = await fabio.page.getByRole('link', { name: 'Clara Creator' }).getAttribute('href');
    await fabio.page.goto(`${running.server.url}${href}`);
    await fabio.page.getByRole('button', { name: 'Enviar mensaje', exact: true }).click();
    await fabio.page.waitForURL('**/messages?user=*');
    await fabio.page.getByRole('list', { name: 'Mensajes' }).locator('li[data-message-id]').first().waitFor();
    await fabio.page.getByRole('textbox', { name: 'Mensaje' }).fill('Hola');
    await fabio.page.getByRole('textbox', { name: 'Mensaje' }).press('Enter');
    await message(fabio.page, 'Hola').and(fabio.page.locator('[data-status="sent"]')).waitFor();
    await fabio.page.screenshot({ path: `${SCREENS}/chat-thread-es-phone-sent.png` });
    expect(fabio.errors).toEqual([]);
    await fabio.context.close();
  });
});
