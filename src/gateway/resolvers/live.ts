import { CommonMessages } from '../../../contract/commonMessages';
import { StreamType } from '../../../contract/codes';
import type { AgoraTokensResponse, LiveStream as RestStream } from '../../../contract/live';
import { Messages } from '../../../contract/messages';
import { Endpoints } from '../generated/endpoints';
import type { LiveStream, LiveTokens, Resolvers } from '../generated/resolvers';
import { idOf, mediaUrl, restNumber } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment LiveStreamFields on LiveStream {
    id
    hostId
    title
    description
    price
    paid
    host {
      id
      name
      username
      photo
    }
    viewers
    joined
    goal {
      coins
      label
    }
    menu {
      id
      label
      price
    }
    tipsTotal
  }

  query LiveStreams {
    liveStreams {
      ...LiveStreamFields
    }
  }

  query LiveStream($streamId: ID!) {
    liveStream(streamId: $streamId) {
      ...LiveStreamFields
    }
  }

  query LiveTokens($streamId: ID!) {
    liveTokens(streamId: $streamId) {
      transport
      role
      rtcToken
      rtmToken
      appId
      uid
      capacity
    }
  }

  query LiveViewers($streamId: ID!) {
    liveViewers(streamId: $streamId) {
      user {
        id
        name
        username
        photo
      }
      joinedAt
    }
  }

  mutation SetLiveTips($streamId: ID!, $goal: LiveGoalInput, $menu: [LiveMenuItemInput!]!) {
    setLiveTips(streamId: $streamId, goal: $goal, menu: $menu) {
      ...LiveStreamFields
    }
  }

  mutation TipLiveMenuItem($streamId: ID!, $itemId: ID!, $price: Int!, $idempotencyKey: String!) {
    tipLiveMenuItem(streamId: $streamId, itemId: $itemId, price: $price, idempotencyKey: $idempotencyKey) {
      message
      walletBalance
    }
  }

  mutation CreateLiveStream($input: CreateLiveStreamInput!) {
    createLiveStream(input: $input) {
      message
    }
  }

  mutation DeleteLiveStream($streamId: ID!) {
    deleteLiveStream(streamId: $streamId) {
      message
    }
  }

  mutation JoinLiveStream($streamId: ID!) {
    joinLiveStream(streamId: $streamId) {
      message
      walletBalance
      stream {
        ...LiveStreamFields
      }
    }
  }

  mutation TipLiveStream($streamId: ID!, $amount: Int!, $idempotencyKey: String!) {
    tipLiveStream(streamId: $streamId, amount: $amount, idempotencyKey: $idempotencyKey) {
      message
      walletBalance
    }
  }

  mutation GiftLiveStream($streamId: ID!, $stickerId: ID!, $message: String, $idempotencyKey: String!) {
    giftLiveStream(streamId: $streamId, stickerId: $stickerId, message: $message, idempotencyKey: $idempotencyKey) {
      message
      walletBalance
    }
  }
