import type { MessageKey } from '../../contract/messages';
import { EMAIL_PATTERN, OTP_PATTERN, PASSWORD_MIN, PASSWORD_PATTERN, PHONE_MIN, USERNAME_PATTERN } from '../../contract/rules';

/** Field name → the key of the first rule it breaks (see contract/messages.ts). Empty when valid. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

const emailRe = new RegExp(EMAIL_PATTERN);
const passwordRe = new RegExp(PASSWORD_PATTERN);
const usernameRe = new RegExp(USERNAME_PATTERN);
const otpRe = new RegExp(OTP_PATTERN);

const blank = (value: string) => value.trim().length === 0;

/** Runs each field's checks in order and keeps the first failure, as the forms show one message a field. */
function collect<F extends string>(checks: Record<F, Array<[boolean, MessageKey]>>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const failed = checks[field].find(([broken]) => broken);
    if (failed) errors[field] = failed[1];
  }
  return errors;
}

export const isValid = (errors: FieldErrors<string>) => Object.keys(errors).length === 0;

export function emailErrors(email: string): Array<[boolean, MessageKey]> {
  return [
    [blank(email), 'emailRequired'],
    [!emailRe.test(email.trim()), 'emailInvalid'],
  ];
}

/** The password rule of §5: 8+ characters with uppercase, lowercase, digit and one of !@#$%^&*. */
export function newPasswordErrors(password: string): Array<[boolean, MessageKey]> {
  return [
    [password.length === 0, 'passwordRequired'],
    [!passwordRe.test(password), 'passwordRule'],
  ];
}

export interface LoginForm {
  email: string;
  password: string;
  acceptTerms: boolean;
}
export const validateLogin = (form: LoginForm) =>
  collect<keyof LoginForm>({
    email: emailErrors(form.email),
    password: [[form.password.length === 0, 'passwordRequired']],
    acceptTerms: [[!form.acceptTerms, 'acceptTerms']],
  });

export interface SignupForm {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  referralCode: string;
}
export const validateSignup = (form: SignupForm) =>
  collect<keyof SignupForm>({
    firstName: [[blank(form.firstName), 'firstNameRequired']],
    lastName: [[blank(form.lastName), 'lastNameRequired']],
    username: [
      [blank(form.username), 'usernameRequired'],
      [!usernameRe.test(form.username.trim()), 'usernameInvalid'],
    ],
    email: emailErrors(form.email),
    phone: [
      [blank(form.phone), 'phoneRequired'],
      [form.phone.trim().length < PHONE_MIN, 'phoneMin'],
    ],
    password: newPasswordErrors(form.password),
    referralCode: [],
  });

export interface OtpForm {
  otp: string;
}
export const validateOtp = (form: OtpForm) => collect<keyof OtpForm>({ otp: [[!otpRe.test(form.otp), 'otpInvalidFormat']] });

export interface EmailForm {
  email: string;
}
export const validateEmail = (form: EmailForm) => collect<keyof EmailForm>({ email: emailErrors(form.email) });

export interface NewPasswordForm {
  newPassword: string;
  confirmPassword: string;
}
/** Reset password: the rule for the new one; confirm at least 8 and equal. */
export const validateNewPassword = (form: NewPasswordForm) =>
  collect<keyof NewPasswordForm>({
    newPassword: newPasswordErrors(form.newPassword),
    confirmPassword: [
      [form.confirmPassword.length < PASSWORD_MIN, 'minimum8'],
      [form.confirmPassword !== form.newPassword, 'passwordsDoNotMatch'],
    ],
  });

export interface ChangePasswordForm extends NewPasswordForm {
  oldPassword: string;
}
export const validateChangePassword = (form: ChangePasswordForm) => ({
  ...collect<'oldPassword'>({ oldPassword: [[form.oldPassword.length < PASSWORD_MIN, 'minimum8']] }),
  ...validateNewPassword(form),
});
