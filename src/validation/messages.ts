import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Messages, type MessageKey } from '../../contract/messages';

/**
 * The translated form of every contract message. Lingui needs the literal text inside `msg`;
 * tests/validation checks that each text equals contract/messages.ts, so the two cannot drift.
 */
export const messageDescriptors: Record<MessageKey, MessageDescriptor> = {
  firstNameRequired: msg`First name is required`,
  lastNameRequired: msg`Last name is required`,
  usernameRequired: msg`Username is required`,
  usernameInvalid: msg`Username may only contain letters, digits, dots and underscores (3 to 30)`,
  phoneRequired: msg`Phone is required`,
  phoneMin: msg`Must Contain greterthen 5 Characters`,
  emailRequired: msg`Email is required`,
  emailInvalid: msg`Please enter a valid email`,
  passwordRequired: msg`Password is required`,
  passwordRule: msg`Password must have at least 8 characters, an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*`,
  acceptTerms: msg`Please accept term and condition.`,
  minimum8: msg`Minimum 8 Character`,
  passwordsDoNotMatch: msg`Passwords does not match`,
  otpInvalidFormat: msg`Please enter the 6 digit code`,
  referralInvalid: msg`Referral code is not valid`,
  wrongCredentials: msg`Wrong Credentials`,
  emailTaken: msg`This email is already registered`,
  usernameTaken: msg`This username is already taken`,
  registered: msg`Registered successfully. Please check your email for the verification code`,
  otpSent: msg`A verification code has been sent to your email`,
  otpWrong: msg`The code is not valid`,
  otpExpired: msg`The code has expired, please request a new one`,
  otpTooManyAttempts: msg`Too many wrong codes, please request a new one`,
  otpVerified: msg`Your account has been verified`,
  otpResetVerified: msg`Code verified, please choose a new password`,
  accountNotVerified: msg`Please verify your email first. We sent you a new code`,
  alreadyVerified: msg`Your account is already verified`,
  resetTokenInvalid: msg`Your reset link has expired, please start again`,
  passwordReset: msg`Your password has been reset, please log in`,
  passwordChanged: msg`Password changed successfully`,
  oldPasswordWrong: msg`Old password is not correct`,
  loginSuccess: msg`Logged in successfully`,
  userNotFound: msg`User not found`,
  chatUserCreated: msg`Chat user created`,
  chatUserFailed: msg`Failed to create chat user`,
  chatUserError: msg`Error creating chat user`,
  tooManyRequests: msg`Too many attempts, please try again later`,
  unauthorized: msg`Please log in again`,
  forbidden: msg`You are not allowed to do this`,
  notFound: msg`Not found`,
  somethingWentWrong: msg`Something went wrong`,
  badRequest: msg`Invalid request`,
};

const keyByText = new Map<string, MessageKey>(
  (Object.entries(Messages) as Array<[MessageKey, string]>).map(([key, text]) => [text, key]),
);

/** The descriptor for a server answer, when the server spoke one of the contract messages. */
export function describeMessage(text: string): MessageDescriptor {
  const key = keyByText.get(text);
  return key ? messageDescriptors[key] : { id: text, message: text };
}
