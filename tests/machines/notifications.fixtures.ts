import type { Notification } from '../../src/machines/notifications.machine';

/** A notification as the gateway gives it; `id` and `kind` vary, the rest reads like the demo's. */
export function notificationFixture(id: string, kind: Notification['kind'] = 'LIKE_POST'): Notification {
  return {
    id,
    kind,
    description: 'Ada Lovelace liked your post',
    createdAt: '2026-11-20T10:00:00.000Z',
    isRead: false,
    actor: { id: '7', firstName: 'Ada', lastName: 'Lovelace', username: 'ada', profilePhoto: null, isVerified: true },
    postId: kind === 'START_FOLLOW' || kind === 'LIVE_STREAM' ? null : '41',
    streamId: kind === 'LIVE_STREAM' ? 'Live0Str3m' : null,
    commentId: null,
    coins: null,
    note: null,
  };
}
