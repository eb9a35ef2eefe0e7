import { Flag, Gender as GenderCode } from '../../../contract/codes';
import { reportFields } from './reports';
import { Messages } from '../../../contract/messages';
import type { EditProfileBody } from '../../../contract/profile';
import { Endpoints } from '../generated/endpoints';
import type { EditProfileInput, Resolvers } from '../generated/resolvers';
import { toPerson } from './people';
import { toUser } from './users';
import { idOf, isOn, restNumber } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  query SearchPeople($search: String!) {
    searchPeople(search: $search) {
      ...PersonFields
    }
  }

  query Countries {
    countries {
      id
      code
      name
    }
  }

  query Regions($countryId: ID!) {
    regions(countryId: $countryId) {
      id
      name
    }
  }

  query BlockList($page: Int!) {
    blockList(page: $page) {
      ...PersonFields
    }
  }

  mutation EditProfile($input: EditProfileInput!) {
    editProfile(input: $input) {
      message
      user {
        ...UserProfileFields
      }
    }
  }

  mutation SetBlocked($userId: ID!, $blocked: Boolean!) {
    setBlocked(userId: $userId, blocked: $blocked) {
      message
      userId
      isBlocked
    }
  }

  mutation ReportUser($userId: ID!, $reason: ReportReason!, $text: String) {
    reportUser(userId: $userId, reason: $reason, text: $text) {
      message
    }
  }
`;

/** A field the input left out stays out of the body, so the server keeps it as it is. */
const given = <K extends string, V>(key: K, value: V | null | undefined): Partial<Record<K, V>> =>
  value === undefined || value === null ? {} : ({ [key]: value } as Record<K, V>);

/** The GraphQL input as the body of POST /api/user/edit-profile (contract/profile.ts EditProfileBody). */
export function toEditProfileBody(input: EditProfileInput): EditProfileBody {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    // null clears gender and country; left out keeps them.
    ...(input.gender === undefined
      ? {}
      : { gender: input.gender === null ? null : input.gender === 'FEMALE' ? GenderCode.female : GenderCode.male }),
    ...(input.countryId === undefined
      ? {}
      : { country_id: input.countryId === null ? null : restNumber(input.countryId, Messages.countryInvalid) }),
    ...given('state', input.state),
    ...given('city', input.city),
    ...given('address', input.address),
    ...given('zipcode', input.zipcode),
    ...given('birth_date', input.birthDate),
    ...given('website_link', input.websiteLink),
    ...given('facebook_link', input.facebookLink),
    ...given('instagram_link', input.instagramLink),
    ...given('twitter_link', input.twitterLink),
    ...given('other_profile_link', input.otherProfileLink),
    ...given('bio', input.bio),
    ...given('profile_photo', input.profilePhotoKey),
    ...given('cover_photo', input.coverPhotoKey),
  };
}

export const settingsResolvers: Resolvers = {
  Query: {
    searchPeople: async (_root, { search }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.searchPeople, { search }, { signal });
      return data.map(toPerson);
    },
    countries: async (_root, _args, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.countries, {}, { signal });
      return data.map((country) => ({ id: idOf(country.id), code: country.code, name: country.name }));
    },
    regions: async (_root, { countryId }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.states, { country_id: restNumber(countryId, Messages.countryInvalid) }, { signal });
      return data.map((state) => ({ id: state.id, name: state.name }));
    },
    blockList: async (_root, { page }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.blockedPeople, { page }, { signal });
      // A block ends every follow between the two (the server drops them in the same transaction).
      return data.map((person) => toPerson({ ...person, is_following: Flag.off }));
    },
  },
  Mutation: {
    editProfile: async (_root, { input }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.editProfile, toEditProfileBody(input), { signal });
      return { message: message || Messages.profileUpdated, user: toUser(data) };
    },
    setBlocked: async (_root, { userId, blocked }, { rest, signal }) => {
      const route = blocked ? Endpoints.block : Endpoints.unblock;
      const { message, data } = await rest.call(route, { user_id: restNumber(userId, Messages.userNotFound) }, { signal });
      return {
        message: message || (blocked ? Messages.userBlocked : Messages.userUnblocked),
        userId: idOf(data.user_id),
        isBlocked: isOn(data.is_block),
      };
    },
    reportUser: async (_root, { userId, reason, text }, { rest, signal }) => {
      const body = { user_id: restNumber(userId, Messages.userNotFound), ...reportFields(reason, text) };
      const { message } = await rest.call(Endpoints.reportPerson, body, { signal });
      return { message: message || Messages.userReported };
    },
  },
};
