import Type, { type Static } from 'typebox';
import { Envelope, Empty } from './envelope.ts';
import { Id, Line } from './fields.ts';
import { Messages, type Message } from './messages.ts';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_MAX,
  OTP_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  PHONE_MAX,
  PHONE_MIN,
  REFERRAL_CODE_MAX,
  SIGNUP_BIRTH_DATE_PATTERN,
  USERNAME_PATTERN,
} from './rules.ts';
import { User } from './user.ts';
import type { Endpoint } from './endpoint.ts';

/*
 * The forms of spec §5 as the server checks them. src/validation/forms.ts applies the same rules in the
 * browser; tests/validation/parity.test.ts holds both to the same verdict and message.
 */
const Email = Line({
  max: EMAIL_MAX,
  pattern: EMAIL_PATTERN,
  messages: { default: Messages.emailInvalid, required: Messages.emailRequired },
});
const NewPassword = Line({
  max: PASSWORD_MAX,
  pattern: PASSWORD_PATTERN,
  messages: { default: Messages.passwordRule, required: Messages.passwordRequired, maxLength: Messages.passwordTooLong },
});
/** The confirmation is compared with the new password by the service; its own rule is the length. */
const ConfirmPassword = Line({
  min: PASSWORD_MIN,
  max: PASSWORD_MAX,
  messages: { default: Messages.minimum8, maxLength: Messages.passwordTooLong },
});
/** A trimmed, required name (signup and edit-profile). */
export const Name = (required: Message, tooLong: Message) =>
  Line({ min: 1, max: NAME_MAX, pattern: '\\S', messages: { default: required, maxLength: tooLong } });

// ---- POST /api/register
export const RegisterBody = Type.Object({
  first_name: Name(Messages.firstNameRequired, Messages.firstNameTooLong),
  last_name: Name(Messages.lastNameRequired, Messages.lastNameTooLong),
  email: Email,
  phone: Line({
    min: PHONE_MIN,
    max: PHONE_MAX,
    messages: { default: Messages.phoneMin, required: Messages.phoneRequired, maxLength: Messages.phoneTooLong },
  }),
  password: NewPassword,
  username: Line({
    max: 30,
    pattern: USERNAME_PATTERN,
    messages: { default: Messages.usernameInvalid, required: Messages.usernameRequired },
  }),
  user_refrence_code: Type.Optional(Line({ max: REFERRAL_CODE_MAX, messages: Messages.referralInvalid })),
  /** A real day, not after today, at least 18 years back (the service checks the calendar). */
  birth_date: Line({
    max: 10,
    pattern: SIGNUP_BIRTH_DATE_PATTERN,
    messages: { default: Messages.birthDateInvalid, required: Messages.birthDateRequired },
  }),
});
export type RegisterBody = Static<typeof RegisterBody>;
/** The same answer for a free and a taken email (the owner of a taken one is mailed instead): the account's id comes with verify-otp. */
export const RegisterResponse = Envelope(Type.Object({ email: Type.String() }));

// ---- POST /api/verify-otp
export const VerifyOtpBody = Type.Object({
  otp: Line({ max: 6, pattern: OTP_PATTERN, messages: Messages.otpInvalidFormat }),
  email: Email,
});
export type VerifyOtpBody = Static<typeof VerifyOtpBody>;
/**
 * A signup code answers the session (`token`, `user`); a forgot-password code answers a short-lived
 * `reset_token` that reset-password/{userId} needs.
 */
export const VerifyOtpResponse = Envelope(
  Type.Object({
    purpose: Type.Union([Type.Literal('verify'), Type.Literal('reset')]),
    user: Type.Object({ id: Type.Integer() }),
    token: Type.Optional(Type.String()),
    reset_token: Type.Optional(Type.String()),
  }),
);
export type VerifyOtpResponse = Static<typeof VerifyOtpResponse>;

// ---- POST /api/resend-otp-verify-user, POST /api/forgot-password
export const EmailBody = Type.Object({ email: Email });
export type EmailBody = Static<typeof EmailBody>;
export const OtpSentResponse = Envelope(Type.Object({ email: Type.String() }));

