import { createActor, fromPromise, setup } from 'xstate';
import { plainMessage, type ChatMessage, type ChatStoreRef, type Conversation } from '../../src/machines/chat';
import { chatStoreMachine, type CatchUpAnswer } from '../../src/machines/chatStore.machine';
import type { Notice } from '../../src/machines/notice';
import type { ToastsRef } from '../../src/machines/toast.machine';
import { walletSpy } from './money.fixtures';

export const ME = 'c'.repeat(24);
export const PARTNER = 'd'.repeat(24);
export const ROOM = 'a'.repeat(24);
export const OTHER_ROOM = 'e'.repeat(24);

export const member = (id: string, userId: string, firstName: string) => ({
  id,
  userId,
  firstName,
  lastName: 'Stone',
  profilePicture: null,
  isVerified: false,
});
export const room = (id: string = ROOM, unread = 0): Conversation => ({
  id,
  members: [member(ME, '7', 'Ada'), member(PARTNER, '8', 'Bob')],
  lastMessage: { content: 'hi', date: '2026-01-01T09:00:00.000Z', kind: 'TEXT', authorId: PARTNER },
  unread,
  partnerReadAt: null,
});

/** A message as the service answers one; `n` orders them in time. */
export function message(n: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const minute = String(n % 60).padStart(2, '0');
  const hour = String(10 + Math.floor(n / 60)).padStart(2, '0');
  return plainMessage({
    id: `m${String(n).padStart(5, '0')}`,
    roomId: ROOM,
    authorId: PARTNER,
    content: `message ${n}`,
    date: `2026-01-01T${hour}:${minute}:00.000Z`,
    ...overrides,
  });
}

/** A full page of history (the limit, 200) and the short page before it. */
export const fullPage = Array.from({ length: 200 }, (_, i) => message(1000 + i));
export const olderPage = [message(10), message(11), message(12)];

/** The toasts as a spy: every notice shown. */
export function toastsSpy() {
  const notices: Notice[] = [];
  const toasts = createActor(
    setup({}).createMachine({
      on: { 'toast.show': { actions: ({ event }) => void notices.push((event as unknown as { notice: Notice }).notice) } },
    }),
  ).start() as unknown as ToastsRef;
  return { toasts, notices };
}

/** The real chat store, signed in as ME with the room known, its services answering at once: what a screen sends it is stored. */
export function chatRefs() {
  const store = createActor(
    chatStoreMachine.provide({
      actors: {
        loadUnread: fromPromise(async () => 0),
        loadRooms: fromPromise(async () => [room()]),
        catchUp: fromPromise(async (): Promise<CatchUpAnswer> => ({ rooms: [room()], messages: [] })),
        markRead: fromPromise(async () => 0),
      },
    }),
  ).start();
  const { toasts, notices } = toastsSpy();
  const wallet = walletSpy();
  const reset = () => {
    store.send({ type: 'session.ended' });
    store.send({ type: 'session.started', me: ME });
    store.send({ type: 'room.received', room: room() });
    notices.length = 0;
    wallet.seen.length = 0;
  };
  reset();
  return {
    store,
    chatStore: store as unknown as ChatStoreRef,
    toasts,
    notices,
    wallet,
    reset,
    messages: () => store.getSnapshot().context.messages[ROOM] ?? [],
  };
}

export const offline = { message: 'Something went wrong', status: 0 };
