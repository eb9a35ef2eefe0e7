import { beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { setupI18n } from '@lingui/core';
import { CommonMessages, Messages, type MessageKey } from '../../contract';
import {
  describeKey,
  describeMessage,
  loadMessageTexts,
  validateChangePassword,
  validateEmail,
  validateLogin,
  validateNewPassword,
  validateOtp,
  validateProfile,
  validateSignup,
  type SignupForm,
} from '../../src/validation';
import { commonMessageCatalog } from '../../src/validation/commonMessageCatalog';
import { contractMessageCatalog } from '../../src/validation/messageCatalog';
import { messages as esMessages } from '../../locales/es/messages';
import { namedProfileForm } from '../support/profileForm';

const text = (key: MessageKey | undefined) => (key ? Messages[key] : undefined);

const goodSignup: SignupForm = {
  firstName: 'Ava',
  lastName: 'Stone',
  username: 'ava.stone',
  email: 'ava@example.com',
  phone: '5551234',
  password: 'Secret#123',
  birthDate: '1990-04-12',
  referralCode: '',
};
const TODAY = '2026-11-26';

describe('login form', () => {
  it('accepts a valid email, a password and accepted terms', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'x', acceptTerms: true })).toEqual({});
  });
  it('asks to accept the terms with the exact message', () => {
    expect(text(validateLogin({ email: 'a@b.co', password: 'x', acceptTerms: false }).acceptTerms)).toBe(
      'Please accept term and condition.',
    );
  });
  it('rejects an invalid email and an empty password', () => {
    const errors = validateLogin({ email: 'nope', password: '', acceptTerms: true });
    expect(text(errors.email)).toBe('Please enter a valid email');
    expect(text(errors.password)).toBe('Password is required');
  });
});

describe('signup form', () => {
  it('accepts a complete form, the referral code being optional', () => {
    expect(validateSignup(goodSignup, TODAY)).toEqual({});
  });
  it('takes a real birth date, refuses a future one, and anyone under 18 on the day of signup', () => {
    const errorOf = (birthDate: string, today = TODAY) => text(validateSignup({ ...goodSignup, birthDate }, today).birthDate);
    expect(errorOf('')).toBe('Birth date is required');
    for (const impossible of ['2001-02-29', '1990-13-01', '1990-04-31', '12/04/1990', '1899-12-31'])
      expect(errorOf(impossible)).toBe('Please enter a valid birth date');
    expect(errorOf('2026-11-27')).toBe('Birth date cannot be in the future');
    expect(errorOf('2008-11-27')).toBe('You must be 18 or older to sign up.');
    expect(errorOf('2008-11-26')).toBeUndefined();
    // Born on 29 February: of age on 1 March of a common year.
    expect(errorOf('2008-02-29', '2026-02-28')).toBe('You must be 18 or older to sign up.');
    expect(errorOf('2008-02-29', '2026-03-01')).toBeUndefined();
  });
  it('requires first name, last name, username and phone', () => {
    const errors = validateSignup({ ...goodSignup, firstName: ' ', lastName: '', username: '', phone: '' }, TODAY);
    expect(errors).toMatchObject({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      username: 'usernameRequired',
      phone: 'phoneRequired',
    });
  });
  it('needs a phone of at least 5 characters', () => {
    expect(text(validateSignup({ ...goodSignup, phone: '1234' }, TODAY).phone)).toBe('Must Contain greterthen 5 Characters');
    expect(validateSignup({ ...goodSignup, phone: '12345' }, TODAY).phone).toBeUndefined();
  });
  it('applies the password rule', () => {
    for (const weak of ['alllowercase1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial11', 'Ab1!']) {
      expect(validateSignup({ ...goodSignup, password: weak }, TODAY).password).toBe('passwordRule');
    }
    expect(validateSignup({ ...goodSignup, password: 'Exact8!a' }, TODAY).password).toBeUndefined();
  });
  it('accepts every password made of the four classes and 8+ characters (property)', () => {
    const part = (chars: string) => fc.string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(part('abcxyz'), part('ABCXYZ'), part('0123456789'), part('!@#$%^&*'), (lo, up, dg, sp) => {
        const password = (lo + up + dg + sp).padEnd(8, 'a');
        return validateSignup({ ...goodSignup, password }, TODAY).password === undefined;
      }),
    );
  });
});

