import type { MessageKey } from '../../contract/messages';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  hasControlCharacters,
  isIllFormed,
  lengthOf,
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
  hasTurned,
  isRealBirthDate,
} from '../../contract/fieldRules';

/** Field name → the key of the first rule it breaks (see contract/messages.ts). Empty when valid. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

// The server (ajv) reads the contract's patterns in unicode mode; so do we, or '.' would count UTF-16 units.
const emailRe = new RegExp(EMAIL_PATTERN, 'u');
const passwordRe = new RegExp(PASSWORD_PATTERN, 'u');
const usernameRe = new RegExp(USERNAME_PATTERN, 'u');
const otpRe = new RegExp(OTP_PATTERN, 'u');
const signupBirthDateRe = new RegExp(SIGNUP_BIRTH_DATE_PATTERN, 'u');

export const blank = (value: string) => value.trim().length === 0;

/**
 * The rules every string field ends with, in the order the server's schema checks them after its own
 * pattern: at most `max` characters, no control characters (a multi-line text keeps its line breaks).
 */
export function textErrors(value: string, max: number, tooLong: MessageKey, multiline = false): Array<[boolean, MessageKey]> {
  return [
    [lengthOf(value) > max, tooLong],
    [hasControlCharacters(value, multiline), 'controlCharacters'],
    [isIllFormed(value), 'illFormedText'],
  ];
}

/** Runs each field's checks in order and keeps the first failure, as the forms show one message a field. */
export function collect<F extends string>(checks: Partial<Record<F, Array<[boolean, MessageKey]>>>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const failed = checks[field]?.find(([broken]) => broken);
    if (failed) errors[field] = failed[1];
  }
  return errors;
}

export const isValid = (errors: FieldErrors<string>) => Object.keys(errors).length === 0;

/** An email is checked, and sent, trimmed. */
export function emailErrors(email: string): Array<[boolean, MessageKey]> {
  const value = email.trim();
  return [
    [blank(value), 'emailRequired'],
    [lengthOf(value) > EMAIL_MAX, 'emailInvalid'],
    [!emailRe.test(value), 'emailInvalid'],
    [hasControlCharacters(value), 'controlCharacters'],
  ];
}

/** The password rule of §5: 8+ characters with uppercase, lowercase, digit and one of !@#$%^&*. */
export function newPasswordErrors(password: string): Array<[boolean, MessageKey]> {
  return [
    [password.length === 0, 'passwordRequired'],
    [lengthOf(password) > PASSWORD_MAX, 'passwordTooLong'],
    [!passwordRe.test(password), 'passwordRule'],
    [hasControlCharacters(password), 'controlCharacters'],
  ];
}

/** A password already chosen (login, the old one): the server only bounds it. */
function typedPasswordErrors(password: string, tooShort: [number, MessageKey]): Array<[boolean, MessageKey]> {
  return [[lengthOf(password) < tooShort[0], tooShort[1]], ...textErrors(password, PASSWORD_MAX, 'passwordTooLong')];
}

export interface LoginForm {
  email: string;
  password: string;
  acceptTerms: boolean;
}
export const validateLogin = (form: LoginForm) =>
  collect<keyof LoginForm>({
    email: emailErrors(form.email),
    password: typedPasswordErrors(form.password, [1, 'passwordRequired']),
    acceptTerms: [[!form.acceptTerms, 'acceptTerms']],
  });

/** A first or last name: required, checked and sent trimmed. */
export const nameErrors = (name: string, required: MessageKey, tooLong: MessageKey): Array<[boolean, MessageKey]> => [
  [blank(name), required],
  ...textErrors(name.trim(), NAME_MAX, tooLong),
];

export interface SignupForm {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  /** YYYY-MM-DD, as a date input gives it. */
  birthDate: string;
  referralCode: string;
}

/** Signup is for adults: a real day, not after `today`, at least 18 years before it. */
function signupBirthDateErrors(birthDate: string, today: string): Array<[boolean, MessageKey]> {
  const value = birthDate.trim();
  const real = signupBirthDateRe.test(value) && isRealBirthDate(value);
  return [
    [value === '', 'birthDateRequired'],
    [!real, 'birthDateInvalid'],
    [value > today, 'birthDateFuture'],
    [real && !hasTurned(value, today), 'signupUnderage'],
  ];
}

/**
 * Names, username, email, phone, birth date and referral code are checked, and sent, trimmed (`toRegistration`);
 * `today` is the person's date as YYYY-MM-DD (the server's clock decides in the end).
 */
export const validateSignup = (form: SignupForm, today: string) =>
  collect<keyof SignupForm>({
    firstName: nameErrors(form.firstName, 'firstNameRequired', 'firstNameTooLong'),
    lastName: nameErrors(form.lastName, 'lastNameRequired', 'lastNameTooLong'),
    username: [
      [blank(form.username), 'usernameRequired'],
      [!usernameRe.test(form.username.trim()), 'usernameInvalid'],
    ],
    email: emailErrors(form.email),
    phone: [
      [blank(form.phone), 'phoneRequired'],
      [lengthOf(form.phone.trim()) < PHONE_MIN, 'phoneMin'],
      ...textErrors(form.phone.trim(), PHONE_MAX, 'phoneTooLong'),
    ],
    password: newPasswordErrors(form.password),
    birthDate: signupBirthDateErrors(form.birthDate, today),
    // Whether an account has this code only the server knows.
    referralCode: textErrors(form.referralCode.trim(), REFERRAL_CODE_MAX, 'referralInvalid'),
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
      ...typedPasswordErrors(form.confirmPassword, [PASSWORD_MIN, 'minimum8']),
      [form.confirmPassword !== form.newPassword, 'passwordsDoNotMatch'],
    ],
  });

export interface ChangePasswordForm extends NewPasswordForm {
  oldPassword: string;
}
export const validateChangePassword = (form: ChangePasswordForm) => ({
  ...collect<'oldPassword'>({ oldPassword: typedPasswordErrors(form.oldPassword, [PASSWORD_MIN, 'minimum8']) }),
  ...validateNewPassword(form),
});
