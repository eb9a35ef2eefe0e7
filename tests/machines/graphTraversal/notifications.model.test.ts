import { describe, expect, it } from 'vitest';
import { createActor, setup, type AnyEventObject } from 'xstate';
import { notificationListMachine } from '../../../src/machines/notificationList.machine';
import {
  notificationsMachine,
  type Notification,
  type NotificationsEvent,
  type NotificationsRef,
  type SessionEvent,
} from '../../../src/machines/notifications.machine';
import { callbackService, deferredServices } from '../fakeServices';
import { notificationListEvents, notificationsEvents } from './events';
import { describeEvent, modelPaths, replay } from './model';

// Whether the list is open is what the push guard reads.
const paths = modelPaths(notificationsMachine, notificationsEvents, { vertex: (snapshot) => snapshot.context.listOpen });

/** The count and the pushed list after the steps taken, from the rules of the brief, not from the machine. */
function expectedNotifications(events: AnyEventObject[]) {
  let unread = 0;
  let received: Notification[] = [];
  let listOpen = false;
  for (const event of events) {
    const label = describeEvent(event);
    if (label === 'session.ended') [unread, received, listOpen] = [0, [], false];
    else if (label === 'notifications.seen') [unread, listOpen] = [0, true];
    else if (label === 'notifications.left') listOpen = false;
    else if (event.type === 'notification.received') {
      const { notification } = event as unknown as { notification: Notification };
      // Counted at once, shown on top, once however often it arrives; seen on the open list, it is read and not counted.
      if (received.some((known) => known.id === notification.id)) continue;
      if (listOpen) received = [{ ...notification, isRead: true }, ...received];
      else [unread, received] = [unread + 1, [notification, ...received]];
    } else if (/^(loadUnreadCount|markAllRead) ✓/.test(label)) unread = (event as unknown as { output: number }).output;
  }
  return { unread, received, listOpen };
}

describe('notifications model: every path replayed on a live actor', () => {
  it('generates the paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(8);
  });

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadUnreadCount', 'markAllRead']);
      const sessions = callbackService<SessionEvent>();
      const pushes = callbackService<NotificationsEvent>();
      const actor = createActor(
        notificationsMachine.provide({ actors: { ...services.actors, sessionChanges: sessions.actor, notificationPushes: pushes.actor } }),
      ).start();
      await replay(notificationsMachine, path, () => ({
        actor,
        calls: services.calls,
        // Session changes and pushes come in as the edge sends them: through their callback actors.
        deliver: (event) => {
          if (event.type.startsWith('session.')) sessions.report(event as SessionEvent);
          else if (event.type === 'notification.received' || event.type === 'notifications.connected')
            pushes.report(event as NotificationsEvent);
          else return false;
          return true;
        },
        states: {
          // The session is watched for the whole life of the app.
          notifications: () => expect(sessions.live()).toBe(1),
          // No socket, no call, nothing kept of the last session.
          'notifications.signedOut': (snapshot, open) => {
            expect(pushes.live()).toBe(0);
            expect(open('loadUnreadCount')).toEqual([]);
            expect(open('markAllRead')).toEqual([]);
            expect(snapshot.context).toEqual({ unread: 0, received: [], listOpen: false });
          },
          // One socket while signed in.
          'notifications.signedIn': () => expect(pushes.live()).toBe(1),
          'notifications.signedIn.counting': (_, open) => {
            expect(open('loadUnreadCount')).toHaveLength(1);
            expect(open('markAllRead')).toEqual([]);
          },
          'notifications.signedIn.counted': (_, open) => {
            expect(open('loadUnreadCount')).toEqual([]);
            expect(open('markAllRead')).toEqual([]);
          },
          // The count cleared at once, the server told; a count still on its way was dropped (aborted).
          'notifications.signedIn.markingRead': (_, open) => {
            expect(open('markAllRead')).toHaveLength(1);
            expect(open('loadUnreadCount')).toEqual([]);
          },
        },
        afterStep: (step) => {
          const expected = expectedNotifications(path.events.slice(0, step));
          expect(actor.getSnapshot().context).toEqual(expected);
          // A call left behind by a state that was left is aborted, never answered into the wrong state.
          for (const call of services.calls) {
            if (!call.settled)
              expect(
                call.signal.aborted ||
                  actor.getSnapshot().matches({ signedIn: call.src === 'loadUnreadCount' ? 'counting' : 'markingRead' }),
              ).toBe(true);
          }
        },
      }));
    });
  }
});

// The notifications actor as the list sees it: whatever it is sent is recorded (the model and the live actor share it).
const seen: unknown[] = [];
const notificationsSpy = createActor(
  setup({}).createMachine({ on: { '*': { actions: ({ event }) => seen.push(event) } } }),
).start() as unknown as NotificationsRef;
const listInput = { notifications: notificationsSpy, category: 'ALL' as const };
const listPaths = modelPaths(notificationListMachine, notificationListEvents, { input: listInput });

/**
 * The list after the steps: page 1 replaces, later pages append without repeating an id, an empty page ends it;
 * another tab starts over empty.
 */
function expectedList(events: AnyEventObject[]) {
  let ids: string[] = [];
  let page = 0;
  let category = 'ALL';
  for (const event of events) {
    const label = describeEvent(event);
    if (event.type === 'tab.select') {
      const chosen = (event as unknown as { category: string }).category;
      if (chosen !== category) [ids, page, category] = [[], 0, chosen];
      continue;
    }
    if (/^loadPage ✓ /.test(label)) {
      const fresh = (event as unknown as { output: Notification[] }).output.map((item) => item.id);
      if (fresh.length === 0) continue;
      page += 1;
      ids = page === 1 ? fresh : [...ids, ...fresh.filter((id) => !ids.includes(id))];
    }
  }
  return { ids, page, category };
}

describe('notification list model: every path replayed on a live actor', () => {
  it('generates the paths', () => {
    expect(listPaths.length).toBeGreaterThanOrEqual(5);
  });

  for (const path of listPaths) {
    it(path.title, async () => {
      const services = deferredServices(['loadPage']);
      seen.length = 0;
      const actor = createActor(notificationListMachine.provide({ actors: services.actors }), { input: listInput }).start();
      await replay(
        notificationListMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            // Opening the list tells the notifications actor once: everything is read.
            notificationList: () => expect(seen).toEqual([{ type: 'notifications.seen' }]),
            'notificationList.loading': (snapshot, open) => {
              expect(open('loadPage').map((call) => call.input)).toEqual([
                { page: snapshot.context.requested, category: snapshot.context.category },
              ]);
              expect(snapshot.context.failure).toBeNull();
            },
            'notificationList.ready': (snapshot, open) => {
              expect(snapshot.context.items.length).toBeGreaterThan(0);
              expect(open('loadPage')).toEqual([]);
            },
            'notificationList.exhausted': (snapshot, open) => {
              expect(snapshot.context.failure).toBeNull();
              expect(open('loadPage')).toEqual([]);
            },
            'notificationList.failed': (snapshot, open) => {
              expect(snapshot.context.failure).not.toBeNull();
              expect(open('loadPage')).toEqual([]);
            },
          },
          afterStep: (step) => {
            const expected = expectedList(path.events.slice(0, step));
            const { context } = actor.getSnapshot();
            expect(context.items.map((item) => item.id)).toEqual(expected.ids);
            expect(context.page).toBe(expected.page);
            expect(context.category).toBe(expected.category);
          },
        }),
        { input: listInput },
      );
    });
  }
});