describe('every field: a maximum and no control characters, as the server counts them', () => {
  it('a first and last name have at most 50 characters, emoji counted as one', () => {
    expect(validateSignup({ ...goodSignup, firstName: '😀'.repeat(50) }, TODAY).firstName).toBeUndefined();
    expect(text(validateSignup({ ...goodSignup, firstName: 'a'.repeat(51) }, TODAY).firstName)).toBe(
      'First name may have at most 50 characters',
    );
    expect(validateSignup({ ...goodSignup, lastName: 'a'.repeat(51) }, TODAY).lastName).toBe('lastNameTooLong');
  });
  it('refuses NUL and other controls in one-line fields', () => {
    expect(validateSignup({ ...goodSignup, firstName: 'A\u0000' }, TODAY).firstName).toBe('controlCharacters');
    expect(validateLogin({ email: 'a@b.co', password: 'x\u0007', acceptTerms: true }).password).toBe('controlCharacters');
    expect(validateEmail({ email: '\u0000a@b.co' }).email).toBe('controlCharacters');
  });
  it('bounds passwords at 128 characters and phones at 20', () => {
    expect(validateSignup({ ...goodSignup, password: `Aa1!${'x'.repeat(125)}` }, TODAY).password).toBe('passwordTooLong');
    expect(validateSignup({ ...goodSignup, phone: '1'.repeat(21) }, TODAY).phone).toBe('phoneTooLong');
  });
});

describe('otp, email and passwords', () => {
  it('needs exactly 6 digits', () => {
    expect(validateOtp({ otp: '123456' })).toEqual({});
    expect(validateOtp({ otp: '12345' }).otp).toBe('otpInvalidFormat');
    expect(validateOtp({ otp: '12345a' }).otp).toBe('otpInvalidFormat');
  });
  it('needs a valid email', () => {
    expect(validateEmail({ email: '' }).email).toBe('emailRequired');
    expect(validateEmail({ email: 'x@y' }).email).toBe('emailInvalid');
  });
  it('reset password: confirm must be 8+ and equal', () => {
    expect(text(validateNewPassword({ newPassword: 'Secret#123', confirmPassword: 'Secret#12' }).confirmPassword)).toBe(
      'Passwords does not match',
    );
    expect(text(validateNewPassword({ newPassword: 'Secret#123', confirmPassword: 'short' }).confirmPassword)).toBe('Minimum 8 Character');
    expect(validateNewPassword({ newPassword: 'Secret#123', confirmPassword: 'Secret#123' })).toEqual({});
  });
  it('change password: old at least 8', () => {
    const errors = validateChangePassword({ oldPassword: 'short', newPassword: 'Secret#123', confirmPassword: 'Secret#123' });
    expect(text(errors.oldPassword)).toBe('Minimum 8 Character');
  });
});

describe('message descriptors', () => {
  beforeAll(() => loadMessageTexts());

  it('carry exactly the contract text for every message, as their id and in the translators’ tables', () => {
    const catalog = { ...commonMessageCatalog, ...contractMessageCatalog };
    for (const [key, value] of Object.entries(Messages)) {
      expect(describeKey(key as MessageKey)).toEqual({ id: value, message: value });
      expect(catalog[key as MessageKey].id).toBe(value);
    }
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(Messages).sort());
    expect(Object.keys(commonMessageCatalog).sort()).toEqual(Object.keys(CommonMessages).sort());
  });
  it('describe a server answer by its text, which Spanish translates and unknown text passes through', () => {
    expect(describeMessage('Wrong Credentials')).toEqual(describeKey('wrongCredentials'));
    expect(describeMessage('Some new server text')).toEqual({ id: 'Some new server text', message: 'Some new server text' });
    const spanish = setupI18n({ locale: 'es', messages: { es: esMessages } });
    expect(spanish._(describeMessage('Wrong Credentials'))).toBe('Credenciales incorrectas');
    expect(spanish._(describeKey('passwordsDoNotMatch'))).toBe('Las contraseñas no coinciden');
  });
});

