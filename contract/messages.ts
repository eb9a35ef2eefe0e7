/**
 * Every user-facing message the server or a form can produce, spelled exactly as the spec has it
 * (typos included: they are the contract). The client maps each one to a translated descriptor in
 * `src/validation/messages.ts`; a message missing there fails the typecheck.
 */
export const Messages = {
  // §5 signup, login, password, OTP
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameRequired: 'Username is required',
  usernameInvalid: 'Username may only contain letters, digits, dots and underscores (3 to 30)',
  phoneRequired: 'Phone is required',
  phoneMin: 'Must Contain greterthen 5 Characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordRule:
    'Password must have at least 8 characters, an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*',
  acceptTerms: 'Please accept term and condition.',
  minimum8: 'Minimum 8 Character',
  passwordsDoNotMatch: 'Passwords does not match',
  otpInvalidFormat: 'Please enter the 6 digit code',
  referralInvalid: 'Referral code is not valid',

  // §8 answers of the auth calls
  wrongCredentials: 'Wrong Credentials',
  emailTaken: 'This email is already registered',
  usernameTaken: 'This username is already taken',
  registered: 'Registered successfully. Please check your email for the verification code',
  otpSent: 'A verification code has been sent to your email',
  otpWrong: 'The code is not valid',
  otpExpired: 'The code has expired, please request a new one',
  otpTooManyAttempts: 'Too many wrong codes, please request a new one',
  otpVerified: 'Your account has been verified',
  otpResetVerified: 'Code verified, please choose a new password',
  accountNotVerified: 'Please verify your email first. We sent you a new code',
  alreadyVerified: 'Your account is already verified',
  resetTokenInvalid: 'Your reset link has expired, please start again',
  passwordReset: 'Your password has been reset, please log in',
  passwordChanged: 'Password changed successfully',
  oldPasswordWrong: 'Old password is not correct',
  loginSuccess: 'Logged in successfully',
  userNotFound: 'User not found',
  chatUserCreated: 'Chat user created',
  chatUserFailed: 'Failed to create chat user',
  chatUserError: 'Error creating chat user',
  tooManyRequests: 'Too many attempts, please try again later',
  unauthorized: 'Please log in again',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  somethingWentWrong: 'Something went wrong',
  badRequest: 'Invalid request',
} as const;

export type MessageKey = keyof typeof Messages;
export type Message = (typeof Messages)[MessageKey];

export function isKnownMessage(text: string): text is Message {
  return (Object.values(Messages) as string[]).includes(text);
}
