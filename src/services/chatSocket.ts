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
 * socket.io's client loads with the first connection, which waits until the page has settled (two
 * seconds after it loaded, then an idle moment): realtime starts a moment after the first screen
 * instead of competing with it, and `onConnect` tells the caller to read what arrived meanwhile.
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

/** How long after the page loaded the socket waits: the first screen's own requests and scripts go first. */
export const SOCKET_SETTLE_MS = 2000;

/** Once the page has settled (loaded, SOCKET_SETTLE_MS, then idle); at once outside a browser (tests, the server). */
function whenIdle(run: () => void): void {
  if (typeof window === 'undefined' || typeof requestIdleCallback !== 'function') return void setTimeout(run, 0);
  const settle = () => setTimeout(() => requestIdleCallback(run, { timeout: 1000 }), Math.max(0, SOCKET_SETTLE_MS - performance.now() + loadedAt()));
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}

/** When the page finished loading, in `performance.now()` time. */
function loadedAt(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.loadEventEnd || performance.now();
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
