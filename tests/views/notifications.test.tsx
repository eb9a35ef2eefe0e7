import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { messages as en } from '../../locales/en/messages';
import { messages as es } from '../../locales/es/messages';
import { OnDemand } from '../../src/app/root/area';
import { AppProvider } from '../../src/app/root/hooks';
import type { NotificationKind } from '../../src/app/notifications';
import { createApp } from '../../src/app/root/app';
import { describeNotification, notificationTarget } from '../../src/views/notifications/describe';
import { NotificationRow, NotificationsPage } from '../../src/views/notifications/NotificationsPage';
import { UnreadBadge } from '../../src/views/notifications/UnreadBadge';
import { fakeServices } from '../app/fakeApp';
import { notificationFixture } from '../machines/notifications.fixtures';

const KINDS: NotificationKind[] = [
  'LIKE_POST',
  'LIKE_COMMENT',
  'POST_COMMENT',
  'START_FOLLOW',
  'TAG_IN_POST',
  'NEW_STORY',
  'NEW_TIPS',
  'RECEIVED_COINS',
  'WALLET_UPDATED',
  'TRANSFER_COINS',
  'CHAT',
  'NEW_SUBSCRIPTION',
  'NEW_SUBSCRIBER',
  'VERIFICATION_UPDATES',
  'PAYOUT_UPDATES',
  'LIVE_STREAM',
  'LIVE_JOINED',
  'OTHER',
];

const i18nIn = (locale: 'en' | 'es') => setupI18n({ locale, messages: { en, es } });

describe('describeNotification: the line is built in the reader’s language', () => {
  it('names who did what, in English', () => {
    const i18n = i18nIn('en');
    const line = (kind: NotificationKind) => describeNotification(i18n, notificationFixture('1', kind));
    expect(line('LIKE_POST')).toBe('Ada Lovelace liked your post');
    expect(line('LIKE_COMMENT')).toBe('Ada Lovelace liked your comment');
    expect(line('POST_COMMENT')).toBe('Ada Lovelace commented on your post');
    expect(line('START_FOLLOW')).toBe('Ada Lovelace started following you');
    expect(line('TAG_IN_POST')).toBe('Ada Lovelace tagged you in a post');
    expect(line('OTHER')).toBe('You have a new notification');
  });

  it('in Spanish for every kind, never the English line', () => {
    const [english, spanish] = [i18nIn('en'), i18nIn('es')];
    for (const kind of KINDS) {
      const notification = notificationFixture('1', kind);
      expect(describeNotification(spanish, notification), kind).not.toBe(describeNotification(english, notification));
    }
    expect(describeNotification(spanish, notificationFixture('1', 'LIKE_POST'))).toBe('A Ada Lovelace le gustó tu publicación');
    expect(describeNotification(spanish, notificationFixture('1', 'START_FOLLOW'))).toBe('Ada Lovelace empezó a seguirte');
  });

  it('without an actor it says someone', () => {
    expect(describeNotification(i18nIn('en'), { kind: 'LIKE_POST', actor: null, coins: null })).toBe('Someone liked your post');
  });

  it('says how many coins a money notification is about, in both languages', () => {
    const tip = { ...notificationFixture('1', 'NEW_TIPS'), coins: 200 };
    expect(describeNotification(i18nIn('en'), tip)).toBe('Ada Lovelace tipped you 200 coins');
    expect(describeNotification(i18nIn('es'), tip)).toContain('200');
    expect(describeNotification(i18nIn('en'), { ...notificationFixture('1', 'WALLET_UPDATED'), actor: null, coins: 500 })).toBe(
      '500 coins were added to your wallet',
    );
    expect(describeNotification(i18nIn('en'), { ...notificationFixture('1', 'TRANSFER_COINS'), coins: 50 })).toBe(
      'Ada Lovelace unlocked your post for 50 coins',
    );
  });
});

