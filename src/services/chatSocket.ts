import type { io as openSocket, Socket } from 'socket.io-client';
import type { ChatMessage, ClientToServerEvents, ServerToClientEvents } from '../../contract/chat';
import type { Notification } from '../../contract/notifications';
import { SOCKET_PATH, SocketEvents } from '../../contract/routes';
import type { WalletEvent } from '../../contract/wallet';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ChatSocketHandlers {
  onMessage?: (message: ChatMessage) => void;
  /** A notification for the signed-in user, as it happens. */
  onNotification?: (notification: Notification) => void;
  /** The user's balance changed (a payment in another tab, a gift received). */
  onWallet?: (wallet: WalletEvent) => void;
  onConnect?: () => void;
  /** A refused handshake (bad or expired JWT) or an unreachable server. */
  onConnectError?: (error: Error) => void;
  onDisconnect?: (reason: string) => void;
}

export interface ChatSocketOptions extends ChatSocketHandlers {
  /** Same origin when omitted. */
  url?: string;
  token: string;
}

/**
 * Opens the JWT-authenticated chat socket; the returned function closes it (a `fromCallback` cleanup).
 * socket.io's client loads on the first connection, once the browser is idle after drawing the first
 * screen: realtime arrives a moment after the feed instead of competing with it.
 */
export function connectChatSocket(options: ChatSocketOptions): () => void {
  let closed = false;
  let close: (() => void) | undefined;
  whenIdle(() => {
    if (closed) return;
    import('socket.io-client').then(
      ({ io }) => {
        if (!closed) close = open(io, options);
      },
      (error: unknown) => {
        if (!closed) options.onConnectError?.(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
  return () => {
    closed = true;
    close?.();
  };
}

/** After the current rendering work (idle, or at most a second later); at once where there is no idle callback. */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}

function open(io: typeof openSocket, { url, token, onMessage, onNotification, onWallet, onConnect, onConnectError, onDisconnect }: ChatSocketOptions): () => void {
  const options = { path: SOCKET_PATH, auth: { token } };
  const socket: ChatSocket = url ? io(url, options) : io(options);
  if (onMessage) socket.on(SocketEvents.message, onMessage);
  if (onNotification) socket.on(SocketEvents.notification, onNotification);
  if (onWallet) socket.on(SocketEvents.wallet, onWallet);
  if (onConnect) socket.on('connect', onConnect);
  if (onConnectError) socket.on('connect_error', onConnectError);
  if (onDisconnect) socket.on('disconnect', (reason) => onDisconnect(reason));
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
