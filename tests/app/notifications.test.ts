import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { screenStart } from '../../src/app/system';
import * as fx from '../machines/fixtures';
import { notificationFixture } from '../machines/notifications.fixtures';
import { startApp } from './fakeApp';

/** The notifications area as the app runs it: it follows the auth actor's session through the system. */
async function loggedIn() {
  const app = await startApp();
  app.get('auth').send({ type: 'login.submit', form: fx.loginForm });
  await app.calls.succeed('login', fx.adminLogin);
  await app.calls.succeed('chatLogin', fx.chatLogin);
  return { ...app, notifications: app.get('notifications') };
}

describe('notifications area in the running app', () => {
  it('nothing is asked and no socket opens while logged out', async () => {
    const { get, calls, effects } = await startApp();
    expect(get('notifications').getSnapshot().value).toBe('signedOut');
    expect(calls.callsOf('unreadCount')).toEqual([]);
    expect(effects.listen).not.toHaveBeenCalled();
  });

  it('after login: the count is loaded, the socket opens, a push raises the count at once and sits on top of the list', async () => {
    const { notifications, calls, effects } = await loggedIn();
    expect(effects.listen).toHaveBeenCalledOnce();
    await calls.succeed('unreadCount', 2);
    expect(notifications.getSnapshot().context.unread).toBe(2);
    const push = effects.listen.mock.calls[0]![0] as (notification: unknown) => void;
    push(notificationFixture('5'));
    push(notificationFixture('5'));
    expect(notifications.getSnapshot().context.unread).toBe(3);
    expect(notifications.getSnapshot().context.received.map((item) => item.id)).toEqual(['5']);
  });

  it('opening the list marks everything read and clears the count at once', async () => {
    const { notifications, calls, app, root } = await loggedIn();
    await calls.succeed('unreadCount', 4);
    const { logic, input } = screenStart({ root, screens: app.screens }, 'notificationList', {});
    createActor(await logic, { input }).start();
    expect(notifications.getSnapshot().context.unread).toBe(0);
    expect(calls.callsOf('markAllRead')).toHaveLength(1);
    expect(calls.callsOf('notificationPage').map((call) => call.input)).toEqual([1]);
  });

  it('while the list is open a push shows on it read, the count stays clear and the server is told; once it is left, pushes count again', async () => {
    const { notifications, calls, app, root, effects } = await loggedIn();
    await calls.succeed('unreadCount', 4);
    const { logic, input } = screenStart({ root, screens: app.screens }, 'notificationList', {});
    const list = createActor(await logic, { input }).start();
    await calls.succeed('markAllRead', 0);
    const push = effects.listen.mock.calls[0]![0] as (notification: unknown) => void;
    push({ ...notificationFixture('6'), isRead: false });
    expect(notifications.getSnapshot().context.unread).toBe(0);
    expect(notifications.getSnapshot().context.received.map((item) => [item.id, item.isRead])).toEqual([['6', true]]);
    expect(calls.callsOf('markAllRead')).toHaveLength(2);
    await calls.succeed('markAllRead', 0);

    list.stop();
    push({ ...notificationFixture('7'), isRead: false });
    expect(notifications.getSnapshot().context.unread).toBe(1);
    expect(notifications.getSnapshot().context.received.map((item) => [item.id, item.isRead])).toEqual([
      ['7', false],
      ['6', true],
    ]);
    expect(calls.callsOf('markAllRead')).toHaveLength(2);
  });

  it('a verification decided reads the viewer again (the badge and the plans follow); other news does not', async () => {
    const { calls, effects, get } = await loggedIn();
    const push = effects.listen.mock.calls[0]![0] as (notification: unknown) => void;
    push(notificationFixture('9', 'LIKE_POST'));
    expect(calls.callsOf('viewer')).toEqual([]);
    push({ ...notificationFixture('10', 'DOCUMENT_REJECTED'), actor: null, postId: null });
    expect(calls.callsOf('viewer')).toHaveLength(1);
    expect(get('auth').getSnapshot().matches({ loggedIn: 'ready' })).toBe(true);
    await calls.succeed('viewer', fx.decidedViewer);
    expect(get('auth').getSnapshot().context.viewer).toEqual(fx.decidedViewer);
    // The session went on throughout: the socket stayed open.
    expect(effects.closeSocket).not.toHaveBeenCalled();
  });

  it('logout closes the socket and forgets the count and the pushes', async () => {
    const { notifications, calls, effects, get } = await loggedIn();
    await calls.succeed('unreadCount', 1);
    (effects.listen.mock.calls[0]![0] as (notification: unknown) => void)(notificationFixture('8'));
    get('auth').send({ type: 'session.logout' });
    expect(effects.closeSocket).toHaveBeenCalledOnce();
    expect(notifications.getSnapshot().context).toEqual({ unread: 0, received: [], listOpen: false });
  });
});