describe('notificationTarget: a click opens what it is about', () => {
  it('the post for likes, comments and tags; the follower’s profile for a follow; nothing for the platform’s own', () => {
    expect(notificationTarget(notificationFixture('1', 'LIKE_POST'))).toEqual({ post: '41' });
    expect(notificationTarget(notificationFixture('1', 'TAG_IN_POST'))).toEqual({ post: '41' });
    expect(notificationTarget({ ...notificationFixture('1', 'START_FOLLOW'), postId: '41' })).toEqual({ profile: '7' });
    expect(notificationTarget({ kind: 'OTHER', actor: null, postId: null })).toBeNull();
  });

  it('a chat message opens its conversation on /messages', () => {
    expect(notificationTarget(notificationFixture('1', 'CHAT'))).toEqual({ page: '/messages?user=7' });
    expect(notificationTarget({ kind: 'CHAT', actor: null, postId: null })).toBeNull();
  });

  it('a review’s news opens its settings tab, and reads in both languages', () => {
    expect(notificationTarget({ kind: 'PAYOUT_PAID', actor: null, postId: null })).toEqual({ page: '/settings/payout' });
    expect(notificationTarget({ kind: 'DOCUMENT_REJECTED', actor: null, postId: null })).toEqual({ page: '/settings/verify-profile' });
    const paid = { ...notificationFixture('1', 'PAYOUT_PAID'), actor: null, coins: 120 };
    expect(describeNotification(i18nIn('en'), paid)).toBe('Your payout of 120 coins was paid');
    expect(describeNotification(i18nIn('es'), paid)).toBe('Tu retiro de 120 monedas fue pagado');
    expect(describeNotification(i18nIn('es'), { ...paid, kind: 'DOCUMENT_APPROVED' })).toBe('Tu perfil está verificado');
  });

  it('a report’s outcome reads in both languages and opens nothing (the post may be gone)', () => {
    const upheld = { kind: 'REPORT_UPHELD' as const, actor: null, coins: null, postId: null };
    expect(describeNotification(i18nIn('en'), upheld)).toBe('A post you reported was removed');
    expect(describeNotification(i18nIn('es'), upheld)).toBe('Se eliminó una publicación que denunciaste');
    expect(describeNotification(i18nIn('es'), { ...upheld, kind: 'REPORT_DISMISSED' })).toBe(
      'Se revisó una publicación que denunciaste y sigue publicada',
    );
    expect(describeNotification(i18nIn('es'), { ...upheld, kind: 'POST_REMOVED' })).toBe(
      'Un administrador eliminó tu publicación tras varias denuncias',
    );
    expect(notificationTarget(upheld)).toBeNull();
  });
});

/**
 * A server render (actors created, not started); the list's machine and the notifications actor are loaded first, as
 * the screen's preload has them.
 */
async function render(node: ReactNode, locale: 'en' | 'es' = 'en', search = '') {
  const app = createApp(fakeServices(locale).services);
  const notifications = app.longLived.notifications?.logic;
  await Promise.all([app.screens.notificationList.load(), notifications instanceof OnDemand ? notifications.load() : undefined]);
  return renderToStaticMarkup(
    <AppProvider app={app}>
      <I18nProvider i18n={i18nIn(locale)}>
        <Router ssrPath="/notification" ssrSearch={search}>
          {node}
        </Router>
      </I18nProvider>
    </AppProvider>,
  ).replace(/<style[^>]*>.*?<\/style>/g, '');
}

