/** Every path of spec §7 that exists so far. Both sides import these; nobody spells a path twice. */
export const AdminRoutes = {
  register: '/api/register',
  verifyOtp: '/api/verify-otp',
  resendOtp: '/api/resend-otp-verify-user',
  forgotPassword: '/api/forgot-password',
  resetPassword: (userId: number | string) => `/api/reset-password/${userId}`,
  login: '/api/login',
  changePassword: '/api/user/change-password',
  userById: '/api/user/user-byid',
  verifyUser: '/api/verify-user',
  createChatUser: '/api/user/create-chat-user',
  devOutbox: '/api/dev/outbox',
} as const;

export const ChatRoutes = {
  login: '/auth/login',
  roomsList: '/rooms/list',
} as const;

/** socket.io's path on the same origin; the handshake carries `auth: { token: jwtToken }`. */
export const SOCKET_PATH = '/socket.io';
