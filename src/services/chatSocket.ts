import type { io as openSocket, Socket } from 'socket.io-client';
import type { ChatMessage, ChatReadEvent, ChatTypingEvent, ClientToServerEvents, ServerToClientEvents } from '../../contract/chat';
import type { LiveChatMessage, LiveSignal, LiveTipsState } from '../../contract/live';
import type { Notification } from '../../contract/notifications';
import { LiveSocketEvents, SOCKET_PATH, SocketEvents, SocketRefusals } from '../../contract/routes';
import type { WalletEvent } from '../../contract/wallet';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ChatSocketHandlers {
  onMessage?: (message: ChatMessage) => void;
  /** The partner read a room up to a message: read receipts. */
  onRead?: (read: ChatReadEvent) => void;
  /** The partner is typing in a room. */
  onTyping?: (typing: ChatTypingEvent) => void;
  /** A notification for the signed-in user, as it happens. */
  onNotification?: (notification: Notification) => void;
  /** The user's balance changed (a payment in another tab, a gift received). */
  onWallet?: (wallet: WalletEvent) => void;
  onConnect?: () => void;
  /** A refused handshake (bad or expired JWT) or an unreachable server. */
  onConnectError?: (error: Error) => void;
  /** The session ended (a logout, a password change or reset elsewhere): the server refused the socket's token. */
  onSessionEnded?: () => void;
  onDisconnect?: (reason: string) => void;
  /** A live stream's chat message (text, tip, end of stream) for a room this socket joined. */
  onLiveMessage?: (message: LiveChatMessage) => void;
  onLiveViewers?: (update: { stream_id: string; viewers: number }) => void;
  /** To a host: a viewer's socket joined or left. */
  onLivePeer?: (update: { stream_id: string; peer: string; user_id: number; joined: boolean }) => void;
  onLiveSignal?: (relay: { stream_id: string; from: string; signal: LiveSignal }) => void;
  /** A stream's tip goal, menu or tips total changed (issue 32). */
  onLiveTips?: (state: LiveTipsState) => void;
}

export interface ChatSocketOptions extends ChatSocketHandlers {
  /** Same origin when omitted. */
  url?: string;
  token: string;
  /** The session's chat token of the moment (a password change renews it): each handshake sends it; default `token`. */
  currentToken?: () => string | null;
  /**
   * Whether the refusal of the handshake that sent `token` ends the session (default: unless the token of the moment
   * is another). No when a renewal of the session's tokens replaced it: the socket then handshakes again with the new one.
   */
  refusalEndsSession?: (token: string) => Promise<boolean>;
  /** Connect now instead of after the page has settled (live cannot wait SOCKET_SETTLE_MS). */
  immediate?: boolean;
}

/** One socket per server and token, shared by everyone listening on it (notifications, wallet, chat). */
interface SharedSocket {
  listeners: Set<ChatSocketHandlers>;
  socket?: ChatSocket;
  /** Opens the connection now if it still waits for the page to settle (once). */
  openNow: () => void;
  /** Settles with the socket once it exists. */
  ready: Promise<ChatSocket>;
}
const sockets = new Map<string, SharedSocket>();

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Listens on the JWT-authenticated chat socket, one connection per token shared by its callers; returns the stop
 * function. Connects once the page has settled: see docs/decisions/0024-first-load-carries-the-first-screen-only.md
 */
export function connectChatSocket(options: ChatSocketOptions): () => void {
  return attach(options).close;
}

/** What chat holds of the shared socket: its listener, and the typing it tells the partner. */
export interface ChatSocketLink {
  close(): void;
  /** Tells the room's partner the member is typing; dropped while the socket is away (it is of the moment). */
  typing(roomId: string): void;
}

/** Listens like `connectChatSocket`, and emits the member's typing on the shared socket. */
export function linkChatSocket(options: ChatSocketOptions): ChatSocketLink {
  const { close, entry } = attach(options);
  return {
    close,
    typing: (room) => {
      if (entry.socket?.connected) entry.socket.emit(SocketEvents.typing, { room });
    },
  };
}

/** What live code holds of the shared socket: emits with acks, its socket id, and its own listener. */
export interface LiveSocketLink {
  /** Resolves with the socket once it exists (it may still be connecting: socket.io buffers emits). */
  socket(): Promise<ChatSocket>;
  close(): void;
}

/**
 * The shared socket for live code: the same connection as chat and notifications, opened at once (a live
 * stream cannot wait for the page to settle), with the live events handed to `handlers`.
 */
export function connectLiveSocket(options: ChatSocketOptions): LiveSocketLink {
  const { close, entry } = attach({ ...options, immediate: true });
  return { socket: () => entry.ready, close };
}