// ---- POST /api/reset-password/{userId}
export const ResetPasswordParams = Type.Object({ userId: Id() });
export const ResetPasswordBody = Type.Object({
  reset_token: Line({ min: 1, max: 2000, messages: Messages.resetTokenInvalid }),
  new_password: NewPassword,
  confirm_new_password: ConfirmPassword,
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** Any password once set; its rule was checked when it was chosen. */
export const LoginPassword = Line({
  min: 1,
  max: PASSWORD_MAX,
  messages: { default: Messages.passwordRequired, maxLength: Messages.passwordTooLong },
});

// ---- POST /api/login
export const LoginBody = Type.Object({
  email: Email,
  password: LoginPassword,
});
export type LoginBody = Static<typeof LoginBody>;
export const LoginResponse = Envelope(Type.Object({ token: Type.String(), user: User }));
export type LoginResponse = Static<typeof LoginResponse>;

// ---- POST /api/user/change-password (Bearer)
export const ChangePasswordBody = Type.Object({
  old_password: Line({
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
    messages: { default: Messages.minimum8, maxLength: Messages.passwordTooLong },
  }),
  new_password: NewPassword,
  confirm_new_password: ConfirmPassword,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
/**
 * The change ends every session of the account, the caller's included: the caller carries on with
 * these fresh tokens (`chat_token` when the account has a chat member).
 */
export const ChangePasswordResponse = Envelope(Type.Object({ token: Type.String(), chat_token: Type.Optional(Type.String()) }));
export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;

// ---- POST /api/logout (Bearer): ends the account's sessions on the server, admin and chat alike.
export const LogoutBody = Empty;

// ---- POST /api/user/user-byid (Bearer)
export const UserByIdBody = Type.Object({ userid: Id() });
export const UserResponse = Envelope(User);
export type UserResponse = Static<typeof UserResponse>;

// ---- POST /api/verify-user (Bearer): who the token belongs to, used to restore a session.
export const VerifyUserBody = Empty;

// ---- POST /api/user/create-chat-user (Bearer): idempotent.
export const ChatUserResponse = Envelope(Type.Object({ chat_user_id: Type.String() }));

export const MessageResponse = Envelope(Type.Object({}));

/** Signup with an emailed code, login, password reset and change, sessions, and a person by id. */
export const AuthEndpoints = {
  // Auth
  register: {
    method: 'POST',
    path: '/api/register',
    caller: 'public',
    area: 'Auth',
    summary: 'Sign up: mails a verification code',
    description: 'Answers the same for a free and a taken email; the owner of a taken one is told by mail.',
    body: RegisterBody,
    response: RegisterResponse,
    status: 201,
  },
  verifyOtp: {
    method: 'POST',
    path: '/api/verify-otp',
    caller: 'public',
    area: 'Auth',
    summary: 'Check an emailed code: a session (signup) or a reset token (forgot password)',
    body: VerifyOtpBody,
    response: VerifyOtpResponse,
  },
  resendOtp: {
    method: 'POST',
    path: '/api/resend-otp-verify-user',
    caller: 'public',
    area: 'Auth',
    summary: 'Mail a new signup code',
    body: EmailBody,
    response: OtpSentResponse,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/forgot-password',
    caller: 'public',
    area: 'Auth',
    summary: 'Mail a password reset code',
    body: EmailBody,
    response: OtpSentResponse,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/reset-password/:userId',
    caller: 'public',
    area: 'Auth',
    summary: 'Set a new password with the reset token',
    params: ResetPasswordParams,
    body: ResetPasswordBody,
    response: MessageResponse,
  },
  login: {
    method: 'POST',
    path: '/api/login',
    caller: 'public',
    area: 'Auth',
    summary: 'Log in with email and password: the bearer token and the profile',
    body: LoginBody,
    response: LoginResponse,
  },
  changePassword: {
    method: 'POST',
    path: '/api/user/change-password',
    caller: 'signedIn',
    area: 'Auth',
    summary: 'Change the password: ends every session and answers fresh tokens',
    body: ChangePasswordBody,
    response: ChangePasswordResponse,
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    caller: 'signedIn',
    area: 'Auth',
    summary: "End the account's sessions, REST and chat alike",
    body: LogoutBody,
    response: MessageResponse,
  },
  currentUser: {
    method: 'POST',
    path: '/api/verify-user',
    caller: 'signedIn',
    area: 'Auth',
    summary: 'Who the token belongs to (restores a session)',
    body: VerifyUserBody,
    response: UserResponse,
  },
  createChatUser: {
    method: 'POST',
    path: '/api/user/create-chat-user',
    caller: 'signedIn',
    area: 'Auth',
    summary: "Create the account's chat member (idempotent)",
    body: VerifyUserBody,
    response: ChatUserResponse,
  },

  // People
  person: {
    method: 'POST',
    path: '/api/user/user-byid',
    caller: 'signedIn',
    area: 'People',
    summary: "A person's profile",
    body: UserByIdBody,
    response: UserResponse,
  },
} as const satisfies Record<string, Endpoint>;
