import { describe, expect, it, vi } from 'vitest';
import { NotificationType, ReviewDecision } from '../../contract/codes';
import type { Notification as RestNotification } from '../../contract/notifications';
import { Endpoints } from '../../contract/endpoints';
import type { GatewayRequestError } from '../../src/gateway/errors';
import { toNotification } from '../../src/gateway/resolvers/notifications';
import { notificationPushes } from '../../src/services/notifications';
import { fail, gatewayOver, ok } from './fixtures';

/** A notification exactly as the admin API lists it and the socket pushes it. */
function restNotification(overrides: Partial<RestNotification> = {}): RestNotification {
  return {
    id: 9,
    type: NotificationType.likePost,
    description: 'Ada Lovelace liked your post',
    created_at: '2026-11-20T10:00:00.000Z',
    is_read: 0,
    actor: { id: 7, first_name: 'Ada', last_name: 'Lovelace', username: 'ada.l', profile_photo: 'user/profile/ada.jpg', user_verified: 1 },
    post_id: 41,
    comment_id: null,
    data: {},
    ...overrides,
  };
}

describe('toNotification: the wire’s spellings end in the gateway', () => {
  it('ids as strings, the flag as a boolean, the photo key as a URL, the verification as a boolean', () => {
    expect(toNotification(restNotification())).toEqual({
      id: '9',
      kind: 'LIKE_POST',
      category: 'INTERACTIONS',
      description: 'Ada Lovelace liked your post',
      createdAt: '2026-11-20T10:00:00.000Z',
      isRead: false,
      actor: {
        id: '7',
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: 'ada.l',
        profilePhoto: '/media/user/profile/ada.jpg',
        isVerified: true,
      },
      postId: '41',
      commentId: null,
      coins: null,
      streamId: null,
      note: null,
    });
    expect(toNotification(restNotification({ type: NotificationType.newTips, data: { coins: 200, kind: 'post_donation' } })).coins).toBe(
      200,
    );
    // A tip's short message (issue 28) reaches the receiver's list; none is null, never an empty line.
    expect(
      toNotification(
        restNotification({ type: NotificationType.newTips, data: { coins: 200, kind: 'post_donation', note: 'Thanks for the tour!' } }),
      ).note,
    ).toBe('Thanks for the tour!');
    expect(toNotification(restNotification({ type: NotificationType.newTips, data: { coins: 200, kind: 'sticker' } })).note).toBeNull();
  });

  it('a report’s outcome reads by the admin’s decision; a removed post is the author’s own kind', () => {
    const platform = { actor: null, post_id: null };
    expect(
      toNotification(
        restNotification({ ...platform, type: NotificationType.reportReviewed, data: { post: 4, decision: ReviewDecision.removed } }),
      ).kind,
    ).toBe('REPORT_UPHELD');
    expect(
      toNotification(
        restNotification({ ...platform, type: NotificationType.reportReviewed, data: { post: 4, decision: ReviewDecision.dismissed } }),
      ).kind,
    ).toBe('REPORT_DISMISSED');
    expect(toNotification(restNotification({ ...platform, type: NotificationType.postRemoved, data: { post: 4 } })).kind).toBe(
      'POST_REMOVED',
    );
  });

  it('every §3 code reads as a kind: typos, casing and the paired codes alike; the platform’s own has no actor', () => {
    const kinds = Object.values(NotificationType).map((type) => toNotification(restNotification({ type, actor: null })).kind);
    expect(kinds).not.toContain('OTHER');
    expect(toNotification(restNotification({ type: NotificationType.receivedCoins })).kind).toBe('RECEIVED_COINS');
    expect(toNotification(restNotification({ type: NotificationType.tagInPost })).kind).toBe('TAG_IN_POST');
    expect(toNotification(restNotification({ type: NotificationType.updateWallet })).kind).toBe('WALLET_UPDATED');
    expect(toNotification(restNotification({ type: NotificationType.walletUpdated })).kind).toBe('WALLET_UPDATED');
    expect(toNotification(restNotification({ actor: null, post_id: null, comment_id: 3, is_read: 1 }))).toMatchObject({
      actor: null,
      postId: null,
      commentId: '3',
      isRead: true,
    });
  });

  it('live: someone went live carries its stream; a paid join (to the host) is its own kind with the coins', () => {
    expect(
      toNotification(restNotification({ type: NotificationType.newLivestream, post_id: null, data: { stream_id: 'AbCdE12345' } })),
    ).toMatchObject({ kind: 'LIVE_STREAM', streamId: 'AbCdE12345' });
    expect(
      toNotification(restNotification({ type: NotificationType.liveStream, post_id: null, data: { coins: 30, stream_id: 'AbCdE12345' } })),
    ).toMatchObject({ kind: 'LIVE_JOINED', coins: 30 });
  });

  it('a code this client does not know reads as OTHER, in no tab but All', () => {
    const unknown = toNotification(restNotification({ type: 'new_badge' as RestNotification['type'] }));
    expect([unknown.kind, unknown.category]).toEqual(['OTHER', null]);
  });

  it('every code reads into its tab: a tag is a mention, a tip money, a new subscriber a subscription', () => {
    const categoryOf = (type: RestNotification['type']) => toNotification(restNotification({ type })).category;
    expect(categoryOf(NotificationType.tagInPost)).toBe('MENTIONS');
    expect(categoryOf(NotificationType.newTips)).toBe('MONEY');
    expect(categoryOf(NotificationType.payoutUpdates)).toBe('MONEY');
    expect(categoryOf(NotificationType.newSubscriber)).toBe('SUBSCRIPTIONS');
    expect(categoryOf(NotificationType.startFollow)).toBe('INTERACTIONS');
    for (const type of Object.values(NotificationType)) expect(categoryOf(type), type).not.toBeNull();
  });
});

