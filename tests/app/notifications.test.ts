import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { listedNotifications, notificationTabOf, notificationTabPath } from '../../src/app/notifications';
import { screenStart } from '../../src/app/root/system';
import * as fx from '../machines/fixtures';
import { notificationFixture } from '../machines/notifications.fixtures';
import { authAnswers } from './authAnswers';
import { startApp } from './fakeApp';

/** The notifications area as the app runs it: it follows the auth actor's session through the system. */
async function loggedIn() {
  const app = await startApp();
  app.get('auth').send({ type: 'login.submit', form: fx.loginForm });
  await app.calls.succeed('Login', authAnswers.login);
  await app.calls.succeed('ChatLogin', authAnswers.chatLogin);
  return { ...app, notifications: app.get('notifications') };
}

describe('notifications area in the running app', () => {
  it('nothing is asked and no socket opens while logged out', async () => {
    const { get, calls, effects } = await startApp();
    expect(get('notifications').getSnapshot().value).toBe('signedOut');
    expect(calls.callsOf('UnreadNotifications')).toEqual([]);
    expect(effects.listen).not.toHaveBeenCalled();
  });

  it('after login: the count is loaded, the socket opens, a push raises the count at once and sits on top of the list', async () => {
    const { notifications, calls, effects } = await loggedIn();
    expect(effects.listen).toHaveBeenCalledOnce();
    await calls.succeed('UnreadNotifications', { unreadNotifications: { unread: 2 } });
    expect(notifications.getSnapshot().context.unread).toBe(2);
    const push = effects.listen.mock.calls[0]![0] as (notification: unknown) => void;
    push(notificationFixture('5'));
    push(notificationFixture('5'));
    expect(notifications.getSnapshot().context.unread).toBe(3);
    expect(notifications.getSnapshot().context.received.map((item) => item.id)).toEqual(['5']);
  });

  it('opening the list marks everything read and clears the count at once', async () => {
    const { notifications, calls, app, root } = await loggedIn();
    await calls.succeed('UnreadNotifications', { unreadNotifications: { unread: 4 } });
    const { logic, input } = screenStart({ root, screens: app.screens }, 'notificationList', { category: 'ALL' });
    createActor(await logic, { input }).start();
    expect(notifications.getSnapshot().context.unread).toBe(0);
    expect(calls.callsOf('MarkNotificationsRead')).toHaveLength(1);
    expect(calls.callsOf('Notifications').map((call) => call.input)).toEqual([{ page: 1, category: 'ALL' }]);
  });

  it('while the list is open a push shows on it read, the count stays clear and the server is told; once it is left, pushes count again', async () => {
    const { notifications, calls, app, root, effects } = await loggedIn();
    await calls.succeed('UnreadNotifications', { unreadNotifications: { unread: 4 } });
    const { logic, input } = screenStart({ root, screens: app.screens }, 'notificationList', { category: 'ALL' });
    const list = createActor(await logic, { input }).start();
    await calls.succeed('MarkNotificationsRead', { markNotificationsRead: { unread: 0 } });
    const push = effects.listen.mock.calls[0]![0] as (notification: unknown) => void;
    push({ ...notificationFixture('6'), isRead: false });
    expect(notifications.getSnapshot().context.unread).toBe(0);
    expect(notifications.getSnapshot().context.received.map((item) => [item.id, item.isRead])).toEqual([['6', true]]);
    expect(calls.callsOf('MarkNotificationsRead')).toHaveLength(2);
    await calls.succeed('MarkNotificationsRead', { markNotificationsRead: { unread: 0 } });

    list.stop();
    push({ ...notificationFixture('7'), isRead: false });
    expect(notifications.getSnapshot().context.unread).toBe(1);
    expect(notifications.getSnapshot().context.received.map((item) => [item.id, item.isRead])).toEqual([
      ['7', false],
      ['6', true],
    ]);
    expect(calls.callsOf('MarkNotificationsRead')).toHaveLength(2);
  });

  it('tabs: a tab asks the server for its own first page (the page on its way dropped), the address follows, a push shows in All and its own tab only', async () => {
    const { notifications, calls, app, root, effects } = await loggedIn();
    await calls.succeed('UnreadNotifications', { unreadNotifications: { unread: 0 } });
    // Opened from the address `?tab=mentions`.
    const { logic, input } = screenStart({ root, screens: app.screens }, 'notificationList', { category: 'MENTIONS' });
    const list = createActor(await logic, { input }).start();
    expect(calls.callsOf('Notifications').map((call) => call.input)).toEqual([{ page: 1, category: 'MENTIONS' }]);
    const mentionsPage = calls.pending('Notifications');

    list.send({ type: 'tab.select', category: 'MONEY' });
    expect(mentionsPage.signal.aborted).toBe(true);
    expect(list.getSnapshot().value).toBe('loading');
    expect(list.getSnapshot().context).toMatchObject({ category: 'MONEY', items: [], page: 0, requested: 1 });
    expect(calls.pending('Notifications').input).toEqual({ page: 1, category: 'MONEY' });
    expect(effects.navigate).toHaveBeenLastCalledWith('/notification?tab=money', { replace: true });
    const tip = { ...notificationFixture('21', 'NEW_TIPS'), coins: 5 };
    await calls.succeed('Notifications', { notifications: [tip] });
    expect(list.getSnapshot().context.items.map((item) => item.id)).toEqual(['21']);

    // The same tab again changes nothing; paging goes on in the tab.
    const navigations = effects.navigate.mock.calls.length;
    list.send({ type: 'tab.select', category: 'MONEY' });
    expect(effects.navigate.mock.calls.length).toBe(navigations);
    list.send({ type: 'feed.loadMore' });
    expect(calls.pending('Notifications').input).toEqual({ page: 2, category: 'MONEY' });
    await calls.succeed('Notifications', { notifications: [] });
    expect(list.getSnapshot().value).toBe('exhausted');

    // A like pushed meanwhile: on top in All and Interactions, never in Money or Mentions.
    const push = effects.listen.mock.calls[0]![0] as (notification: unknown) => void;
    push(notificationFixture('22', 'LIKE_POST'));
    const { received } = notifications.getSnapshot().context;
    const { items } = list.getSnapshot().context;
    expect(listedNotifications(received, items, 'MONEY').map((item) => item.id)).toEqual(['21']);
    expect(listedNotifications(received, [], 'MENTIONS')).toEqual([]);
    expect(listedNotifications(received, [], 'INTERACTIONS').map((item) => item.id)).toEqual(['22']);
    expect(listedNotifications(received, items, 'ALL').map((item) => item.id)).toEqual(['22', '21']);

    list.send({ type: 'tab.select', category: 'ALL' });
    expect(effects.navigate).toHaveBeenLastCalledWith('/notification', { replace: true });
    expect(calls.pending('Notifications').input).toEqual({ page: 1, category: 'ALL' });
    list.stop();
  });

  it('the address names the tab: `?tab=money` in any case, ALL for none or an unknown one', () => {
    expect(notificationTabOf('?tab=money')).toBe('MONEY');
    expect(notificationTabOf('tab=Mentions')).toBe('MENTIONS');
    expect(notificationTabOf('')).toBe('ALL');
    expect(notificationTabOf('?tab=tips')).toBe('ALL');
    expect(notificationTabPath('SUBSCRIPTIONS')).toBe('/notification?tab=subscriptions');
    expect(notificationTabPath('ALL')).toBe('/notification');
  });

  it('a verification decided reads the viewer again (the badge and the plans follow); other news does not', async () => {
    const { calls, effects, get } = await loggedIn();
    const push = effects.listen.mock.calls[0]![0] as (notification: unknown) => void;
    push(notificationFixture('9', 'LIKE_POST'));
    expect(calls.callsOf('Viewer')).toEqual([]);
    push({ ...notificationFixture('10', 'DOCUMENT_REJECTED'), actor: null, postId: null });
    expect(calls.callsOf('Viewer')).toHaveLength(1);
    expect(get('auth').getSnapshot().matches({ loggedIn: 'ready' })).toBe(true);
    await calls.succeed('Viewer', authAnswers.decidedViewer);
    expect(get('auth').getSnapshot().context.viewer).toEqual(fx.decidedViewer);
    // The session went on throughout: the socket stayed open.
    expect(effects.closeSocket).not.toHaveBeenCalled();
  });

  it('logout closes the socket and forgets the count and the pushes', async () => {
    const { notifications, calls, effects, get } = await loggedIn();
    await calls.succeed('UnreadNotifications', { unreadNotifications: { unread: 1 } });
    (effects.listen.mock.calls[0]![0] as (notification: unknown) => void)(notificationFixture('8'));
    get('auth').send({ type: 'session.logout' });
    expect(effects.closeSocket).toHaveBeenCalledOnce();
    expect(notifications.getSnapshot().context).toEqual({ unread: 0, received: [], listOpen: false });
  });
});

