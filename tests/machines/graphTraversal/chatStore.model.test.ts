import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { Messages } from '../../../contract';
import type { ChatMessage, Conversation } from '../../../src/machines/chat';
import { chatStoreMachine, type ChatStoreContext, type NewMessageNotice } from '../../../src/machines/chatStore.machine';
import type { Notice } from '../../../src/machines/notice';
import { message, ME, offline, OTHER_ROOM, PARTNER, room, ROOM } from '../chat.fixtures';
import { deferredServices } from '../fakeServices';
import { answers, describeEvent, labelled, modelPaths, replay } from './model';

const fromPartner = message(1);
const transfer = message(2, { kind: 'COIN_TRANSFER', coins: 100, content: '' });
const mine = message(3, { authorId: ME });
const elsewhere = message(4, { roomId: OTHER_ROOM });

const events: AnyEventObject[] = [
  labelled('session.started', { type: 'session.started', me: ME }),
  labelled('session.ended', { type: 'session.ended' }),
  labelled('chat.connected', { type: 'chat.connected' }),
  labelled('rooms.load', { type: 'rooms.load' }),
  labelled('rooms.retry', { type: 'rooms.retry' }),
  labelled('message from the partner', { type: 'message.received', message: fromPartner }),
  labelled('coins from the partner', { type: 'message.received', message: transfer }),
  labelled('my message', { type: 'message.received', message: mine }),
  labelled('message in an unknown room', { type: 'message.received', message: elsewhere }),
  labelled('room.opened', { type: 'room.opened', roomId: ROOM }),
  labelled('room.closed', { type: 'room.closed', roomId: ROOM }),
  labelled('the partner read the room', { type: 'read.received', roomId: ROOM, readAt: '2026-01-01T12:00:00.000Z' }),
  labelled('the partner types', { type: 'typing.received', roomId: ROOM, from: PARTNER }),
  ...answers(chatStoreMachine, 'chatStore.signedIn.rooms.counting', 'loadUnread', { done: { three: 3 }, error: { offline } }),
  ...answers(chatStoreMachine, 'chatStore.signedIn.rooms.loading', 'loadRooms', { done: { one: [room(ROOM, 2)] }, error: { offline } }),
  ...answers(chatStoreMachine, 'chatStore.signedIn.rooms.catchingUp', 'catchUp', {
    done: { missed: { rooms: [room(ROOM, 1)], messages: [message(9)] } },
    error: { offline },
  }),
  ...answers(chatStoreMachine, 'chatStore.signedIn.reading.marking', 'markRead', { done: { none: 0 } }),
];

const paths = modelPaths(chatStoreMachine, events);
const sum = (rooms: Record<string, Conversation>) => Object.values(rooms).reduce((total, known) => total + known.unread, 0);