describe('NotificationsPage and the badge', () => {
  it('the list opens on its title and the loading state', async () => {
    const html = await render(<NotificationsPage />);
    expect(html).toContain('Notifications');
    expect(html).toContain('Loading...');
  });

  it('in Spanish', async () => {
    expect(await render(<NotificationsPage />, 'es')).toContain('Notificaciones');
  });

  it('a labelled tablist of the five tabs, All chosen by default, the others out of the Tab order', async () => {
    const html = await render(<NotificationsPage />);
    expect(html).toMatch(/role="tablist" aria-label="Notification categories"/);
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)];
    expect(tabs.map(([, label]) => label)).toEqual(['All', 'Interactions', 'Subscriptions', 'Tips and money', 'Mentions']);
    expect(tabs.map(([button]) => /aria-selected="true"/.test(button!))).toEqual([true, false, false, false, false]);
    expect(tabs.map(([button]) => /tabindex="0"/.test(button!))).toEqual([true, false, false, false, false]);
    expect(html).toMatch(/role="tabpanel" id="notifications-panel" aria-labelledby="notifications-tab-ALL"/);
  });

  it('`?tab=money` opens Tips and money; in Spanish the tabs read in Spanish', async () => {
    const html = await render(<NotificationsPage />, 'en', 'tab=money');
    expect(html).toMatch(/aria-selected="true"[^>]*>Tips and money</);
    const spanish = await render(<NotificationsPage />, 'es', 'tab=mentions');
    const labels = [...spanish.matchAll(/role="tab"[^>]*>([^<]*)</g)].map(([, label]) => label);
    expect(labels).toEqual(['Todas', 'Interacciones', 'Suscripciones', 'Propinas y dinero', 'Menciones']);
    expect(spanish).toMatch(/aria-selected="true"[^>]*>Menciones</);
  });

  it('no badge while nothing is unread', async () => {
    expect(await render(<UnreadBadge />)).toBe('');
  });
});

describe('live notifications', () => {
  it('someone went live: the line in both languages, and a click opens the stream', () => {
    const live = { ...notificationFixture('1', 'LIVE_STREAM') };
    expect(describeNotification(i18nIn('en'), live)).toBe('Ada Lovelace is live now');
    expect(describeNotification(i18nIn('es'), live)).toBe('Ada Lovelace está en directo');
    expect(notificationTarget(live)).toEqual({ page: '/live/Live0Str3m' });
    // Without its stream (an old row), the host's profile.
    expect(notificationTarget({ ...live, streamId: null })).toEqual({ profile: '7' });
  });

  it('someone paid to join the reader’s stream: the coins in both languages, their profile on a click', () => {
    const joined = { ...notificationFixture('1', 'LIVE_JOINED'), postId: null, coins: 30 };
    expect(describeNotification(i18nIn('en'), joined)).toBe('Ada Lovelace paid 30 coins to join your live stream');
    expect(describeNotification(i18nIn('es'), joined)).toBe('Ada Lovelace pagó 30 monedas para unirse a tu directo');
    expect(notificationTarget(joined)).toEqual({ profile: '7' });
  });
});

describe('a notification row', () => {
  it('shows the person who did it, or the app’s own face when no person did (a review, a payout)', async () => {
    const liked = await render(<NotificationRow notification={notificationFixture('1', 'LIKE_POST')} onOpen={() => {}} />);
    expect(liked).toContain('>AL<');
    expect(liked).not.toContain('data-face="system"');
    const paid = await render(
      <NotificationRow notification={{ ...notificationFixture('2', 'PAYOUT_PAID'), actor: null, coins: 120 }} onOpen={() => {}} />,
    );
    expect(paid).toMatch(/data-face="system"[^>]*><img src="\/src\/assets\/logo.svg"/);
    expect(paid).toContain('Your payout of 120 coins was paid');
  });

  it('a received tip or sticker shows the short message its sender wrote, beside the line, in both languages; none, no quote', async () => {
    const tip = { ...notificationFixture('3', 'NEW_TIPS'), coins: 2000, note: 'Loved the show <3' };
    const english = await render(<NotificationRow notification={tip} onOpen={() => {}} />);
    expect(english).toContain('Ada Lovelace tipped you 2000 coins');
    expect(english).toMatch(/<q data-note="true">Loved the show &lt;3<\/q>/);
    const spanish = await render(<NotificationRow notification={tip} onOpen={() => {}} />, 'es');
    expect(spanish).toContain('Loved the show &lt;3');
    expect(spanish).not.toContain('tipped you');
    expect(await render(<NotificationRow notification={{ ...tip, note: null }} onOpen={() => {}} />)).not.toContain('<q');
  });
});
