import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CommonMessageKey } from '../../contract/commonMessages';

/**
 * The contract's messages a first screen can show (contract/commonMessages.ts) for the translators, each under its
 * English text as its id: their words go to the first screens' part of the English catalog
 * (codegen/catalog-parts.mjs); the rest of the table is src/validation/messageCatalog.ts.
 */
export const commonMessageCatalog: Record<CommonMessageKey, MessageDescriptor> = {
  firstNameRequired: msg({ id: 'First name is required' }),
  firstNameTooLong: msg({ id: 'First name may have at most 50 characters' }),
  lastNameRequired: msg({ id: 'Last name is required' }),
  lastNameTooLong: msg({ id: 'Last name may have at most 50 characters' }),
  usernameRequired: msg({ id: 'Username is required' }),
  usernameInvalid: msg({ id: 'Username may only contain letters, digits, dots and underscores (3 to 30)' }),
  phoneRequired: msg({ id: 'Phone is required' }),
  phoneMin: msg({ id: 'Must Contain greterthen 5 Characters' }),
  phoneTooLong: msg({ id: 'Phone may have at most 20 characters' }),
  emailRequired: msg({ id: 'Email is required' }),
  emailInvalid: msg({ id: 'Please enter a valid email' }),
  passwordRequired: msg({ id: 'Password is required' }),
  passwordRule: msg({ id: 'Password must have at least 8 characters, an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*' }),
  passwordTooLong: msg({ id: 'Password may have at most 128 characters' }),
  acceptTerms: msg({ id: 'Please accept term and condition.' }),
  minimum8: msg({ id: 'Minimum 8 Character' }),
  passwordsDoNotMatch: msg({ id: 'Passwords does not match' }),
  otpInvalidFormat: msg({ id: 'Please enter the 6 digit code' }),
  referralInvalid: msg({ id: 'Referral code is not valid' }),
  userNotFound: msg({ id: 'User not found' }),
  tooManyRequests: msg({ id: 'Too many attempts, please try again later' }),
  unauthorized: msg({ id: 'Please log in again' }),
  forbidden: msg({ id: 'You are not allowed to do this' }),
  notFound: msg({ id: 'Not found' }),
  somethingWentWrong: msg({ id: 'Something went wrong' }),
  badRequest: msg({ id: 'Invalid request' }),
  controlCharacters: msg({ id: 'Please remove the control characters (such as NUL) from this text' }),
  postNotFound: msg({ id: 'Post not found' }),
};
