import { Gender, Role } from '../../../contract/codes';
import type { User as RestUser } from '../../../contract/user';
import { CommonMessages } from '../../../contract/commonMessages';
import { Endpoints } from '../generated/endpoints';
import type { Resolvers, User } from '../generated/resolvers';
import { idOf, isOn, mediaUrl, restNumber, verificationOf } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment ViewerFields on User {
    id
    firstName
    lastName
    username
    email
    profilePhoto
    isVerified
    chatUserId
    isAdmin
  }

  fragment UserProfileFields on User {
    ...ViewerFields
    phoneNumber
    gender
    countryId
    zipcode
    state
    city
    address
    birthDate
    websiteLink
    facebookLink
    instagramLink
    twitterLink
    otherProfileLink
    bio
    coverPhoto
    createdBy
    verification
    isFollowing
    isSubscribed
    isBlocked
    walletBalance
    postsCount
    followersCount
    followingCount
    coinPacks {
      id
      coins
      price
      inAppIdentifier
    }
    referenceCode
  }

  query Viewer {
    viewer {
      ...ViewerFields
    }
  }

  query UserProfile($id: ID!) {
    user(id: $id) {
      ...UserProfileFields
    }
  }

  query MyProfile {
    viewer {
      ...UserProfileFields
    }
  }

  query MyWallet {
    viewer {
      id
      walletBalance
      referenceCode
      coinPacks {
        id
        coins
        price
        inAppIdentifier
      }
    }
  }
`;

/** The admin API's user, read in the client's words. */
export function toUser(user: RestUser): User {
  const verification = verificationOf(user.user_verified);
  return {
    id: idOf(user.id),
    firstName: user.first_name,
    lastName: user.last_name,
    username: user.username,
    email: user.email,
    phoneNumber: user.phone_number,
    gender: user.gender === null ? null : user.gender === Gender.female ? 'FEMALE' : 'MALE',
    countryId: user.country_id === null ? null : idOf(user.country_id),
    zipcode: user.zipcode,
    state: user.state,
    city: user.city,
    address: user.address,
    birthDate: user.birth_date,
    websiteLink: user.website_link,
    facebookLink: user.facebook_link,
    instagramLink: user.instagram_link,
    twitterLink: user.twitter_link,
    otherProfileLink: user.other_profile_link,
    bio: user.bio,
    profilePhoto: mediaUrl(user.profile_photo),
    coverPhoto: mediaUrl(user.cover_photo),
    createdBy: user.created_by,
    verification,
    isVerified: verification === 'VERIFIED',
    isAdmin: user.role === Role.admin,
    isFollowing: isOn(user.is_following),
    isSubscribed: isOn(user.is_subscribe),
    isBlocked: isOn(user.is_block),
    walletBalance: user.wallet_balance,
    postsCount: user.posts_count,
    followersCount: user.followers_count,
    followingCount: user.following_count,
    coinPacks: user.user_packages.map((pack) => ({
      id: idOf(pack.id),
      coins: pack.coin,
      price: pack.price,
      inAppIdentifier: pack.inapp_identifier,
    })),
    referenceCode: user.refrence_code,
    chatUserId: user.node_chat_id || null,
  };
}

export const usersResolvers: Resolvers = {
  Query: {
    viewer: async (_root, _args, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.currentUser, {}, { signal });
      return toUser(data);
    },
    user: async (_root, { id }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.person, { userid: restNumber(id, CommonMessages.userNotFound) }, { signal });
      return toUser(data);
    },
  },
};
