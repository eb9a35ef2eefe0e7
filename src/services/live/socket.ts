import type { LiveAck, LiveChatMessage, LiveJoinAck, LiveSignal, LiveTipsState } from '../../../contract/live';
import { Messages } from '../../../contract/messages';
import { LiveSocketEvents } from '../../../contract/routes';
import { connectLiveSocket, type ChatSocket, type ChatSocketOptions, type LiveSocketLink } from '../chatSocket';

/** How long an emit waits for the server's ack before it counts as failed. */
export const LIVE_ACK_TIMEOUT_MS = 8000;

export interface LiveRoomHandlers {
  onMessage(message: LiveChatMessage): void;
  onViewers(viewers: number): void;
  /** The goal, menu or tips total changed (issue 32). */
  onTips?(state: LiveTipsState): void;
  /** To the host: a viewer's socket joined (`joined`) or left. */
  onPeer?(peer: string, joined: boolean): void;
  onSignal?(from: string, signal: LiveSignal): void;
  /** The room could not be (re)joined: the stream is gone or the pass refused. */
  onRefused(message: string): void;
  /** The room was joined (again, after a reconnection). */
  onJoined?(role: 'host' | 'audience', viewers: number): void;
}

/** One stream's room on the shared socket: joined with the tokens' pass, re-joined after a reconnection. */
export interface LiveRoom {
  /** Resolves once the room is joined the first time; rejects with the server's words. */
  joined: Promise<{ role: 'host' | 'audience'; viewers: number }>;
  chat(message: string): Promise<void>;
  signal(to: string, signal: LiveSignal): void;
  close(): void;
}

export type LiveSocketConnect = (options: ChatSocketOptions) => LiveSocketLink;

export function joinLiveRoom(
  {
    token,
    url,
    streamId,
    pass,
    connect = connectLiveSocket,
  }: { token: string; url?: string; streamId: string; pass: string; connect?: LiveSocketConnect },
  handlers: LiveRoomHandlers,
): LiveRoom {
  const mine = <T extends { stream_id: string }>(update: T) => update.stream_id === streamId;
  let closed = false;
  let first = true;
  let settle!: { resolve: (value: { role: 'host' | 'audience'; viewers: number }) => void; reject: (error: Error) => void };
  const joined = new Promise<{ role: 'host' | 'audience'; viewers: number }>((resolve, reject) => (settle = { resolve, reject }));
  joined.catch(() => undefined);

  const join = async (socket: ChatSocket) => {
    let answer: LiveJoinAck;
    try {
      answer = await socket.timeout(LIVE_ACK_TIMEOUT_MS).emitWithAck(LiveSocketEvents.join, { stream_id: streamId, token: pass });
    } catch {
      answer = { ok: false, message: Messages.somethingWentWrong };
    }
    if (closed) return;
    if (answer.ok) {
      handlers.onViewers(answer.viewers);
      handlers.onJoined?.(answer.role, answer.viewers);
      if (first) settle.resolve({ role: answer.role, viewers: answer.viewers });
    } else if (first) settle.reject(new Error(answer.message));
    else handlers.onRefused(answer.message);
    first = false;
  };

  const link = connect({
    token,
    url,
    // Every (re)connection enters the room again: a new socket id is a new member.
    onConnect: () => void link.socket().then(join, () => undefined),
    onLiveMessage: (message) => mine(message) && handlers.onMessage(message),
    onLiveViewers: (update) => mine(update) && handlers.onViewers(update.viewers),
    onLivePeer: (update) => mine(update) && handlers.onPeer?.(update.peer, update.joined),
    onLiveSignal: (relay) => mine(relay) && handlers.onSignal?.(relay.from, relay.signal),
    onLiveTips: (state) => mine(state) && handlers.onTips?.(state),
  });
  // Already connected (chat opened it): no connect event will come.
  void link.socket().then(
    (socket) => {
      if (socket.connected) void join(socket);
    },
    (error: unknown) => settle.reject(error instanceof Error ? error : new Error(Messages.somethingWentWrong)),
  );

  return {
    joined,
    async chat(message) {
      const socket = await link.socket();
      let answer: LiveAck;
      try {
        answer = await socket.timeout(LIVE_ACK_TIMEOUT_MS).emitWithAck(LiveSocketEvents.chat, { stream_id: streamId, message });
      } catch {
        throw new Error(Messages.somethingWentWrong);
      }
      if (!answer.ok) throw new Error(answer.message);
    },
    signal(to, signal) {
      void link.socket().then((socket) => socket.emit(LiveSocketEvents.signal, { stream_id: streamId, to, signal }));
    },
    close() {
      if (closed) return;
      closed = true;
      void link
        .socket()
        .then(
          (socket) => socket.emit(LiveSocketEvents.leave, { stream_id: streamId }),
          () => undefined,
        )
        .finally(() => link.close());
    },
  };
}
