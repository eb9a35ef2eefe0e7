import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { messages as es } from '../../locales/es/messages';
import { messages as en } from '../../locales/en/messages';
import { uploadMachine, type UploadEvent } from '../../src/machines/upload.machine';
import { ComposeModal } from '../../src/views/compose/ComposeModal';
import { appRefs } from '../machines/appRefs';
import { mp3 } from '../support/files';
import { loadMessageTexts } from '../../src/validation/messages';

// These screens load past the first ones, with the contract's whole table of messages.
beforeAll(() => loadMessageTexts());

/** The modal as the machine's state says it should look (server-rendered: no effects, no dialog API). */
function render(events: UploadEvent[], locale: 'en' | 'es' = 'en') {
  i18n.activate(locale);
  const actor = createActor(uploadMachine, { input: appRefs() }).start();
  for (const event of events) actor.send(event);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ComposeModal actor={actor} />
    </I18nProvider>,
  );
}

beforeAll(() => {
  i18n.load({ en, es });
});

describe('compose modal view', () => {
  it('a text post asks for its caption, in the reader’s language', () => {
    const events: UploadEvent[] = [{ type: 'compose.open', kind: 'text', canSell: false }, { type: 'compose.submit' }];
    expect(render(events)).toContain('Caption is required.');
    expect(render(events)).toContain('Create text post');
    expect(render(events, 'es')).toContain('Crear publicación de texto');
  });

  it('Save draft and Schedule beside Post, the time a labelled date-time input; Schedule without a time says why, in both languages', () => {
    const open: UploadEvent[] = [{ type: 'compose.open', kind: 'text', canSell: false }];
    const html = render(open);
    expect(html).toMatch(
      /<label[^>]*for="([^"]+)"[^>]*>Schedule for<\/label>(<style[^<]*<\/style>)?<input id="\1"[^>]*type="datetime-local"/,
    );
    expect(html).toMatch(/<button type="button"[^>]*>Schedule<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Save draft<\/button>/);
    expect(html).toContain('Drafts &amp; scheduled');
    const refused = render([...open, { type: 'draft.description', value: 'later' }, { type: 'compose.schedule' }]);
    expect(refused).toMatch(/role="alert"[^>]*>Please choose a valid date and time</);
    const es = render([...open, { type: 'draft.description', value: 'later' }, { type: 'compose.schedule' }], 'es');
    expect(es).toContain('Programar para');
    expect(es).toContain('Guardar borrador');
    expect(es).toContain('Elige una fecha y hora válidas');
  });

  it('the submit button is the verb: Publicar in Spanish, not the tab’s Publicaciones', () => {
    const events: UploadEvent[] = [{ type: 'compose.open', kind: 'text', canSell: false }];
    expect(render(events)).toMatch(/<button type="submit"[^>]*>Post<\/button>/);
    expect(render(events, 'es')).toMatch(/<button type="submit"[^>]*>Publicar<\/button>/);
  });

  it('Tag people: a labelled people search, and each person tagged with a button to take them out, in the reader’s language', () => {
    const milo = { id: '3', firstName: 'Milo', lastName: 'Rivers', username: 'milo', profilePhoto: null, isVerified: true };
    const events: UploadEvent[] = [
      { type: 'compose.open', kind: 'text', canSell: false },
      { type: 'draft.tag.add', person: milo },
    ];
    const html = render(events);
    expect(html).toMatch(
      /<label[^>]*for="([^"]+)"[^>]*>Tag people<\/label>.*<input id="\1"[^>]*role="combobox"[^>]*aria-label="Search people to tag"/,
    );
    expect(html).toMatch(/<ul aria-label="Tagged people"[^>]*>.*Milo Rivers.*aria-label="Remove Milo Rivers"/);
    expect(render([{ type: 'compose.open', kind: 'text', canSell: false }])).not.toContain('Tagged people');
    const es = render(events, 'es');
    expect(es).toContain('Etiquetar personas');
    expect(es).toContain('Quitar Milo Rivers');
  });

  it('a caption over 240 shows the message at once and disables Post', () => {
    const html = render([
      { type: 'compose.open', kind: 'image', canSell: true },
      { type: 'draft.description', value: 'x'.repeat(241) },
    ]);
    expect(html).toContain('please enter less then 240 word');
    expect(html).toContain('241 / 240');
    expect(html).toMatch(/<button type="submit"[^>]*disabled/);
  });

  it('the video composer shows its three pickers and the payment choice; a paid post asks for the price', () => {
    const html = render([
      { type: 'compose.open', kind: 'video', canSell: true },
      { type: 'draft.file', slot: 'teaser', file: mp3() },
      { type: 'draft.payment', payment: 'payPerView' },
      { type: 'compose.submit' },
    ]);
    for (const text of ['Video', 'Thumbnail', 'Teaser (optional)', 'Free', 'Subscribers', 'Paid', 'Price in coins'])
      expect(html).toContain(text);
    for (const text of ['video required', 'thumbnail required', 'amount required', 'Upload only .mp4 video files'])
      expect(html).toContain(text);
  });

  it('shows the upload in bytes (percent and MB of MB) with Cancel upload, in both languages, and disables the form', () => {
    const MB = 1024 * 1024;
    const big = (name: string) => new File([new Uint8Array(2 * MB)], name, { type: 'image/png' });
    const events: UploadEvent[] = [
      { type: 'compose.open', kind: 'image', canSell: true },
      { type: 'draft.images.add', files: [big('a.png'), big('b.png')] },
      { type: 'compose.submit' },
      { type: 'upload.progress', sent: MB },
    ];
    const html = render(events);
    expect(html).toContain('Uploading file 1 of 2: 25% (1.0 MB of 4.0 MB)');
    expect(html).toMatch(/<progress[^>]*aria-label="Upload progress"[^>]*>/);
    expect(html).toContain('Cancel upload');
    expect(html).toMatch(/<fieldset disabled/);
    const spanish = render(events, 'es');
    expect(spanish).toContain('Subiendo el archivo 1 de 2: 25 % (1,0 MB de 4,0 MB)');
    expect(spanish).toContain('Cancelar la subida');
  });

  it('a poll starts with three options and says when a seventh is refused', () => {
    const start: UploadEvent[] = [{ type: 'compose.open', kind: 'poll', canSell: true }];
    expect(render(start).match(/placeholder="Option \d"/g)).toHaveLength(3);
    const full = render([...start, ...Array<UploadEvent>(4).fill({ type: 'poll.option.add' })]);
    expect(full.match(/placeholder="Option \d"/g)).toHaveLength(6);
    expect(full).toContain('You can add maximum 6 option only');
  });
});
