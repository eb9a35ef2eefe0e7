import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { messages as en } from '../../locales/en/messages';
import { messages as es } from '../../locales/es/messages';
import type { StoredMessage } from '../../src/app/chat';
import { longLived } from '../../src/app/root/area';
import { createApp, rootMachine, type App } from '../../src/app/root/app';
import { AppProvider } from '../../src/app/root/hooks';
import type { CoinPack } from '../../src/app/wallet';
import { loadMessageTexts } from '../../src/validation/messages';
import { LockedMedia } from '../../src/views/feed/PostMedia';
import { MessageItem, type MessageActions } from '../../src/views/messages/MessageItem';
import { fakeServices } from '../app/fakeApp';
import { message } from '../machines/chat.fixtures';
import { storePost } from '../machines/posts.fixtures';
import { textOf } from '../machines/viewMatchesMachine/render';

beforeAll(() => loadMessageTexts());

/** The demo's packs: the smallest (100 coins for $0.99) sets the rate, as the dialogs read it. */
const PACKS: CoinPack[] = [
  { id: '2', coins: 500, price: 4.49, inAppIdentifier: 'coins_500' },
  { id: '1', coins: 100, price: 0.99, inAppIdentifier: 'coins_100' },
];

/** The app as main.tsx builds it, its wallet already holding `packs` (none: not read yet). */
function appWithPacks(packs: CoinPack[]): App {
  const app = createApp(fakeServices('en').services);
  const wallet = longLived(createMachine({ context: { balance: 1000, packs, referralCode: null, dialog: null } }));
  const actors = { ...app.longLived, wallet };
  return { ...app, root: rootMachine(actors) as App['root'], longLived: actors };
}

function render(node: ReactNode, { locale = 'en', packs = PACKS }: { locale?: 'en' | 'es'; packs?: CoinPack[] } = {}) {
  const i18n = setupI18n({ locale, messages: { en, es } });
  return textOf(
    renderToStaticMarkup(
      <AppProvider app={appWithPacks(packs)}>
        <I18nProvider i18n={i18n}>{node}</I18nProvider>
      </AppProvider>,
    ).replace(/<style[^>]*>.*?<\/style>/g, ''),
  );
}

const paidPost = storePost('9', { type: 'IMAGE', payment: 'PAY_PER_VIEW', price: 50, isLocked: true, mediaCount: 1 });
const none: MessageActions = { onUnlock: () => {}, onOpenPackage: () => {}, onEnlarge: () => {}, onRetry: () => {} };
const stored = (overrides: Partial<StoredMessage>): StoredMessage => ({ ...message(1), status: 'sent', ...overrides });
const lockedMedia = stored({ kind: 'PAID_MEDIA', isLocked: true, coins: 40, pictures: [] });
const offer = stored({
  kind: 'PAID_PACKAGE',
  isLocked: true,
  coins: 150,
  packageId: '5',
  packageTitle: 'Golden hour',
  packageCounts: { images: 2, audio: 1, videos: 3 },
});

describe("a price's money value beside its coins, where a fan unlocks", () => {
  it("a paid post's lock: unlock for its coins and their money value, in English and Spanish", () => {
    expect(render(<LockedMedia post={paidPost} />)).toContain('unlock for 50 coins (~$0.50)');
    // Spanish reads the number and the currency its own way.
    expect(render(<LockedMedia post={paidPost} />, { locale: 'es' })).toMatch(/desbloquear por 50 monedas \(~0,50\s?US\$\)/);
  });

  it('a subscribers-only lock names no price', () => {
    const subscribersOnly = { ...paidPost, payment: 'SUBSCRIBERS' as const, price: 0 };
    expect(render(<LockedMedia post={subscribersOnly} />)).not.toContain('~');
  });

  it('before the packs are read, the coins alone', () => {
    const text = render(<LockedMedia post={paidPost} />, { packs: [] });
    expect(text).toContain('unlock for 50 coins');
    expect(text).not.toContain('~');
  });

  it("chat's locked paid media and package: their coins with the money value, to the receiver only", () => {
    expect(render(<MessageItem message={lockedMedia} mine={false} actions={none} />)).toContain('Unlock for 40 coins (~$0.40)');
    expect(render(<MessageItem message={lockedMedia} mine={false} actions={none} />, { locale: 'es' })).toMatch(
      /40 monedas \(~0,40\s?US\$\)/,
    );
    expect(render(<MessageItem message={offer} mine={false} actions={none} />)).toMatch(/Golden hour.*150 coins \(~\$1\.49\).*Unlock/);
    // The sender's own bubbles keep the plain price; an opened package too.
    expect(render(<MessageItem message={offer} mine actions={none} />)).not.toContain('~');
    expect(render(<MessageItem message={{ ...offer, isLocked: false, isPaid: true }} mine={false} actions={none} />)).not.toContain('~');
  });
});
