import { LiveMessageKind, StreamType } from '../../../contract/codes';
import type { AgoraTokensResponse, LiveChatMessage, LiveStream as WireStream } from '../../../contract/live';
import { Endpoints } from '../../../contract/endpoints';
import { mediaUrl } from '../../gateway/resolvers/wire';
import type { RestClient } from '../../gateway/rest';
import type { LiveChatLine, LiveSessionEvent, LiveSessionInput, LiveStream, LiveTokens, NewLiveStream } from './words';
import { agoraTransport } from './agora';
import { joinLiveRoom, type LiveSocketConnect } from './socket';
import type { LiveTransport, TransportFactory, TransportOptions } from './transport';
import { webrtcTransport } from './webrtc';

/** A stream as the live machines read it. */
export function toLiveStream(stream: WireStream): LiveStream {
  const { user } = stream;
  return {
    id: stream.stream_id,
    hostId: String(stream.broadcaster_id),
    title: stream.title,
    description: stream.description,
    price: stream.amount,
    paid: stream.type === StreamType.paid && stream.amount > 0,
    host: {
      id: String(user.id),
      name: `${user.first_name} ${user.last_name}`.trim() || user.username,
      username: user.username,
      photo: mediaUrl(user.profile_photo),
    },
    viewers: stream.viewers,
    joined: stream.joined,
  };
}

const kinds = { [LiveMessageKind.text]: 'text', [LiveMessageKind.tip]: 'tip', [LiveMessageKind.endStream]: 'end' } as const;

export function toChatLine(message: LiveChatMessage): LiveChatLine {
  return {
    id: message.id,
    userId: String(message.userId),
    userName: message.userName,
    profilePic: mediaUrl(message.profilePic),
    text: message.message,
    kind: kinds[message.messageType] ?? 'text',
    media: mediaUrl(message.media),
    coins: message.coins,
    note: message.note ?? null,
  };
}

type WireTokens = AgoraTokensResponse['data'];
const toTokens = (tokens: WireTokens): LiveTokens => ({
  transport: tokens.transport,
  role: tokens.role,
  rtcToken: tokens.rtctoken,
  rtmToken: tokens.rtmtoken,
  appId: tokens.app_id,
  uid: tokens.uid,
  capacity: tokens.capacity,
});

interface Paid {
  idempotencyKey: string;
}

/** The live calls (REST, spec §7) and the live session (socket room and transport); failures reject with the server's words. */
export interface LiveApi {
  streams(signal?: AbortSignal): Promise<LiveStream[]>;
  stream(streamId: string, signal?: AbortSignal): Promise<LiveStream>;
  create(input: NewLiveStream & { hostId: string }, signal?: AbortSignal): Promise<void>;
  remove(streamId: string, signal?: AbortSignal): Promise<void>;
  join(streamId: string, signal?: AbortSignal): Promise<{ message: string; walletBalance: number; stream: LiveStream }>;
  tip(input: Paid & { streamId: string; amount: number }, signal?: AbortSignal): Promise<{ message: string; walletBalance: number }>;
  gift(
    input: Paid & { streamId: string; stickerId: string; message?: string },
    signal?: AbortSignal,
  ): Promise<{ message: string; walletBalance: number }>;
  tokens(streamId: string, signal?: AbortSignal): Promise<LiveTokens>;
  /** Joins the stream's room and starts its transport; events go to `tell`; the returned handle sends chat and closes it all. */
  session(input: LiveSessionInput, tell: (event: LiveSessionEvent) => void): LiveSessionHandle;
}

export interface LiveSessionHandle {
  chat(text: string): Promise<void>;
  close(): void;
}

export interface LiveApiOptions {
  getJwtToken(): string | null;
  connect?: LiveSocketConnect;
  /** The transports by the tokens' `transport` (tests swap them). */
  transports?: { webrtc: TransportFactory; agora: TransportFactory };
}

const wordsOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

export function createLiveApi(
  rest: RestClient,
  {
    getJwtToken,
    connect,
    transports = { webrtc: (options) => webrtcTransport(options), agora: (options) => agoraTransport(options) },
  }: LiveApiOptions,
): LiveApi {
  return {
    streams: async (signal) => (await rest.call(Endpoints.liveStreams, {}, { signal })).data.map(toLiveStream),
    stream: async (streamId, signal) => toLiveStream((await rest.call(Endpoints.liveStream, { stream_id: streamId }, { signal })).data),
    async create({ streamId, hostId, title, description, price }, signal) {
      const body = {
        stream_id: streamId,
        broadcaster_id: Number(hostId),
        title,
        description,
        amount: price,
        type: price > 0 ? StreamType.paid : StreamType.free,
      };
      await rest.call(Endpoints.goLive, body, { signal });
    },
    async remove(streamId, signal) {
      await rest.call(Endpoints.endLive, { stream_id: streamId }, { signal });
    },
    async join(streamId, signal) {
      const { message, data } = await rest.call(Endpoints.joinLive, { stream_id: streamId }, { signal });
      return { message, walletBalance: data.wallet_balance, stream: toLiveStream(data.stream) };
    },
    async tip({ streamId, amount, idempotencyKey }, signal) {
      const { message, data } = await rest.call(Endpoints.tipLive, { stream_id: streamId, amount }, { signal, idempotencyKey });
      return { message, walletBalance: data.wallet_balance };
    },
    async gift({ streamId, stickerId, message: note, idempotencyKey }, signal) {
      const { message, data } = await rest.call(
        Endpoints.giftLive,
        { stream_id: streamId, sticker_id: Number(stickerId), ...(note ? { message: note } : {}) },
        { signal, idempotencyKey },
      );
      return { message, walletBalance: data.wallet_balance };
    },
    tokens: async (streamId, signal) => toTokens((await rest.call(Endpoints.liveTokens, { channelName: streamId }, { signal })).data),
    session({ streamId, tokens, camera, me }, tell) {
      const token = getJwtToken();
      let transport: LiveTransport | null = null;
      let closed = false;
      const room = joinLiveRoom(
        { token: token ?? '', streamId, pass: tokens.rtcToken, connect },
        {
          onMessage: (message) =>
            message.messageType === LiveMessageKind.endStream
              ? tell({ type: 'session.ended' })
              : tell({ type: 'session.message', line: toChatLine(message) }),
          onViewers: (viewers) => tell({ type: 'session.viewers', viewers }),
          onPeer: (peer, joined) => transport?.peer?.(peer, joined),
          onSignal: (from, signal) => transport?.signal?.(from, signal),
          // A room refused on a reconnection: the stream is gone.
          onRefused: () => tell({ type: 'session.ended' }),
        },
      );
      const options: TransportOptions = {
        streamId,
        tokens,
        camera,
        room,
        me,
        handlers: {
          onVideo: (stream) => tell({ type: 'session.video', stream }),
          onMessage: (message) => tell({ type: 'session.message', line: toChatLine(message) }),
          onFailed: (message) => tell({ type: 'session.failed', message }),
        },
      };
      if (!token) queueMicrotask(() => tell({ type: 'session.failed', message: 'Unauthorized' }));
      else {
        transport = transports[tokens.transport](options);
        const started = transport;
        room.joined
          .then(async ({ viewers }) => {
            await started.start();
            if (!closed) tell({ type: 'session.ready', viewers });
          })
          .catch((error: unknown) => !closed && tell({ type: 'session.failed', message: wordsOf(error) }));
      }
      return {
        chat: (text) => (transport ? transport.chat(text) : Promise.reject(new Error('Unauthorized'))),
        close() {
          closed = true;
          transport?.close();
          room.close();
        },
      };
    },
  };
}
