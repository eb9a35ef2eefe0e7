import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { Messages } from '../../contract/messages';
import type { ChatMessage } from '../../src/machines/chat';
import { threadMachine, type SendRequest } from '../../src/machines/thread.machine';
import { chatRefs, fullPage, ME, ROOM } from './chat.fixtures';

describe('a chat message the server refuses', () => {
  it('is marked failed with its retry, and the server says why in a toast (sending too fast)', async () => {
    const refs = chatRefs();
    const refusal = { message: Messages.chatMessagesTooFast, status: 429, code: 'RATE_LIMITED' };
    const actor = createActor(
      threadMachine.provide({
        actors: {
          loadHistory: fromPromise(async () => fullPage.slice(0, 3)),
          sendMessage: fromPromise<ChatMessage, SendRequest>(async () => Promise.reject(refusal)),
        },
      }),
      { input: { roomId: ROOM, me: ME, seed: 'seed1234', chatStore: refs.chatStore, toasts: refs.toasts } },
    ).start();
    actor.send({ type: 'thread.typed', value: 'hello' });
    actor.send({ type: 'thread.send', at: '2026-01-02T10:00:00.000Z' });
    await expect
      .poll(() => actor.getSnapshot().matches({ outbox: 'idle' }) && Object.keys(actor.getSnapshot().context.failed))
      .toEqual(['seed1234-1']);
    expect(refs.notices).toEqual([expect.objectContaining({ kind: 'error', message: Messages.chatMessagesTooFast })]);
    expect(refs.messages().find((known) => known.clientId === 'seed1234-1')?.status).toBe('failed');
    actor.stop();
  });
});
