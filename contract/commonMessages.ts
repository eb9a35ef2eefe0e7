/**
 * The contract's messages a first screen can show (signing in, spec §5) and the answers any call can give: the part
 * of the table (contract/messages.ts, spelled as the spec has them) a client can hold without the rest.
 */
export const CommonMessages = {
  // §5 signup, login, password, OTP
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name may have at most 50 characters',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name may have at most 50 characters',
  usernameRequired: 'Username is required',
  usernameInvalid: 'Username may only contain letters, digits, dots and underscores (3 to 30)',
  phoneRequired: 'Phone is required',
  phoneMin: 'Must Contain greterthen 5 Characters',
  phoneTooLong: 'Phone may have at most 20 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordRule:
    'Password must have at least 8 characters, an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*',
  passwordTooLong: 'Password may have at most 128 characters',
  acceptTerms: 'Please accept term and condition.',
  minimum8: 'Minimum 8 Character',
  passwordsDoNotMatch: 'Passwords does not match',
  otpInvalidFormat: 'Please enter the 6 digit code',
  referralInvalid: 'Referral code is not valid',

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
} as const;

export type CommonMessageKey = keyof typeof CommonMessages;
