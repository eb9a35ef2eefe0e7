import type { Static } from 'typebox';
import { Gender as GenderCodes, isCodeOf, Role, VerifyStatus as VerifyStatusCodes } from '../../../contract/codes.ts';
import type { CoinPack, User } from '../../../contract/user.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Relation } from '../people/repository.ts';
import type { MediaUrls } from '../../lib/media-urls.ts';

type Gender = User['gender'];
type VerifyStatus = User['user_verified'];

const asGender = (value: number | null): Gender => (isCodeOf(GenderCodes, value) ? value : null);
/** Stored verify statuses outside the known ones read as 'not applied'. */
export const asVerifyStatus = (value: number): VerifyStatus => (isCodeOf(VerifyStatusCodes, value) ? value : VerifyStatusCodes.notApplied);

const NO_RELATION: Relation = { isFollowing: false, isBlock: false };

/**
 * The contract User as `viewerId` sees `row`: private fields only for the owner; `relation` and
 * `isSubscribed` as the viewer stands with them.
 */
export function presentUser(
  row: UserRow,
  viewerId: number,
  coinPacks: Static<typeof CoinPack>[],
  mediaUrls: MediaUrls,
  relation = NO_RELATION,
  isSubscribed = false,
): User {
  const self = row.id === viewerId;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    email: self ? row.email : '',
    phone_number: self ? row.phoneNumber : '',
    gender: asGender(row.gender),
    country_id: row.countryId,
    zipcode: row.zipcode,
    state: row.state,
    city: row.city,
    address: row.address,
    birth_date: row.birthDate,
    website_link: row.websiteLink,
    facebook_link: row.facebookLink,
    instagram_link: row.instagramLink,
    twitter_link: row.twitterLink,
    other_profile_link: row.otherProfileLink,
    bio: row.bio,
    profile_photo: mediaUrls.photo(row.profilePhoto),
    cover_photo: mediaUrls.photo(row.coverPhoto),
    created_by: row.createdBy,
    user_verified: asVerifyStatus(row.userVerified),
    is_following: relation.isFollowing ? 1 : 0,
    is_subscribe: isSubscribed && !self ? 1 : 0,
    is_block: relation.isBlock ? 1 : 0,
    wallet_balance: self ? row.walletBalance : 0,
    posts_count: row.postsCount,
    followers_count: row.followersCount,
    following_count: row.followingCount,
    user_packages: coinPacks,
    refrence_code: self ? row.refrenceCode : '',
    node_chat_id: self ? row.chatUserId : null,
    role: self && row.role === Role.admin ? Role.admin : Role.user,
  };
}