`;

/** A person as the live screens name them. */
const toHost = (user: RestStream['user']) => ({
  id: idOf(user.id),
  name: `${user.first_name} ${user.last_name}`.trim() || user.username,
  username: user.username,
  photo: mediaUrl(user.profile_photo),
});

/** The admin API's stream in the client's words. */
export function toLiveStream(stream: RestStream): LiveStream {
  const { user } = stream;
  return {
    goal: stream.goal ? { coins: stream.goal.coins, label: stream.goal.label } : null,
    menu: stream.menu.map(({ id, label, price }) => ({ id, label, price })),
    tipsTotal: stream.tips_total,
    id: stream.stream_id,
    hostId: idOf(stream.broadcaster_id),
    title: stream.title,
    description: stream.description,
    price: stream.amount,
    paid: stream.type === StreamType.paid && stream.amount > 0,
    host: toHost(user),
    viewers: stream.viewers,
    joined: stream.joined,
  };
}

const transports = { webrtc: 'WEBRTC', agora: 'AGORA' } as const;
const roles = { host: 'HOST', audience: 'AUDIENCE' } as const;

const toTokens = (tokens: AgoraTokensResponse['data']): LiveTokens => ({
  transport: transports[tokens.transport],
  role: roles[tokens.role],
  rtcToken: tokens.rtctoken,
  rtmToken: tokens.rtmtoken,
  appId: tokens.app_id,
  uid: tokens.uid,
  capacity: tokens.capacity,
});

/** Live streams (spec §7 livestreams and agora calls, and ours: the list, one stream, tips and gifts). */
export const liveResolvers: Resolvers = {
  Query: {
    liveStreams: async (_root, _args, { rest, signal }) => (await rest.call(Endpoints.liveStreams, {}, { signal })).data.map(toLiveStream),
    liveStream: async (_root, { streamId }, { rest, signal }) =>
      toLiveStream((await rest.call(Endpoints.liveStream, { stream_id: streamId }, { signal })).data),
    liveTokens: async (_root, { streamId }, { rest, signal }) =>
      toTokens((await rest.call(Endpoints.liveTokens, { channelName: streamId }, { signal })).data),
    liveViewers: async (_root, { streamId }, { rest, signal }) =>
      (await rest.call(Endpoints.liveViewers, { stream_id: streamId }, { signal })).data.map((viewer) => ({
        user: toHost(viewer.user),
        joinedAt: viewer.joined_at,
      })),
  },
  Mutation: {
    createLiveStream: async (_root, { input }, { rest, signal }) => {
      const body = {
        stream_id: input.streamId,
        broadcaster_id: restNumber(input.hostId, CommonMessages.userNotFound),
        title: input.title,
        description: input.description,
        amount: input.price,
        type: input.price > 0 ? StreamType.paid : StreamType.free,
        ...(input.goal ? { goal: { coins: input.goal.coins, label: input.goal.label } } : {}),
        ...(input.menu?.length ? { menu: input.menu.map(({ label, price }) => ({ label, price })) } : {}),
      };
      const { message } = await rest.call(Endpoints.goLive, body, { signal });
      return { message };
    },
    deleteLiveStream: async (_root, { streamId }, { rest, signal }) => {
      const { message } = await rest.call(Endpoints.endLive, { stream_id: streamId }, { signal });
      return { message };
    },
    joinLiveStream: async (_root, { streamId }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.joinLive, { stream_id: streamId }, { signal });
      return { message, walletBalance: data.wallet_balance, stream: toLiveStream(data.stream) };
    },
    tipLiveStream: async (_root, { streamId, amount, idempotencyKey }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.tipLive, { stream_id: streamId, amount }, { signal, idempotencyKey });
      return { message, walletBalance: data.wallet_balance };
    },
    giftLiveStream: async (_root, { streamId, stickerId, message: note, idempotencyKey }, { rest, signal }) => {
      const body = { stream_id: streamId, sticker_id: restNumber(stickerId, Messages.stickerNotFound), ...(note ? { message: note } : {}) };
      const { message, data } = await rest.call(Endpoints.giftLive, body, { signal, idempotencyKey });
      return { message, walletBalance: data.wallet_balance };
    },
    setLiveTips: async (_root, { streamId, goal, menu }, { rest, signal }) => {
      const body = {
        stream_id: streamId,
        goal: goal ? { coins: goal.coins, label: goal.label } : null,
        menu: menu.map(({ label, price }) => ({ label, price })),
      };
      return toLiveStream((await rest.call(Endpoints.liveTipsSetup, body, { signal })).data);
    },
    tipLiveMenuItem: async (_root, { streamId, itemId, price, idempotencyKey }, { rest, signal }) => {
      const body = { stream_id: streamId, item_id: itemId, price };
      const { message, data } = await rest.call(Endpoints.menuTipLive, body, { signal, idempotencyKey });
      return { message, walletBalance: data.wallet_balance };
    },
  },
};