describe('chat store model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(20));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadUnread', 'loadRooms', 'catchUp', 'markRead']);
      const notices: Notice[] = [];
      const unseen: NewMessageNotice[] = [];
      const actor = createActor(
        chatStoreMachine.provide({
          actors: services.actors,
          actions: {
            notify: (_, notice) => void notices.push(notice),
            toastNewMessage: (_, notice) => void unseen.push(notice),
            sendTyping: (_, roomId) => void typed.push(roomId),
          },
        }),
      ).start();
      let before: AnyMachineSnapshot = actor.getSnapshot();
      const typed: string[] = [];
      let typedBefore = 0;
      let toasts = 0;
      await replay(chatStoreMachine, path, () => ({
        actor,
        calls: services.calls,
        states: {
          chatStore: () => {},
          // Nobody signed in: nothing is kept.
          'chatStore.signedOut': (snapshot) =>
            expect(snapshot.context).toMatchObject({ me: null, rooms: {}, messages: {}, unread: 0, openRoom: null }),
          'chatStore.signedIn': (snapshot) => expect(snapshot.context.me).toBe(ME),
          'chatStore.signedIn.rooms': () => {},
          // The header's count is asked for.
          'chatStore.signedIn.rooms.counting': (_, open) => expect(open('loadUnread')).toHaveLength(1),
          'chatStore.signedIn.rooms.counted': (_, open) => expect([...open('loadUnread'), ...open('loadRooms')]).toEqual([]),
          'chatStore.signedIn.rooms.loading': (_, open) => expect(open('loadRooms')).toHaveLength(1),
          'chatStore.signedIn.rooms.failed': (snapshot) => expect(snapshot.context.failure?.message).toBe(offline.message),
          // The list is known: the total is the rooms' sum.
          'chatStore.signedIn.rooms.ready': (snapshot) => {
            const context = snapshot.context as ChatStoreContext;
            expect(context.rooms[ROOM]).toBeDefined();
            expect(context.unread).toBe(sum(context.rooms));
          },
          // Back from a disconnection: each known room is read after its last sent message (as they were when it reconnected).
          'chatStore.signedIn.rooms.catchingUp': (snapshot, open) => {
            const context = snapshot.context as ChatStoreContext;
            const [call] = open('catchUp');
            expect(open('catchUp')).toHaveLength(1);
            for (const { roomId, messageId } of (call!.input as { after: Array<{ roomId: string; messageId: string }> }).after) {
              expect(context.messages[roomId]?.find((known) => known.id === messageId)?.status).toBe('sent');
            }
          },
          'chatStore.signedIn.typingOut': () => {},
          'chatStore.signedIn.typingOut.quiet': () => {},
          // Told once; what the viewer types meanwhile is not told again.
          'chatStore.signedIn.typingOut.told': () => expect(typed.at(-1)).toBe(ROOM),
          'chatStore.signedIn.reading': () => {},
          'chatStore.signedIn.reading.idle': (_, open) => expect(open('markRead')).toEqual([]),
          // The open room is marked read on the server.
          'chatStore.signedIn.reading.marking': (_, open) => expect(open('markRead').map((call) => call.input)).toEqual([{ roomId: ROOM }]),
        },
        afterStep: (step) => {
          const now = actor.getSnapshot();
          const context = now.context as ChatStoreContext;
          const was = before.context as ChatStoreContext;
          const event = path.events[step - 1];
          // The open room never counts as unread.
          if (context.openRoom && context.rooms[context.openRoom]) expect(context.rooms[context.openRoom]!.unread).toBe(0);
          // A message is stored once, whatever arrives twice.
          for (const list of Object.values(context.messages)) expect(new Set(list.map((known) => known.id)).size).toBe(list.length);
          if (event?.type === 'message.received' && before.matches('signedIn')) {
            const arrived = (event as unknown as { message: ChatMessage }).message;
            const isNew = !(was.messages[arrived.roomId] ?? []).some((known) => known.id === arrived.id);
            const counted = isNew && arrived.authorId !== ME && was.openRoom !== arrived.roomId;
            // A new partner message away from its thread counts once and says so; the open thread reads it.
            expect(context.unread - (now.matches({ signedIn: { rooms: 'loading' } }) ? context.unread : was.unread)).toBe(
              now.matches({ signedIn: { rooms: 'loading' } }) ? 0 : counted ? 1 : 0,
            );
            if (isNew && arrived.kind === 'COIN_TRANSFER' && arrived.authorId !== ME)
              expect(notices.at(-1)).toEqual({ kind: 'success', message: Messages.transferReceived });
            else if (counted) toasts += 1;
            if (isNew && arrived.authorId !== ME && was.openRoom === arrived.roomId)
              expect(now.matches({ signedIn: { reading: 'marking' } })).toBe(true);
            // A room the list lacks reads the list again.
            if (!was.rooms[arrived.roomId] && before.matches({ signedIn: { rooms: 'ready' } }))
              expect(now.matches({ signedIn: { rooms: 'loading' } })).toBe(true);
          }
          expect(unseen).toHaveLength(toasts);
          if (event?.type === 'typing.sent' && before.matches('signedIn'))
            expect(typed).toHaveLength(before.matches({ signedIn: { typingOut: 'quiet' } }) ? typedBefore + 1 : typedBefore);
          typedBefore = typed.length;
          // The partner's read marker only moves forward; their typing shows in its room, never the viewer's own.
          if (event?.type === 'read.received' && context.rooms[ROOM])
            expect(context.rooms[ROOM]!.partnerReadAt).toBe('2026-01-01T12:00:00.000Z');
          if (event?.type === 'typing.received' && now.matches('signedIn')) expect(context.typing[ROOM]).toBe(PARTNER);
          if (event?.type === 'message.received' && (event as unknown as { message: ChatMessage }).message === fromPartner)
            expect(context.typing[ROOM]).toBeUndefined();
          before = now;
          void describeEvent;
        },
      }));
    });
  }
});
