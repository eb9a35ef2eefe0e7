/**
 * The paths the first screens call (the feeds, a post's actions, people and follows, uploads), the socket's names
 * and the media roots: contract/routes.ts spreads these paths into AdminRoutes and ChatRoutes and re-exports the
 * rest, so a client's first load holds them without the other paths.
 */
const feedTrending = '/api/feeds/trending';

export const FeedRoutes = {
  feedHome: '/api/feeds',
  feedUser: '/api/feeds/user',
  feedTrending,
  /** The trending feed carries its page in the query and an empty body. */
  feedTrendingPage: (page: number) => `${feedTrending}?page=${page}` as const,
  searchTags: '/api/feeds/search-tags',
  postsByTag: '/api/feeds/posts-by-tag',
  userById: '/api/user/user-byid',
  userTrending: '/api/user/trending',
  verifyUser: '/api/verify-user',
  follow: '/api/user/follow',
  unfollow: '/api/user/unfollow',
  followers: '/api/user/followers',
  followings: '/api/user/followings',
  postById: (id: number | string) => `/api/post/${id}` as const,
  like: '/api/post/like',
  favourite: '/api/post/favourite',
  unfavourite: '/api/post/unfavourite',
  favouriteList: '/api/post/favouritelist',
  report: '/api/post/report',
  hide: '/api/post/hide',
  deletePost: '/api/post/delete',
  upload: '/api/upload',
  createMediaContent: '/api/media/content-create',
} as const;

/** The chat API's upload (Bearer jwtToken), which the REST client's file uploads name. */
export const ChatFileRoutes = {
  uploadFile: '/files/upload',
} as const;

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
} as const;