describe('Verify profile in the running app', () => {
  const pending = {
    status: 'PENDING',
    comment: '',
    documentType: 'PASSPORT',
    imageUrl: '/media/a?sig=1',
    selfieUrl: '/media/b?sig=1',
    submittedAt: '2026-01-01T00:00:00Z',
  };
  const rejected = { ...pending, status: 'REJECTED', comment: 'The note is not readable' };
  const page = () => {
    const target = new EventTarget();
    return Object.assign(target, { visibilityState: 'visible' });
  };

  async function pendingPanel() {
    const app = await loggedIn();
    // The panel's hook starts the notifications actor first, so the screen's input names it.
    const { logic, input } = screenStart({ root: app.root, screens: app.app.screens }, 'verification', {});
    expect(input).toHaveProperty('notifications', app.notifications);
    const panel = createActor(await logic, { input }).start();
    await app.calls.succeed('Verification', { verification: pending });
    expect(panel.getSnapshot().value).toBe('waiting');
    return { ...app, panel };
  }

  beforeEach(() => {
    vi.stubGlobal('window', page());
    vi.stubGlobal('document', page());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the admin’s rejection pushed on the socket reads the status again: Rejected, with the form back, without a reload', async () => {
    const { panel, calls, effects } = await pendingPanel();
    const push = effects.listen.mock.calls[0]![0] as (notification: unknown) => void;
    push(notificationFixture('11', 'LIKE_POST'));
    expect(calls.callsOf('Verification')).toHaveLength(1);
    push({ ...notificationFixture('12', 'DOCUMENT_REJECTED'), actor: null, postId: null });
    expect(calls.callsOf('Verification')).toHaveLength(2);
    // Still the status while it is read again: no spinner in its place.
    expect(panel.getSnapshot().value).toBe('refreshing');
    await calls.succeed('Verification', { verification: rejected });
    expect(panel.getSnapshot().value).toBe('editing');
    expect(panel.getSnapshot().context.verification).toEqual(rejected);
  });

  it('coming back to the page (focus, the tab shown again) reads the status again; a failed read keeps the one shown', async () => {
    const { panel, calls } = await pendingPanel();
    window.dispatchEvent(new Event('focus'));
    expect(calls.callsOf('Verification')).toHaveLength(2);
    await calls.fail('Verification', { message: 'Something went wrong', status: 500 });
    expect(panel.getSnapshot().value).toBe('waiting');
    expect(panel.getSnapshot().context.verification).toEqual(pending);
    document.dispatchEvent(new Event('visibilitychange'));
    await calls.succeed('Verification', { verification: rejected });
    expect(panel.getSnapshot().value).toBe('editing');
    // Left: nothing listens any more.
    panel.stop();
    window.dispatchEvent(new Event('focus'));
    expect(calls.callsOf('Verification')).toHaveLength(3);
  });
});