function attach({ url, token, immediate, currentToken, refusalEndsSession, ...handlers }: ChatSocketOptions): {
  close: () => void;
  entry: SharedSocket;
} {
  const key = `${url ?? ''} ${token}`;
  let shared = sockets.get(key);
  if (!shared) {
    let started = false;
    let resolve!: (socket: ChatSocket) => void;
    let reject!: (error: Error) => void;
    const ready = new Promise<ChatSocket>((yes, no) => ((resolve = yes), (reject = no)));
    // Nobody may be waiting for it (chat alone never asks): a refusal must not be an unhandled rejection.
    ready.catch(() => undefined);
    const opening: SharedSocket = { listeners: new Set(), ready, openNow: () => start() };
    sockets.set(key, (shared = opening));
    const stillWanted = () => sockets.get(key) === opening;
    const start = () => {
      if (started || !stillWanted()) return;
      started = true;
      import('socket.io-client').then(
        ({ io }) => {
          if (!stillWanted()) return reject(new Error('closed'));
          opening.socket = open(io, url, () => currentToken?.() ?? token, opening.listeners, refusalEndsSession);
          resolve(opening.socket);
        },
        (error: unknown) => {
          reject(asError(error));
          if (stillWanted()) for (const listener of opening.listeners) listener.onConnectError?.(asError(error));
        },
      );
    };
    whenIdle(start);
  }
  if (immediate) shared.openNow();
  // Each call is its own listener, even with the same handlers.
  const listener: ChatSocketHandlers = { ...handlers };
  const entry = shared;
  entry.listeners.add(listener);
  const close = () => {
    if (!entry.listeners.delete(listener)) return;
    if (entry.listeners.size > 0 || sockets.get(key) !== entry) return;
    sockets.delete(key);
    entry.socket?.removeAllListeners();
    entry.socket?.disconnect();
  };
  return { close, entry };
}

/** How long after the page loaded the socket waits: the first screen's own requests and scripts go first. */
export const SOCKET_SETTLE_MS = 2000;

/** Once the page has settled (loaded, SOCKET_SETTLE_MS, then idle); at once outside a browser (tests, the server). */
function whenIdle(run: () => void): void {
  if (typeof window === 'undefined' || typeof requestIdleCallback !== 'function') return void setTimeout(run, 0);
  const settle = () =>
    setTimeout(() => requestIdleCallback(run, { timeout: 1000 }), Math.max(0, SOCKET_SETTLE_MS - performance.now() + loadedAt()));
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}

/** When the page finished loading, in `performance.now()` time. */
function loadedAt(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.loadEventEnd || performance.now();
}

/**
 * Connects and hands every event to each listener of the moment; after a server disconnect it handshakes again with
 * the session's current token (passes after this tab's password change, refused once the session is over).
 */
function open(
  io: typeof openSocket,
  url: string | undefined,
  token: () => string,
  listeners: Set<ChatSocketHandlers>,
  refusalEndsSession: (refused: string) => Promise<boolean> = async (refused) => token() === refused,
): ChatSocket {
  /** The token the latest handshake sent: a refusal is of that one, which may have been renewed since. */
  let sent = token();
  // Websocket only: one connection held by one server process, so a load balancer needs no sticky sessions (deploy/nginx.conf).
  const options = {
    path: SOCKET_PATH,
    auth: (send: (auth: { token: string }) => void) => send({ token: (sent = token()) }),
    transports: ['websocket'],
  };
  const socket: ChatSocket = url ? io(url, options) : io(options);
  const each = (tell: (listener: ChatSocketHandlers) => void) => {
    for (const listener of [...listeners]) tell(listener);
  };
  socket.on(SocketEvents.message, (message) => each((listener) => listener.onMessage?.(message)));
  socket.on(SocketEvents.notification, (notification) => each((listener) => listener.onNotification?.(notification)));
  socket.on(SocketEvents.wallet, (wallet) => each((listener) => listener.onWallet?.(wallet)));
  socket.on(SocketEvents.read, (read) => each((listener) => listener.onRead?.(read)));
  socket.on(SocketEvents.typing, (typing) => each((listener) => listener.onTyping?.(typing)));
  socket.on(LiveSocketEvents.message, (message) => each((listener) => listener.onLiveMessage?.(message)));
  socket.on(LiveSocketEvents.viewers, (update) => each((listener) => listener.onLiveViewers?.(update)));
  socket.on(LiveSocketEvents.peer, (update) => each((listener) => listener.onLivePeer?.(update)));
  socket.on(LiveSocketEvents.signal, (relay) => each((listener) => listener.onLiveSignal?.(relay)));
  socket.on(LiveSocketEvents.tips, (state) => each((listener) => listener.onLiveTips?.(state)));
  socket.on('connect', () => each((listener) => listener.onConnect?.()));
  socket.on('connect_error', (error) => {
    each((listener) => listener.onConnectError?.(error));
    if (error.message !== SocketRefusals.unauthorized) return;
    // The server ended this tab's socket for its own password change, and the handshake again went out with the old
    // token before the new one came back: the session goes on, so handshake with the new one.
    const refused = sent;
    void refusalEndsSession(refused).then((ends) => {
      if (!ends && token() !== refused) socket.connect();
      else each((listener) => listener.onSessionEnded?.());
    });
  });
  socket.on('disconnect', (reason) => {
    each((listener) => listener.onDisconnect?.(reason));
    if (reason === 'io server disconnect') socket.connect();
  });
  return socket;
}

/** Where a push feed reads the socket's token and how it connects (main.tsx adds the session's handshake). */
export interface PushFeedOptions {
  /** The chat jwtToken the login stored: the socket authenticates with it. */
  getJwtToken(): string | null;
  connect?: (options: ChatSocketOptions) => () => void;
}

/** Listens for the signed-in user's balance on the socket (`onConnected` at each (re)connection); the returned function closes it. */
export const balancePushes = ({ getJwtToken, connect = connectChatSocket }: PushFeedOptions) => ({
  listen(onBalance: (balance: number) => void, onConnected?: () => void): () => void {
    const token = getJwtToken();
    if (!token) return () => {};
    return connect({ token, onWallet: (wallet) => onBalance(wallet.wallet_balance), onConnect: onConnected });
  },
});

export type BalancePushes = ReturnType<typeof balancePushes>;
