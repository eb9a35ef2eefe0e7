import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChatTypingBody } from '../../../contract/chat.ts';
import { Messages } from '../../../contract/messages.ts';
import { SocketEvents } from '../../../contract/routes.ts';
import { CHAT_TYPING_SHOWN_MS } from '../../../contract/rules.ts';
import { payloadChecker } from '../../lib/payloads.ts';
import { userRoom } from '../../realtime/socket.ts';

const checkTyping = payloadChecker(ChatTypingBody);

/** A socket's typing in one room is relayed at most this often; the client sends it every third of the time it shows. */
export const TYPING_RELAY_MS = 1000;
/** How long a socket trusts that it may tell a room's partner it types: a block or a left room takes effect within it. */
const TARGET_TRUSTED_MS = CHAT_TYPING_SHOWN_MS;

type Ack = (answer: { ok: true } | { ok: false; message: string }) => void;
const ackOf = (ack: unknown): Ack => (typeof ack === 'function' ? (ack as Ack) : () => undefined);

/**
 * The chat side of the socket (issue 32): a member's `chat:typing` relayed to the room's partner's tabs, only
 * in a room they share without a block; across processes by the Redis adapter like every push.
 */
async function chatSocket(app: FastifyInstance) {
  const { realtime, chatService: chat } = app;

  realtime.io.on('connection', (socket) => {
    /** Per room: whom the typing goes to (null: nobody may hear it), when that was read, when it was last relayed. */
    const rooms = new Map<string, { target: string | null; readAt: number; relayedAt: number }>();

    socket.on(SocketEvents.typing, (payload: unknown, rawAck: unknown) => {
      const ack = ackOf(rawAck);
      const checked = checkTyping(payload);
      if (!checked.ok) return ack({ ok: false, message: checked.message });
      const roomId = checked.value.room;
      const now = app.clock();
      void (async () => {
        let known = rooms.get(roomId);
        if (!known || now - known.readAt > TARGET_TRUSTED_MS) {
          known = { target: await chat.typingTarget(Number(socket.data.userId), roomId), readAt: now, relayedAt: 0 };
          rooms.set(roomId, known);
        }
        if (!known.target) return ack({ ok: false, message: Messages.chatNotFound });
        if (now - known.relayedAt >= TYPING_RELAY_MS) {
          known.relayedAt = now;
          realtime.io.to(userRoom(known.target)).emit(SocketEvents.typing, { room: roomId, from: String(socket.data.chatUserId) });
        }
        ack({ ok: true });
      })().catch((error: unknown) => {
        app.log.error({ err: error, event: SocketEvents.typing }, 'chat socket event failed');
        ack({ ok: false, message: Messages.serviceUnavailable });
      });
    });
  });
}

export default fp(chatSocket, { name: 'chat-socket', dependencies: ['realtime', 'chat-service'] });
