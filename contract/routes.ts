/** Every path of spec §7 that exists so far. Both sides import these; nobody spells a path twice. */
export const AdminRoutes = {
  register: '/api/register',
  verifyOtp: '/api/verify-otp',
  resendOtp: '/api/resend-otp-verify-user',
  forgotPassword: '/api/forgot-password',
  resetPassword: (userId: number | string) => `/api/reset-password/${userId}`,
  login: '/api/login',
  changePassword: '/api/user/change-password',
  logout: '/api/logout',
  userById: '/api/user/user-byid',
  verifyUser: '/api/verify-user',
  createChatUser: '/api/user/create-chat-user',
  devOutbox: '/api/dev/outbox',

  // §7 feeds
  feedHome: '/api/feeds',
  feedUser: '/api/feeds/user',
  feedTrending: '/api/feeds/trending',
  searchTags: '/api/feeds/search-tags',
  postsByTag: '/api/feeds/posts-by-tag',
  // §7 posts
  postById: (id: number | string) => `/api/post/${id}`,
  createPost: '/api/post/create',
  comments: '/api/post/comments',
  comment: '/api/post/comment',
  like: '/api/post/like',
  favourite: '/api/post/favourite',
  unfavourite: '/api/post/unfavourite',
  favouriteList: '/api/post/favouritelist',
  votePoll: '/api/post/vote-poll',
  report: '/api/post/report',
  hide: '/api/post/hide',
  deletePost: '/api/post/delete',
  upload: '/api/upload',
} as const;

/** Uploaded files are served under this root: `/media/<key>`; locked post media only with `?exp=&sig=`. */
export const MEDIA_ROOT = '/media/';

export const ChatRoutes = {
  login: '/auth/login',
  roomsList: '/rooms/list',
} as const;

/** socket.io's path on the same origin; the handshake carries `auth: { token: jwtToken }`. */
export const SOCKET_PATH = '/socket.io';
