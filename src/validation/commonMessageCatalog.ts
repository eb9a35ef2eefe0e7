import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CommonMessageKey } from '../../contract/commonMessages';

/**
 * The contract's messages a first screen can show, for the translators, each under its English text as its id.
 * See docs/decisions/0025-contract-text-is-the-catalog-id.md
 */
export const commonMessageCatalog: Record<CommonMessageKey, MessageDescriptor> = {
  emailRequired: msg({ id: 'Email is required' }),
  emailInvalid: msg({ id: 'Please enter a valid email' }),
  passwordRequired: msg({ id: 'Password is required' }),
  passwordTooLong: msg({ id: 'Password may have at most 128 characters' }),
  acceptTerms: msg({ id: 'Please accept term and condition.' }),
  loginSuccess: msg({ id: 'Logged in successfully' }),
  userNotFound: msg({ id: 'User not found' }),
  tooManyRequests: msg({ id: 'Too many attempts, please try again later' }),
  unauthorized: msg({ id: 'Please log in again' }),
  forbidden: msg({ id: 'You are not allowed to do this' }),
  notFound: msg({ id: 'Not found' }),
  somethingWentWrong: msg({ id: 'Something went wrong' }),
  badRequest: msg({ id: 'Invalid request' }),
  controlCharacters: msg({ id: 'Please remove the control characters (such as NUL) from this text' }),
  illFormedText: msg({ id: 'This text holds a broken character (a lone surrogate); please type it again' }),
  postNotFound: msg({ id: 'Post not found' }),
  serviceUnavailable: msg({ id: 'The service is unavailable for a moment, please try again' }),
};
