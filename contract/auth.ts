import Type, { type Static } from 'typebox';
import { Envelope, Empty, withMessage } from './envelope';
import { Messages } from './messages';
import { EMAIL_PATTERN, OTP_PATTERN, PASSWORD_MIN, PASSWORD_PATTERN, PHONE_MIN, USERNAME_PATTERN } from './rules';
import { User } from './user';

const Email = Type.String({ pattern: EMAIL_PATTERN, maxLength: 254, ...withMessage(Messages.emailInvalid) });
const NewPassword = Type.String({ pattern: PASSWORD_PATTERN, maxLength: 128, ...withMessage(Messages.passwordRule) });
const Required = (message: string, max = 100) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S', ...withMessage(message) });

// ---- POST /api/register
export const RegisterBody = Type.Object({
  first_name: Required(Messages.firstNameRequired, 50),
  last_name: Required(Messages.lastNameRequired, 50),
  email: Email,
  phone: Type.String({ minLength: PHONE_MIN, maxLength: 20, ...withMessage(Messages.phoneMin) }),
  password: NewPassword,
  username: Type.String({ pattern: USERNAME_PATTERN, ...withMessage(Messages.usernameInvalid) }),
  user_refrence_code: Type.Optional(Type.String({ maxLength: 32 })),
});
export type RegisterBody = Static<typeof RegisterBody>;
/** The same answer for a free and a taken email (the owner of a taken one is mailed instead): the account's id comes with verify-otp. */
export const RegisterResponse = Envelope(Type.Object({ email: Type.String() }));

// ---- POST /api/verify-otp
export const VerifyOtpBody = Type.Object({
  otp: Type.String({ pattern: OTP_PATTERN, ...withMessage(Messages.otpInvalidFormat) }),
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
export const ResetPasswordParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
export const ResetPasswordBody = Type.Object({
  reset_token: Type.String({ minLength: 1, ...withMessage(Messages.resetTokenInvalid) }),
  new_password: NewPassword,
  confirm_new_password: Type.String({ minLength: PASSWORD_MIN, ...withMessage(Messages.minimum8) }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

// ---- POST /api/login
export const LoginBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 128, ...withMessage(Messages.passwordRequired) }),
});
export type LoginBody = Static<typeof LoginBody>;
export const LoginResponse = Envelope(Type.Object({ token: Type.String(), user: User }));
export type LoginResponse = Static<typeof LoginResponse>;

// ---- POST /api/user/change-password (Bearer)
export const ChangePasswordBody = Type.Object({
  old_password: Type.String({ minLength: PASSWORD_MIN, maxLength: 128, ...withMessage(Messages.minimum8) }),
  new_password: NewPassword,
  confirm_new_password: Type.String({ minLength: PASSWORD_MIN, ...withMessage(Messages.minimum8) }),
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
export const UserByIdBody = Type.Object({ userid: Type.Integer({ minimum: 1 }) });
export const UserResponse = Envelope(User);
export type UserResponse = Static<typeof UserResponse>;

// ---- POST /api/verify-user (Bearer): who the token belongs to, used to restore a session.
export const VerifyUserBody = Empty;

// ---- POST /api/user/create-chat-user (Bearer): idempotent.
export const ChatUserResponse = Envelope(Type.Object({ chat_user_id: Type.String() }));

export const MessageResponse = Envelope(Type.Object({}));
