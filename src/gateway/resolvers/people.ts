import type { FollowResponse, Person as RestPerson } from '../../../contract/people';
import { CommonMessages } from '../../../contract/commonMessages';
import { Endpoints } from '../generated/endpoints';
import type { FollowResult, Person, Resolvers } from '../generated/resolvers';
import type { GatewayContext } from '../context';
import { pageOf } from './posts';
import { idOf, isOn, mediaUrl, restNumber, verificationOf } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment PersonFields on Person {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
    isFollowing
    followersCount
  }

  query Followers($userId: ID!, $page: Int!) {
    followers(userId: $userId, page: $page) {
      ...PersonFields
    }
  }

  query Followings($userId: ID!, $page: Int!) {
    followings(userId: $userId, page: $page) {
      ...PersonFields
    }
  }

  query TrendingPeople($page: Int!) {
    trendingPeople(page: $page) {
      ...PersonFields
    }
  }

  mutation Follow($userId: ID!) {
    follow(userId: $userId) {
      message
      userId
      isFollowing
      followersCount
      viewerFollowingCount
    }
  }

  mutation Unfollow($userId: ID!) {
    unfollow(userId: $userId) {
      message
      userId
      isFollowing
      followersCount
      viewerFollowingCount
    }
  }
`;

/** A person of a REST list, in the client's words; `followersCount` only where the wire has it. */
export function toPerson(person: RestPerson & { is_following: number; followers_count?: number }): Person {
  return {
    id: idOf(person.id),
    firstName: person.first_name,
    lastName: person.last_name,
    username: person.username,
    profilePhoto: mediaUrl(person.profile_photo),
    isVerified: verificationOf(person.user_verified) === 'VERIFIED',
    isFollowing: isOn(person.is_following),
    followersCount: person.followers_count ?? null,
  };
}

const userNumber = (id: string) => restNumber(id, CommonMessages.userNotFound);

const toFollowResult = ({ message, data }: { message: string; data: FollowResponse['data'] }): FollowResult => ({
  message,
  userId: idOf(data.user_id),
  isFollowing: isOn(data.is_following),
  followersCount: data.followers_count,
  viewerFollowingCount: data.following_count,
});

async function follow(path: typeof Endpoints.follow | typeof Endpoints.unfollow, userId: string, { rest, signal }: GatewayContext) {
  return toFollowResult(await rest.call(path, { user_id: userNumber(userId) }, { signal }));
}

export const peopleResolvers: Resolvers = {
  Query: {
    followers: async (_root, { userId, page }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.followers, { user_id: userNumber(userId), page: pageOf(page) }, { signal });
      return data.map((item) => toPerson(item.follower_details));
    },
    followings: async (_root, { userId, page }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.followings, { user_id: userNumber(userId), page: pageOf(page) }, { signal });
      return data.map((item) => toPerson(item.following_details));
    },
    // The page travels in the query, as the trending feed's.
    trendingPeople: async (_root, { page }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.suggestedPeople, { page: pageOf(page) }, { signal });
      // A trending person is a full User; the list shows only the public part.
      return data.map(toPerson);
    },
  },
  Mutation: {
    follow: (_root, { userId }, context) => follow(Endpoints.follow, userId, context),
    unfollow: (_root, { userId }, context) => follow(Endpoints.unfollow, userId, context),
  },
};
