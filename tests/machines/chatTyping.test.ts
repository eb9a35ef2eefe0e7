import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { CHAT_TYPING_SHOWN_MS } from '../../contract/rules';
import { receiptOf, type ChatMessage, type StoredMessage } from '../../src/machines/chat';
import { chatStoreMachine, TYPING_SEND_EVERY_MS, type ChatPushCommand } from '../../src/machines/chatStore.machine';
import { threadMachine, type SendRequest } from '../../src/machines/thread.machine';
import { message, ME, PARTNER, room, ROOM, toastsSpy } from './chat.fixtures';

/** The real store under a simulated clock, its socket link recording what it is told. */
function storeWithLink() {
  const clock = new SimulatedClock();
  const told: ChatPushCommand[] = [];
  const store = createActor(
    chatStoreMachine.provide({
      actors: {
        chatPushes: fromCallback<ChatPushCommand>(({ receive }) => {
          receive((command) => void told.push(command));
          return () => {};
        }),
        loadUnread: fromPromise(async () => 0),
        loadRooms: fromPromise(async () => [room()]),
        markRead: fromPromise(async () => 0),
      },
    }),
    { clock },
  ).start();
  store.send({ type: 'session.started', me: ME });
  store.send({ type: 'room.received', room: room() });
  return { store, clock, told };
}

const sent = (overrides: Partial<ChatMessage>): StoredMessage => ({ ...message(1, overrides), status: 'sent' });

describe('typing and read receipts in the chat store', () => {
  it("tells the partner the viewer types once per interval, whatever the keystrokes, through the thread's composer", () => {
    const { store, clock, told } = storeWithLink();
    const thread = createActor(
      threadMachine.provide({
        actors: {
          loadHistory: fromPromise(async (): Promise<ChatMessage[]> => []),
          sendMessage: fromPromise<ChatMessage, SendRequest>(() => new Promise(() => {})),
        },
      }),
      { input: { roomId: ROOM, me: ME, seed: 'seed1234', chatStore: store, toasts: toastsSpy().toasts } },
    ).start();
    for (const value of ['h', 'he', 'hel', 'hell']) thread.send({ type: 'thread.typed', value });
    expect(told).toEqual([{ type: 'typing.send', roomId: ROOM }]);
    // Clearing the field is not typing.
    clock.increment(TYPING_SEND_EVERY_MS);
    thread.send({ type: 'thread.typed', value: '' });
    expect(told).toHaveLength(1);
    thread.send({ type: 'thread.typed', value: 'hello' });
    expect(told).toHaveLength(2);
    thread.stop();
  });

  it("shows the partner's typing until it goes quiet or their message arrives; never the viewer's own", () => {
    const { store, clock } = storeWithLink();
    const typing = () => store.getSnapshot().context.typing[ROOM];
    store.send({ type: 'typing.received', roomId: ROOM, from: ME });
    expect(typing()).toBeUndefined();

    store.send({ type: 'typing.received', roomId: ROOM, from: PARTNER });
    expect(typing()).toBe(PARTNER);
    clock.increment(CHAT_TYPING_SHOWN_MS - 1000);
    // Said again: shown for the whole time from now.
    store.send({ type: 'typing.received', roomId: ROOM, from: PARTNER });
    clock.increment(CHAT_TYPING_SHOWN_MS - 1000);
    expect(typing()).toBe(PARTNER);
    clock.increment(1000);
    expect(typing()).toBeUndefined();

    store.send({ type: 'typing.received', roomId: ROOM, from: PARTNER });
    store.send({ type: 'message.received', message: message(5) });
    expect(typing()).toBeUndefined();
  });

  it("reads the viewer's messages as seen up to the partner's marker, which never moves back", () => {
    const { store } = storeWithLink();
    const mine = [
      sent({ id: 'a', authorId: ME, date: '2026-01-01T10:00:00.000Z' }),
      sent({ id: 'b', authorId: ME, date: '2026-01-01T10:05:00.000Z' }),
    ];
    const receipts = () => mine.map((known) => receiptOf(known, store.getSnapshot().context.rooms[ROOM], ME));
    expect(receipts()).toEqual(['sent', 'sent']);
    store.send({ type: 'read.received', roomId: ROOM, readAt: '2026-01-01T10:00:00.000Z' });
    expect(receipts()).toEqual(['seen', 'sent']);
    store.send({ type: 'read.received', roomId: ROOM, readAt: '2026-01-01T10:05:00.000Z' });
    expect(receipts()).toEqual(['seen', 'seen']);
    store.send({ type: 'read.received', roomId: ROOM, readAt: '2026-01-01T09:00:00.000Z' });
    expect(receipts()).toEqual(['seen', 'seen']);
    // The partner's messages and the viewer's unsent ones say nothing.
    expect(receiptOf(sent({ authorId: PARTNER }), store.getSnapshot().context.rooms[ROOM], ME)).toBeNull();
    expect(receiptOf({ ...mine[0]!, status: 'sending' }, store.getSnapshot().context.rooms[ROOM], ME)).toBeNull();
  });
});