describe('notification resolvers', () => {
  it('notifications posts the page and maps each one', async () => {
    const { gateway, requests } = gatewayOver(
      {
        [Endpoints.notifications.path]: ok([
          restNotification(),
          restNotification({ id: 10, type: NotificationType.startFollow, post_id: null }),
        ]),
      },
      { authToken: 'tok' },
    );
    const { notifications } = await gateway.request('Notifications', { page: 2 });
    expect(requests[0]).toMatchObject({
      url: '/api/settings/notification',
      method: 'POST',
      authorization: 'Bearer tok',
      body: { page: 2 },
    });
    expect(notifications.map(({ id, kind, postId }) => ({ id, kind, postId }))).toEqual([
      { id: '9', kind: 'LIKE_POST', postId: '41' },
      { id: '10', kind: 'START_FOLLOW', postId: null },
    ]);
  });

  it('a page below 1 asks for page 1', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.notifications.path]: ok([]) });
    expect((await gateway.request('Notifications', { page: 0 })).notifications).toEqual([]);
    expect(requests[0]?.body).toEqual({ page: 1 });
  });

  it('a tab is sent as the wire’s category; All and none alike list everything', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.notifications.path]: ok([]) });
    await gateway.request('Notifications', { page: 1, category: 'MONEY' });
    await gateway.request('Notifications', { page: 1, category: 'ALL' });
    expect(requests.map((request) => request.body)).toEqual([
      { page: 1, category: 'money' },
      { page: 1, category: 'all' },
    ]);
  });

  it('the unread count and read-all post an empty body and answer the count', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.unreadNotifications.path]: ok({ unread: 4 }),
      [Endpoints.markNotificationsRead.path]: ok({ unread: 0 }),
    });
    expect((await gateway.request('UnreadNotifications', {})).unreadNotifications.unread).toBe(4);
    expect((await gateway.request('MarkNotificationsRead', {})).markNotificationsRead.unread).toBe(0);
    expect(requests.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/notifications/unread', body: {} },
      { url: '/api/notifications/read', body: {} },
    ]);
  });

  it('a failure keeps the server’s status and message', async () => {
    const { gateway } = gatewayOver({ [Endpoints.unreadNotifications.path]: fail(401, 'Unauthorized') });
    const error = (await gateway.request('UnreadNotifications', {}).catch((caught: unknown) => caught)) as GatewayRequestError;
    expect(error.errors[0]).toMatchObject({ message: 'Unauthorized', extensions: { status: 401 } });
  });
});

describe('the notifications service', () => {
  it('listens on the socket with the stored chat token and hands on each push in the client’s words', () => {
    const close = vi.fn();
    const connect = vi.fn(
      (_options: { token: string; onNotification?: (notification: RestNotification) => void; onConnect?: () => void }) => close,
    );
    const api = notificationPushes({ getJwtToken: () => 'jwt', connect });
    const received = vi.fn();
    const connected = vi.fn();
    const stop = api.listen(received, connected);
    expect(connect).toHaveBeenCalledWith(expect.objectContaining({ token: 'jwt' }));
    connect.mock.calls[0]![0].onNotification!(restNotification());
    expect(received).toHaveBeenCalledWith(toNotification(restNotification()));
    // Each (re)connection is told, so the count is read again.
    connect.mock.calls[0]![0].onConnect!();
    expect(connected).toHaveBeenCalledOnce();
    stop();
    expect(close).toHaveBeenCalledOnce();
  });

  it('opens no socket without a chat token', () => {
    const connect = vi.fn(() => () => {});
    notificationPushes({ getJwtToken: () => null, connect }).listen(() => {})();
    expect(connect).not.toHaveBeenCalled();
  });
});
