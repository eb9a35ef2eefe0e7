/*
 * The paths beside the calls of contract/endpoints.ts: where files are served, the probes, the socket's path and
 * its event names. No typebox here, so the client's first load can hold them.
 */

/** Uploaded files are served under this root: `/media/<key>`; locked post media only with `?exp=&sig=`. */
export const MEDIA_ROOT = '/media/';

/** The drawn stickers of the catalog are served under this root: `/stickers/<name>.svg`. */
export const STICKER_ROOT = '/stickers/';

/** socket.io's path on the same origin; the handshake carries `auth: { token: jwtToken }`. */
export const SOCKET_PATH = '/socket.io';

/**
 * Why the server refuses a handshake (the connect_error's message): `unauthorized`, a bad token or an ended
 * session (the client logs out as on a 401); `unavailable`, the server cannot check it now (it retries).
 */
export const SocketRefusals = { unauthorized: 'unauthorized', unavailable: 'unavailable' } as const;

/** The socket's event names; their payloads are contract/chat.ts ServerToClientEvents. */
export const SocketEvents = {
  /** A chat message for one of the user's rooms (server to client). */
  message: 'message',
  /** A notification for the user, as the list shows it (server to client). */
  notification: 'notification',
  /** The user's wallet balance changed (server to client): a purchase, an unlock, a gift received. */
  wallet: 'wallet',
  /** The partner read a room up to a message (server to client): read receipts. */
  read: 'chat:read',
  /** Both ways: a member is typing in a room (client to server), relayed to the partner (server to client). */
  typing: 'chat:typing',
} as const;

/** A live stream's socket events, both ways (payloads: contract/live.ts). */
export const LiveSocketEvents = {
  /** client: enter a stream's room with the tokens answer's `rtctoken`; ack LiveJoinAck. */
  join: 'live:join',
  /** client: leave the room (closing the viewer or the socket does too). */
  leave: 'live:leave',
  /** client: send a live chat text; server: a live chat message (text, tip, end of stream) to the room. */
  chat: 'live:chat',
  message: 'live:message',
  /** server: the audience count changed. */
  viewers: 'live:viewers',
  /** server to the host: a viewer joined or left (WebRTC: the host offers to each). */
  peer: 'live:peer',
  /** both: a WebRTC description or candidate relayed to one socket. */
  signal: 'live:signal',
  /** server: the stream's tip goal, its menu or its tips total changed (issue 32): LiveTipsState. */
  tips: 'live:tips',
} as const;

/** The load balancer's probes: plain answers, not the API's envelope (contract/health.ts lists them). */
export const HealthRoutes = {
  /** The process is up and serving (no dependency is asked). */
  health: '/healthz',
  /** The database, Redis and the file store each answered within a second. */
  ready: '/readyz',
} as const;

/**
 * Path prefixes only the server answers: an unmatched GET below them is a 404, never the client's index.html
 * (/messages is also a client page, and the chat API's /messages/ takes POST only; /dev/ is absent in production).
 */
export const SERVER_PATH_PREFIXES = ['/api/', '/auth/', '/rooms/', '/dev/', `${SOCKET_PATH}/`, MEDIA_ROOT, STICKER_ROOT] as const;

/** `path` with each `:name` replaced by its value in `params`. */
export const fillPath = (path: string, params: Record<string, unknown>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
