import type { ListedFan, MassAudienceCode, MassMessage as RestMassMessage } from '../../../contract/massMessages';
import { Messages } from '../../../contract/messages';
import { VerifyStatus } from '../../../contract/codes';
import { Endpoints } from '../generated/endpoints';
import type { Fan, FanList, MassAudience, MassMessage, Resolvers } from '../generated/resolvers';
import { kindByType } from './packages';
import { pageOf } from './posts';
import { idOf, mediaUrl, restNumber } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment MassMessageFields on MassMessage {
    id
    audience
    listName
    content
    price
    media {
      kind
      thumbnailUrl
    }
    sending
    sent
    opened
    bought
    earned
    createdAt
  }

  fragment FanListFields on FanList {
    id
    name
    members
  }

  query MassMessages($page: Int!) {
    massMessages(page: $page) {
      ...MassMessageFields
    }
  }

  query MassMessagesScreen {
    massMessages(page: 1) {
      ...MassMessageFields
    }
    massAudiences {
      subscribers
      followers
    }
    fanLists {
      ...FanListFields
    }
  }

  query FanListFans($listId: ID!, $page: Int!, $search: String) {
    fanListFans(listId: $listId, page: $page, search: $search) {
      id
      firstName
      lastName
      username
      profilePhoto
      isVerified
      inList
      subscribed
    }
  }

  mutation SendMassMessage($input: MassMessageInput!) {
    sendMassMessage(input: $input) {
      message
      massMessage {
        ...MassMessageFields
      }
    }
  }

  mutation CreateFanList($name: String!) {
    createFanList(name: $name) {
      message
      list {
        ...FanListFields
      }
    }
  }

  mutation DeleteFanList($listId: ID!) {
    deleteFanList(listId: $listId) {
      message
      list {
        ...FanListFields
      }
    }
  }

  mutation AddToFanList($listId: ID!, $userIds: [ID!]!) {
    addToFanList(listId: $listId, userIds: $userIds) {
      message
      list {
        ...FanListFields
      }
    }
  }

  mutation RemoveFromFanList($listId: ID!, $userIds: [ID!]!) {
    removeFromFanList(listId: $listId, userIds: $userIds) {
      message
      list {
        ...FanListFields
      }
    }
  }
`;

// The wire's words (contract/massMessages.ts, a schema file the page never loads) as the page's enum.
const audienceOf: Record<MassAudienceCode, MassAudience> = { subscribers: 'SUBSCRIBERS', followers: 'FOLLOWERS', list: 'LIST' };
const restAudience: Record<MassAudience, MassAudienceCode> = { SUBSCRIBERS: 'subscribers', FOLLOWERS: 'followers', LIST: 'list' };

const toMassMessage = (row: RestMassMessage): MassMessage => ({
  id: idOf(row.id),
  audience: audienceOf[row.audience],
  listName: row.list_name,
  content: row.content,
  price: row.price,
  media: row.media.map((file) => ({ kind: kindByType[file.media_type], thumbnailUrl: file.thumbnail_url })),
  sending: row.status === 'sending',
  sent: row.sent,
  opened: row.opened,
  bought: row.bought,
  earned: row.earned,
  createdAt: row.created_at,
});

const toFan = ({ person, in_list, subscribed }: ListedFan): Fan => ({
  id: idOf(person.id),
  firstName: person.first_name,
  lastName: person.last_name,
  username: person.username,
  profilePhoto: mediaUrl(person.profile_photo),
  isVerified: person.user_verified === VerifyStatus.verified,
  inList: in_list,
  subscribed,
});

const toList = (list: { id: number; name: string; members: number }): FanList => ({
  id: idOf(list.id),
  name: list.name,
  members: list.members,
});
const listNumber = (id: string) => restNumber(id, Messages.fanListNotFound);
const userNumbers = (ids: readonly string[]) => ids.map((id) => restNumber(id, Messages.userNotFound));

export const massMessagesResolvers: Resolvers = {
  Query: {
    massMessages: async (_root, { page }, { rest, signal }) =>
      (await rest.call(Endpoints.massMessages, { page: pageOf(page) }, { signal })).data.map(toMassMessage),
    massAudiences: async (_root, _args, { rest, signal }) => (await rest.call(Endpoints.massAudiences, {}, { signal })).data,
    fanLists: async (_root, _args, { rest, signal }) => (await rest.call(Endpoints.fanLists, {}, { signal })).data.map(toList),
    fanListFans: async (_root, { listId, page, search }, { rest, signal }) => {
      const body = { list_id: listNumber(listId), page: pageOf(page), ...(search ? { search } : {}) };
      return (await rest.call(Endpoints.fanListFans, body, { signal })).data.map(toFan);
    },
  },
  Mutation: {
    sendMassMessage: async (_root, { input }, { rest, signal }) => {
      const body = {
        audience: restAudience[input.audience],
        ...(input.audience === 'LIST' && input.listId ? { list_id: listNumber(input.listId) } : {}),
        content: input.content,
        ...(input.files.length ? { files: [...input.files] } : {}),
        ...(input.price !== null && input.price !== undefined ? { price: input.price } : {}),
        client_id: input.clientId,
      };
      const { message, data } = await rest.call(Endpoints.sendMassMessage, body, { signal });
      return { message, massMessage: toMassMessage(data) };
    },
    createFanList: async (_root, { name }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.createFanList, { name }, { signal });
      return { message, list: toList(data) };
    },
    deleteFanList: async (_root, { listId }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.deleteFanList, { list_id: listNumber(listId) }, { signal });
      return { message, list: toList(data) };
    },
    addToFanList: async (_root, { listId, userIds }, { rest, signal }) => {
      const body = { list_id: listNumber(listId), user_ids: userNumbers(userIds) };
      const { message, data } = await rest.call(Endpoints.addToFanList, body, { signal });
      return { message, list: toList(data) };
    },
    removeFromFanList: async (_root, { listId, userIds }, { rest, signal }) => {
      const body = { list_id: listNumber(listId), user_ids: userNumbers(userIds) };
      const { message, data } = await rest.call(Endpoints.removeFromFanList, body, { signal });
      return { message, list: toList(data) };
    },
  },
};
