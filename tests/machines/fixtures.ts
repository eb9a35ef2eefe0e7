import { Messages } from '../../contract';
import type { AdminLogin, ChatLogin, Credentials, StoredSession, Viewer } from '../../src/machines/auth.machine';
import type { OtpGrant } from '../../src/machines/otp.machine';
import type { EmailForm, LoginForm, NewPasswordForm, OtpForm, SignupForm } from '../../src/validation/forms';

/** The answers the fake services give: one of each kind the machines tell apart. */

export const viewer: Viewer = {
  id: 'u-7',
  firstName: 'Ava',
  lastName: 'Stone',
  username: 'ava.stone',
  email: 'ava@example.com',
  profilePhoto: null,
  isVerified: true,
  chatUserId: 'c-7',
  isAdmin: false,
};

export const renamedViewer: Viewer = { ...viewer, firstName: 'Avery' };
/** The viewer read again after an admin decided their verification (here: rejected, so the badge goes). */
export const decidedViewer: Viewer = { ...viewer, isVerified: false };

/** The email has spaces around it: the machines trim it before any call. */
export const loginForm: LoginForm = { email: '  ava@example.com ', password: 'Secret#123', acceptTerms: true };
export const credentials: Credentials = { email: 'ava@example.com', password: 'Secret#123' };
export const termsRefused: LoginForm = { email: 'nope', password: '', acceptTerms: false };

/** The admin API does not know the chat account: its viewer has no chat id until the chat login gives one. */
export const adminViewer: Viewer = { ...viewer, chatUserId: null };
export const adminLogin: AdminLogin = { authToken: 'admin-token', viewer: adminViewer, message: Messages.loginSuccess };
export const chatLogin: ChatLogin = { jwtToken: 'chat-jwt', chatUserId: 'c-7' };
/** Another account, unverified too: a second handover to the code step. */
export const otherCredentials: Credentials = { email: 'bo@example.com', password: 'Other#123' };
export const storedSession: StoredSession = { authToken: 'admin-token', userId: 'u-7', jwtToken: 'chat-jwt', chatUserId: 'c-7' };
/** Half a session (the chat login never finished): not enough to be logged in. */
export const halfSession: StoredSession = { authToken: 'admin-token', userId: 'u-7', jwtToken: null, chatUserId: null };

/** Errors as the gateway throws them: the server's message, its status, its data. */
export const wrongCredentials = { message: Messages.wrongCredentials, status: 401 };
export const verifyRequired = { message: Messages.accountNotVerified, status: 403, data: { verify_required: true } };
export const chatUserFailed = { message: Messages.chatUserFailed, status: 500 };
/** Not an answer at all (network down): the generic fallback of spec §8. */
export const offline = new TypeError('');

export const signupForm: SignupForm = {
  firstName: 'Ava',
  lastName: 'Stone',
  username: 'ava.stone',
  email: ' ava@example.com',
  phone: '5551234',
  password: 'Secret#123',
  birthDate: '1990-04-12',
  referralCode: '',
};
/** The day a signup is sent in machine tests (the person's date). */
export const today = '2026-11-26';
export const signupFormBroken: SignupForm = { ...signupForm, firstName: ' ', phone: '1234', password: 'weak' };
export const emailTaken = { message: Messages.emailTaken, status: 409 };
export const registered = { email: 'ava@example.com', message: Messages.registered };

export const otpForm: OtpForm = { otp: '123456' };
export const otpFormBroken: OtpForm = { otp: '12a4' };
export const otpWrong = { message: Messages.otpWrong, status: 400 };
export const otpSent = { message: Messages.otpSent };
export const tooManyRequests = { message: Messages.tooManyRequests, status: 429 };
export const verifyGrant: OtpGrant = { purpose: 'verify', userId: 'u-7', authToken: 'admin-token', message: Messages.otpVerified };
export const resetGrant: OtpGrant = { purpose: 'reset', userId: 'u-7', resetToken: 'reset-token', message: Messages.otpResetVerified };

export const emailForm: EmailForm = { email: ' ava@example.com ' };
export const emailFormBroken: EmailForm = { email: 'ava@' };
export const codeSent = { message: Messages.otpSent };
export const userNotFound = { message: Messages.userNotFound, status: 404 };
export const newPasswordForm: NewPasswordForm = { newPassword: 'Brand#New9', confirmPassword: 'Brand#New9' };
export const newPasswordMismatch: NewPasswordForm = { newPassword: 'Brand#New9', confirmPassword: 'Brand#New0' };
export const passwordWasReset = { message: Messages.passwordReset };
export const resetTokenExpired = { message: Messages.resetTokenInvalid, status: 400 };
