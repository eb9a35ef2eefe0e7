import Type, { type Static } from 'typebox';
import { Gender, Role, VerifyStatus } from './codes.ts';
import { FlagField as Flag } from './fields.ts';

export const VerifyStatusField = Type.Enum(VerifyStatus);

/** A person as every list, post, comment and queue shows them next to their name: the public fields of the User. */
export const Person = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
  profile_photo: Type.Union([Type.String(), Type.Null()]),
  user_verified: VerifyStatusField,
});
export type Person = Static<typeof Person>;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Text = () => Nullable(Type.String());

/** A coin pack of the wallet (§3 Wallet user_packages). */
export const CoinPack = Type.Object({
  id: Type.Integer(),
  coin: Type.Integer(),
  price: Type.Number(),
  inapp_identifier: Type.String(),
});

/**
 * The User of spec §3 as the admin API answers it; relations (is_*) are seen from the asker. Private fields are empty
 * ('', 0, null) unless the asker is the user; `node_chat_id` is their chat member id, null until created.
 */
export const User = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  gender: Type.Union([Type.Enum(Gender), Type.Null()]),
  country_id: Type.Union([Type.Integer(), Type.Null()]),
  zipcode: Text(),
  state: Text(),
  city: Text(),
  address: Text(),
  birth_date: Text(),
  website_link: Text(),
  facebook_link: Text(),
  instagram_link: Text(),
  twitter_link: Text(),
  other_profile_link: Text(),
  bio: Text(),
  profile_photo: Text(),
  cover_photo: Text(),
  created_by: Type.String(),
  /** Verify status (feed side): not applied 4, pending 0, success 1, failed 2. */
  user_verified: VerifyStatusField,
  is_following: Flag(),
  is_subscribe: Flag(),
  is_block: Flag(),
  wallet_balance: Type.Integer({ minimum: 0 }),
  posts_count: Type.Integer({ minimum: 0 }),
  followers_count: Type.Integer({ minimum: 0 }),
  following_count: Type.Integer({ minimum: 0 }),
  user_packages: Type.Array(CoinPack),
  refrence_code: Type.String(),
  node_chat_id: Text(),
  /** The asker's own role ('admin' opens the admin area); others always read 'user'. */
  role: Type.Optional(Type.Enum(Role)),
});
export type User = Static<typeof User>;
