/**
 * The contract's messages a first screen can show (the login form's, spec §5) and the answers any call can give:
 * the part of the table (contract/messages.ts, spelled as the spec has them) a client can hold without the rest.
 */
export const CommonMessages = {
  // §5 login
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password may have at most 128 characters',
  acceptTerms: 'Please accept term and condition.',
  /** The toast of a successful login: shown before the rest of the catalog has loaded. */
  loginSuccess: 'Logged in successfully',

  // Any call
  postNotFound: 'Post not found',
  userNotFound: 'User not found',
  tooManyRequests: 'Too many attempts, please try again later',
  unauthorized: 'Please log in again',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  somethingWentWrong: 'Something went wrong',
  badRequest: 'Invalid request',
  controlCharacters: 'Please remove the control characters (such as NUL) from this text',
  illFormedText: 'This text holds a broken character (a lone surrogate); please type it again',
  /** 503: the database or Redis cannot be reached right now. */
  serviceUnavailable: 'The service is unavailable for a moment, please try again',
} as const;

export type CommonMessageKey = keyof typeof CommonMessages;