describe('the contract texts a first screen holds', () => {
  it('every rule the login form can break is among them', () => {
    fc.assert(
      fc.property(fc.record({ email: fc.string(), password: fc.string(), acceptTerms: fc.boolean() }), (form) => {
        for (const key of Object.values(validateLogin(form))) expect(CommonMessages).toHaveProperty(key as string);
      }),
    );
  });

  it('are described before the whole table has loaded; the others only once it has', async () => {
    // The client suites share one module registry: a fresh module, with the table not loaded yet.
    vi.resetModules();
    const fresh = await import('../../src/validation/messages');
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(fresh.describeKey('emailRequired')).toEqual({ id: CommonMessages.emailRequired, message: CommonMessages.emailRequired });
      expect(fresh.describeKey('somethingWentWrong').id).toBe(Messages.somethingWentWrong);
      expect(fresh.describeKey('insufficientBalance').id).toBe('insufficientBalance');
      expect(failed).toHaveBeenCalledTimes(1);
      await fresh.loadMessageTexts();
      expect(fresh.describeKey('insufficientBalance').id).toBe(Messages.insufficientBalance);
      expect(failed).toHaveBeenCalledTimes(1);
    } finally {
      failed.mockRestore();
    }
  });
});

describe('edit profile form', () => {
  const TODAY = '2026-06-15';
  const empty = namedProfileForm();
  const errorsOf = (over: Partial<ReturnType<typeof namedProfileForm>>) => validateProfile({ ...empty, ...over }, TODAY);

  it('needs only the names; links may come with or without their scheme', () => {
    expect(errorsOf({})).toEqual({});
    expect(
      errorsOf({
        websiteLink: 'ava.example.com',
        facebookLink: 'https://www.facebook.com/ava',
        instagramLink: 'instagram.com/ava',
        twitterLink: 'x.com/ava',
        otherProfileLink: 'http://blog.example.org/ava?x=1',
        birthDate: TODAY,
        zipcode: '01234',
      }),
    ).toEqual({});
  });

  it('says which rule a field breaks, with the spec words for the social links', () => {
    expect(errorsOf({ firstName: ' ', lastName: '' })).toEqual({ firstName: 'firstNameRequired', lastName: 'lastNameRequired' });
    expect(text(errorsOf({ facebookLink: 'https://example.com/ava' }).facebookLink)).toBe(
      'URL is not valid , please enter valid facebook URL',
    );
    expect(text(errorsOf({ instagramLink: 'facebook.com/ava' }).instagramLink)).toBe('URL is not valid , please enter valid instagram URL');
    expect(text(errorsOf({ twitterLink: 'twitter.com' }).twitterLink)).toBe('URL is not valid , please enter valid twitter URL');
    expect(errorsOf({ websiteLink: 'not a site', otherProfileLink: 'localhost' })).toEqual({
      websiteLink: 'websiteInvalid',
      otherProfileLink: 'websiteInvalid',
    });
    expect(errorsOf({ birthDate: '2026-06-16' })).toEqual({ birthDate: 'birthDateFuture' });
    expect(errorsOf({ birthDate: '2025-02-29' })).toEqual({ birthDate: 'birthDateInvalid' });
    expect(errorsOf({ zipcode: '12-34' })).toEqual({ zipcode: 'onlyDigits' });
    expect(errorsOf({ bio: 'b'.repeat(501), city: 'Ma\u0000drid' })).toEqual({ bio: 'bioTooLong', city: 'controlCharacters' });
  });
});
