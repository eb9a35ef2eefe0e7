import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import type { ChatMessage } from '../../../src/machines/chat';
import { threadMachine, type SendRequest } from '../../../src/machines/thread.machine';
import { chatRefs, fullPage, message, ME, offline, olderPage, ROOM } from '../chat.fixtures';
import { deferredServices } from '../fakeServices';
import { answers, describeEvent, labelled, modelPaths, replay } from './model';

const refs = chatRefs();
const input = { roomId: ROOM, me: ME, seed: 'seed1234', chatStore: refs.chatStore, toasts: refs.toasts };
// The server's copy of a sent message: the service echoes the client id it was given (see `echoing` below).
const sent = message(5000, { authorId: ME });

const events: AnyEventObject[] = [
  labelled('thread.typed hello', { type: 'thread.typed', value: 'hello' }),
  labelled('thread.typed blank', { type: 'thread.typed', value: '   ' }),
  labelled('thread.send', { type: 'thread.send', at: '2026-01-02T10:00:00.000Z' }),
  labelled('thread.retry 1', { type: 'thread.retry', clientId: 'seed1234-1' }),
  labelled('thread.older', { type: 'thread.older' }),
  labelled('history.retry', { type: 'history.retry' }),
  ...answers(threadMachine, 'thread.history.loading', 'latest', { done: { full: fullPage, short: olderPage }, error: { offline } }),
  ...answers(threadMachine, 'thread.history.pagingBack', 'older', { done: { short: olderPage }, error: { offline } }),
  ...answers(threadMachine, 'thread.outbox.sending', 'sendMessage', { done: { sent }, error: { offline } }),
];

const paths = modelPaths(threadMachine, events, { input });

describe('thread model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(20));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadHistory', 'sendMessage']);
      // The service answers the fixture as the copy of what it was sent: its client id and words.
      const base = services.actors.sendMessage.config as (args: unknown) => Promise<unknown>;
      const echoing = fromPromise<ChatMessage, SendRequest>(async (args) => {
        const answer = (await base(args)) as ChatMessage;
        return { ...answer, id: `srv-${args.input.clientId}`, content: args.input.content, clientId: args.input.clientId };
      });
      refs.reset();
      const actor = createActor(threadMachine.provide({ actors: { ...services.actors, sendMessage: echoing } }), { input }).start();
      const stored = () => refs.messages();
      await replay(
        threadMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            // Open: the store reads the room's messages as read.
            thread: () => expect(refs.store.getSnapshot().context.openRoom).toBe(ROOM),
            'thread.history': () => {},
            // The latest 200 are asked for.
            'thread.history.loading': (_, open) =>
              expect(open('loadHistory').map((call) => call.input)).toEqual([{ roomId: ROOM, limit: 200 }]),
            // The reason shows with a retry; nothing is asked.
            'thread.history.failed': (snapshot, open) => {
              expect(open('loadHistory')).toEqual([]);
              expect(snapshot.context.failure?.message).toBe(offline.message);
            },
            // A full page: there may be more above; the store has them.
            'thread.history.more': (_, open) => {
              expect(open('loadHistory')).toEqual([]);
              expect(stored().some((known) => known.id === fullPage[0]!.id)).toBe(true);
            },
            // Scrolled to the top: the page before the oldest one.
            'thread.history.pagingBack': (_, open) =>
              expect(open('loadHistory').map((call) => call.input)).toEqual([{ roomId: ROOM, before: fullPage[0]!.id, limit: 200 }]),
            // All of it is here.
            'thread.history.complete': (_, open) => {
              expect(open('loadHistory')).toEqual([]);
              expect(stored().some((known) => known.id === olderPage[0]!.id)).toBe(true);
            },
            'thread.outbox': () => {},
            // Nothing on its way: nothing shows as sending.
            'thread.outbox.idle': (_, open) => {
              expect(open('sendMessage')).toEqual([]);
              expect(stored().filter((known) => known.status === 'sending')).toEqual([]);
            },
            // The first queued message is on its way, shown at once as sending.
            'thread.outbox.sending': (snapshot, open) => {
              const [first] = snapshot.context.outbox;
              expect(open('sendMessage').map((call) => call.input)).toEqual([
                { roomId: ROOM, kind: 'TEXT', content: 'hello', clientId: first!.clientId },
              ]);
              expect(stored().find((known) => known.clientId === first!.clientId)?.status).toBe('sending');
            },
          },
          afterStep: (step) => {
            const taken = path.events.slice(0, step).map(describeEvent);
            const context = actor.getSnapshot().context;
            // A copy is replaced, never doubled.
            const ids = stored().flatMap((known) => (known.clientId ? [known.clientId] : []));
            expect(new Set(ids).size).toBe(ids.length);
            // A refused message shows as failed, with its retry.
            for (const clientId of Object.keys(context.failed))
              expect(stored().find((known) => known.clientId === clientId)?.status).toBe('failed');
            // A blank draft is never sent; a send of it says why.
            if (taken.at(-1) === 'thread.send' && context.draft.trim() === '' && context.error)
              expect(context.error).toBe('chatMessageEmpty');
            // Sent in the order written: the server's copies come back in the order of their client ids.
            const answered = stored()
              .filter((known) => known.id.startsWith('srv-'))
              .map((known) => Number(known.clientId!.split('-')[1]));
            expect(answered).toEqual([...answered].sort((a, b) => a - b));
          },
        }),
        { input },
      );
    });
  }
});
