import Type, { type Static } from 'typebox';
import { UserResponse, Name } from './auth.ts';
import { Gender } from './codes.ts';
import { Envelope } from './envelope.ts';
import { Line, Text, withMessage } from './fields.ts';
import { Messages, type Message } from './messages.ts';
import {
  ADDRESS_MAX,
  BIO_MAX,
  BIRTH_DATE_PATTERN,
  CITY_MAX,
  FACEBOOK_PATTERN,
  ID_MAX,
  INSTAGRAM_PATTERN,
  LINK_MAX,
  PROFILE_PHOTO_MAX,
  PROFILE_PHOTO_PATTERN,
  STATE_MAX,
  TWITTER_PATTERN,
  WEBSITE_PATTERN,
  ZIPCODE_MAX,
  ZIPCODE_PATTERN,
} from './rules.ts';
import type { Endpoint } from './endpoint.ts';

/*
 * Edit profile (spec §5) as the server checks it; src/validation/forms.ts validateProfile applies the
 * same rules in the browser and tests/validation/parity.test.ts holds both to the same verdict and message.
 */

const Link = (pattern: string, message: Message) => Type.Optional(Line({ max: LINK_MAX, pattern, messages: message }));
const Optional = (max: number, tooLong: Message) => Type.Optional(Line({ max, messages: tooLong }));
/** null to clear a choice; `const`, unlike `type: 'null'`, is not met by fastify's coercion of 0, '' and false. */
const Cleared = (message: Message) => Type.Unsafe<null>({ const: null, ...withMessage(message) });
/** A country of GET /api/settings/country, by id. */
const CountryId = (options: object = {}) =>
  Type.Integer({ minimum: 1, maximum: ID_MAX, ...withMessage(Messages.countryInvalid), ...options });

// ---- POST /api/user/edit-profile (Bearer): the token's owner edits their own profile.
/**
 * Names are required; every other field left out stays as it is, and '' (null for gender and country)
 * clears it. username, email and phone_number are read-only: sent or not, they are ignored.
 */
export const EditProfileBody = Type.Object({
  first_name: Name(Messages.firstNameRequired, Messages.firstNameTooLong),
  last_name: Name(Messages.lastNameRequired, Messages.lastNameTooLong),
  gender: Type.Optional(Type.Union([Type.Enum(Gender, withMessage(Messages.genderInvalid)), Cleared(Messages.genderInvalid)])),
  // null first: the integer branch would coerce null to 0 before the null branch saw it.
  country_id: Type.Optional(Type.Union([Cleared(Messages.countryInvalid), CountryId()])),
  state: Optional(STATE_MAX, Messages.stateTooLong),
  city: Optional(CITY_MAX, Messages.cityTooLong),
  address: Optional(ADDRESS_MAX, Messages.addressTooLong),
  zipcode: Type.Optional(
    Line({ max: ZIPCODE_MAX, pattern: ZIPCODE_PATTERN, messages: { default: Messages.onlyDigits, maxLength: Messages.zipcodeTooLong } }),
  ),
  /** YYYY-MM-DD, a real day from 1900 on and not after the server's today. */
  birth_date: Type.Optional(Line({ max: 10, pattern: BIRTH_DATE_PATTERN, messages: Messages.birthDateInvalid })),
  website_link: Link(WEBSITE_PATTERN, Messages.websiteInvalid),
  facebook_link: Link(FACEBOOK_PATTERN, Messages.facebookInvalid),
  instagram_link: Link(INSTAGRAM_PATTERN, Messages.instagramInvalid),
  twitter_link: Link(TWITTER_PATTERN, Messages.twitterInvalid),
  other_profile_link: Link(WEBSITE_PATTERN, Messages.websiteInvalid),
  bio: Type.Optional(Text({ max: BIO_MAX, messages: Messages.bioTooLong })),
  /** The key of one's own upload through user/profile/ (framed to an avatar), or '' to remove the photo. */
  profile_photo: Type.Optional(Line({ max: PROFILE_PHOTO_MAX, pattern: PROFILE_PHOTO_PATTERN, messages: Messages.profileImageNotFound })),
  /** The same for the cover (framed to a banner). */
  cover_photo: Type.Optional(Line({ max: PROFILE_PHOTO_MAX, pattern: PROFILE_PHOTO_PATTERN, messages: Messages.profileImageNotFound })),
});
export type EditProfileBody = Static<typeof EditProfileBody>;
/** The updated User, as user-byid answers it to its owner. */
export const EditProfileResponse = UserResponse;

// ---- GET /api/settings/country
/**
 * `id` is the ISO 3166-1 numeric code: stable across dataset versions, an integer like users.country_id.
 * `code` is its alpha-2 code ('ES'), so a client can name the country in its reader's language; `name` is English.
 */
export const Country = Type.Object({ id: Type.Integer(), code: Type.String({ pattern: '^[A-Z]{2}$' }), name: Type.String() });
export type Country = Static<typeof Country>;
export const CountryListResponse = Envelope(Type.Array(Country));

// ---- POST /api/settings/state
export const StatesBody = Type.Object({ country_id: CountryId() });
export type StatesBody = Static<typeof StatesBody>;
/** `id` is the ISO 3166-2 code ('US-CA'); a country without subdivisions has none. */
export const State = Type.Object({ id: Type.String(), name: Type.String(), country_id: Type.Integer() });
export type State = Static<typeof State>;
export const StateListResponse = Envelope(Type.Array(State));

/** The signed-in person's profile, its edits, and the countries and states it picks from. */
export const ProfileEndpoints = {
  editProfile: {
    method: 'POST',
    path: '/api/user/edit-profile',
    caller: 'signedIn',
    area: 'Account',
    summary: 'Edit the profile: names, details, links, photo and cover',
    body: EditProfileBody,
    response: EditProfileResponse,
  },
  countries: {
    method: 'GET',
    path: '/api/settings/country',
    caller: 'signedIn',
    area: 'Account',
    summary: 'Countries (ISO 3166)',
    response: CountryListResponse,
  },
  states: {
    method: 'POST',
    path: '/api/settings/state',
    caller: 'signedIn',
    area: 'Account',
    summary: "A country's states",
    body: StatesBody,
    response: StateListResponse,
  },
} as const satisfies Record<string, Endpoint>;
