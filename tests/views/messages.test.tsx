import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/messages';
import { messages as es } from '../../locales/es/messages';
import type { StoredMessage } from '../../src/app/chat';
import { MessageItem, type MessageActions } from '../../src/views/messages/MessageItem';
import { message } from '../machines/chat.fixtures';
import { loadMessageTexts } from '../../src/validation/messages';
import { createApp } from '../../src/app/root/app';
import { AppProvider } from '../../src/app/root/hooks';
import { fakeServices } from '../app/fakeApp';

// These screens load past the first ones, with the contract's whole table of messages.
beforeAll(() => loadMessageTexts());

const none: MessageActions = { onUnlock: () => {}, onOpenPackage: () => {}, onEnlarge: () => {}, onRetry: () => {} };
const stored = (overrides: Partial<StoredMessage>): StoredMessage => ({ ...message(1), status: 'sent', ...overrides });

/** A server render of one message, as the thread draws it (in the app: a locked price reads the wallet's packs). */
function render(node: ReactNode, locale: 'en' | 'es' = 'en') {
  const i18n = setupI18n({ locale, messages: { en, es } });
  return renderToStaticMarkup(
    <AppProvider app={createApp(fakeServices('en').services)}>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </AppProvider>,
  ).replace(/<style[^>]*>.*?<\/style>/g, '');
}

const picture = { lightboxImageUrl: '/media/full.jpg?sig=1', littleThumbnailUrl: '/media/thumb.jpg?sig=1' };
const lockedMedia = stored({
  kind: 'PAID_MEDIA',
  isLocked: true,
  coins: 40,
  pictures: [{ lightboxImageUrl: '/media/blur.jpg?sig=1', littleThumbnailUrl: '/media/blur.jpg?sig=1' }],
});
const offer = stored({
  kind: 'PAID_PACKAGE',
  isLocked: true,
  coins: 150,
  packageId: '5',
  packageTitle: 'Golden hour',
  packageCounts: { images: 2, audio: 1, videos: 3 },
});

describe('a chat message, by its kind', () => {
  it('text with pictures: the words and each thumbnail, enlarged on click', () => {
    const html = render(<MessageItem message={stored({ content: 'Look', pictures: [picture] })} mine={false} actions={none} />);
    expect(html).toContain('Look');
    expect(html).toContain('src="/media/thumb.jpg?sig=1"');
    expect(html).toContain('aria-label="Enlarge the image"');
  });

  it('paid media: blurred and locked with its price for the receiver; opened for the sender', () => {
    const receiver = render(<MessageItem message={lockedMedia} mine={false} actions={none} />);
    expect(receiver).toContain('Unlock for');
    expect(receiver).toContain('40 coins');
    expect(receiver).not.toContain('Enlarge the image');
    const sender = render(<MessageItem message={{ ...lockedMedia, isLocked: false, pictures: [picture] }} mine actions={none} />);
    expect(sender).not.toContain('Unlock for');
    expect(sender).toContain('src="/media/thumb.jpg?sig=1"');
  });

  it('a package: locked with its counts for the receiver, then an open action; View package for the sender', () => {
    expect(render(<MessageItem message={offer} mine={false} actions={none} />)).toMatch(
      /Golden hour.*2 images, 1 audio, 3 videos.*150 coins.*Unlock/s,
    );
    expect(render(<MessageItem message={{ ...offer, isLocked: false, isPaid: true }} mine={false} actions={none} />)).toContain('>Open<');
    expect(render(<MessageItem message={offer} mine actions={none} />)).toContain('View package');
  });

  it('a transfer reads Sent Successfully to the sender, Received Successfully to the receiver, in both languages', () => {
    const transfer = stored({ kind: 'COIN_TRANSFER', coins: 100, content: '' });
    expect(render(<MessageItem message={transfer} mine actions={none} />)).toContain('Sent Successfully');
    expect(render(<MessageItem message={transfer} mine={false} actions={none} />)).toContain('Received Successfully');
    expect(render(<MessageItem message={transfer} mine={false} actions={none} />, 'es')).toContain('Recibido correctamente');
  });

  it('a sticker shows its image, price and the short message it carried, to the sender and the receiver', () => {
    const sticker = stored({
      kind: 'STICKER',
      coins: 15,
      content: 'heart',
      isSystem: true,
      media: { url: '/stickers/heart.svg', type: 'IMAGE' },
      note: 'For the song',
    });
    for (const mine of [true, false])
      expect(render(<MessageItem message={sticker} mine={mine} actions={none} />)).toMatch(
        /src="\/stickers\/heart.svg".*15 coins.*<q class="note">For the song<\/q>/s,
      );
    expect(render(<MessageItem message={{ ...sticker, note: null }} mine={false} actions={none} />)).not.toContain('<q');
  });

  it('a message of mine refused shows Not sent with a retry; on its way, Sending...', () => {
    expect(
      render(<MessageItem message={stored({ authorId: 'me', status: 'failed', clientId: 'seed1234-1' })} mine actions={none} />),
    ).toMatch(/Not sent.*Retry/s);
    expect(render(<MessageItem message={stored({ status: 'sending', clientId: 'seed1234-2' })} mine actions={none} />)).toContain(
      'Sending...',
    );
  });
});
