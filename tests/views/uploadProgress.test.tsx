import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { messages as en } from '../../locales/en/messages';
import { messages as es } from '../../locales/es/messages';
import { addMediaMachine } from '../../src/machines/addMedia.machine';
import { chatAttachmentMachine } from '../../src/machines/chatAttachment.machine';
import { loadMessageTexts } from '../../src/validation/messages';
import { FileForm } from '../../src/views/messages/popups';
import { AddMediaPopup } from '../../src/views/packages/AddMediaPopup';
import { chatRefs } from '../machines/chat.fixtures';
import { deferredServices } from '../machines/fakeServices';
import { subscribeRefs } from '../machines/subscriptions.fixtures';
import { fileOf, MB } from '../support/files';

// These screens load past the first ones, with the contract's whole table of messages.
beforeAll(() => loadMessageTexts());

/** A server render of a popup, as it looks now (no effects). */
function render(node: ReactNode, locale: 'en' | 'es' = 'en') {
  const i18n = setupI18n({ locale, messages: { en, es } });
  return renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>).replace(/<style[^>]*>.*?<\/style>/g, '');
}

// Uploads that never answer: the popup stays on its way.
const pending = () => deferredServices(['uploadFile', 'sendMessage', 'addMedia']).actors;

describe('an upload on its way, in the chat and in a package', () => {
  it('the chat attachment shows its bytes and Cancel upload while the file goes up, in both languages; Cancel keeps the file', () => {
    const refs = chatRefs();
    const actor = createActor(chatAttachmentMachine.provide({ actors: pending() }), {
      input: { roomId: 'a'.repeat(24), seed: 'seed1234', chatStore: refs.chatStore, toasts: refs.toasts },
    }).start();
    const clip = fileOf('clip.mp4', 'video/mp4', 8 * MB);
    actor.send({ type: 'file.chosen', file: clip });
    expect(render(<FileForm actor={actor} paid={false} onSent={() => {}} />)).not.toContain('upload-progress');

    actor.send({ type: 'file.send' });
    actor.send({ type: 'upload.progress', sent: 2 * MB });
    const html = render(<FileForm actor={actor} paid={false} onSent={() => {}} />);
    expect(html).toContain('25% (2.0 MB of 8.0 MB)');
    expect(html).toMatch(/<progress[^>]*aria-label="Upload progress"[^>]*>/);
    expect(html).toContain('Cancel upload');
    const spanish = render(<FileForm actor={actor} paid={false} onSent={() => {}} />, 'es');
    expect(spanish).toContain('25 % (2,0 MB de 8,0 MB)');
    expect(spanish).toContain('Cancelar la subida');

    actor.send({ type: 'upload.cancel' });
    expect(actor.getSnapshot().value).toBe('previewing');
    expect(actor.getSnapshot().context.file).toBe(clip);
    expect(render(<FileForm actor={actor} paid={false} onSent={() => {}} />)).not.toContain('Cancel upload');
  });

  it('the add media popup shows the bytes of the file and its thumbnail, with Cancel upload, in both languages', () => {
    const refs = subscribeRefs();
    const actor = createActor(addMediaMachine.provide({ actors: pending() }), {
      input: { packageId: '7', toasts: refs.toasts },
    }).start();
    actor.send({ type: 'addMedia.tab', kind: 'VIDEO' });
    actor.send({ type: 'addMedia.file', file: fileOf('clip.mp4', 'video/mp4', 3 * MB) });
    actor.send({ type: 'addMedia.thumb', file: fileOf('thumb.png', 'image/png', MB) });
    actor.send({ type: 'addMedia.submit' });
    actor.send({ type: 'upload.progress', sent: 3 * MB });
    const html = render(<AddMediaPopup actor={actor} onClose={() => {}} />);
    expect(html).toContain('75% (3.0 MB of 4.0 MB)');
    expect(html).toContain('Cancel upload');
    const spanish = render(<AddMediaPopup actor={actor} onClose={() => {}} />, 'es');
    expect(spanish).toContain('75 % (3,0 MB de 4,0 MB)');
    expect(spanish).toContain('Cancelar la subida');

    actor.send({ type: 'upload.cancel' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(render(<AddMediaPopup actor={actor} onClose={() => {}} />)).not.toContain('Cancel upload');
  });
});
