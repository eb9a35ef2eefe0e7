import type { MessageKey } from '../../contract/messages';
import {
  ADDRESS_MAX,
  BIO_MAX,
  BIRTH_DATE_PATTERN,
  CITY_MAX,
  FACEBOOK_PATTERN,
  INSTAGRAM_PATTERN,
  isRealBirthDate,
  LINK_MAX,
  STATE_MAX,
  TWITTER_PATTERN,
  WEBSITE_PATTERN,
  ZIPCODE_MAX,
  ZIPCODE_PATTERN,
  hasControlCharacters,
  lengthOf,
} from '../../contract/rules';
import { collect, nameErrors, textErrors } from './forms';

/* Edit profile (spec §5): apart from the sign-in forms, so it loads with its screen. */

/** The edit-profile form's text fields as typed; gender, country and photos are picked, not typed. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  state: string;
  city: string;
  address: string;
  zipcode: string;
  /** YYYY-MM-DD as a date input gives it, or ''. */
  birthDate: string;
  websiteLink: string;
  facebookLink: string;
  instagramLink: string;
  twitterLink: string;
  otherProfileLink: string;
  bio: string;
}
export type ProfileField = keyof ProfileForm;

const websiteRe = new RegExp(WEBSITE_PATTERN, 'u');
const zipcodeRe = new RegExp(ZIPCODE_PATTERN, 'u');
const birthDateRe = new RegExp(BIRTH_DATE_PATTERN, 'u');

/** A link is checked, and sent, trimmed; '' clears it. */
function linkErrors(link: string, pattern: RegExp, invalid: MessageKey): Array<[boolean, MessageKey]> {
  const value = link.trim();
  return [
    [lengthOf(value) > LINK_MAX || !pattern.test(value), invalid],
    [hasControlCharacters(value), 'controlCharacters'],
  ];
}

/** A real day from 1900 on, not after `today` (YYYY-MM-DD: the server's clock decides in the end). */
function birthDateErrors(birthDate: string, today: string): Array<[boolean, MessageKey]> {
  const value = birthDate.trim();
  return [
    [lengthOf(value) > 10 || !birthDateRe.test(value), 'birthDateInvalid'],
    [value !== '' && !isRealBirthDate(value), 'birthDateInvalid'],
    [value > today, 'birthDateFuture'],
  ];
}

/** Every rule of the edit-profile form; `today` is the viewer's date as YYYY-MM-DD. */
export const validateProfile = (form: ProfileForm, today: string) =>
  collect<ProfileField>({
    firstName: nameErrors(form.firstName, 'firstNameRequired', 'firstNameTooLong'),
    lastName: nameErrors(form.lastName, 'lastNameRequired', 'lastNameTooLong'),
    state: textErrors(form.state.trim(), STATE_MAX, 'stateTooLong'),
    city: textErrors(form.city.trim(), CITY_MAX, 'cityTooLong'),
    address: textErrors(form.address.trim(), ADDRESS_MAX, 'addressTooLong'),
    zipcode: [
      [lengthOf(form.zipcode.trim()) > ZIPCODE_MAX, 'zipcodeTooLong'],
      [!zipcodeRe.test(form.zipcode.trim()), 'onlyDigits'],
    ],
    birthDate: birthDateErrors(form.birthDate, today),
    websiteLink: linkErrors(form.websiteLink, websiteRe, 'websiteInvalid'),
    facebookLink: linkErrors(form.facebookLink, new RegExp(FACEBOOK_PATTERN, 'u'), 'facebookInvalid'),
    instagramLink: linkErrors(form.instagramLink, new RegExp(INSTAGRAM_PATTERN, 'u'), 'instagramInvalid'),
    twitterLink: linkErrors(form.twitterLink, new RegExp(TWITTER_PATTERN, 'u'), 'twitterInvalid'),
    otherProfileLink: linkErrors(form.otherProfileLink, websiteRe, 'websiteInvalid'),
    bio: textErrors(form.bio.trim(), BIO_MAX, 'bioTooLong', true),
  });
