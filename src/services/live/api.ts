import { LiveMessageKind } from '../../../contract/codes';
import type { LiveChatMessage } from '../../../contract/live';
import type { Gateway } from '../../gateway/client';
import type { LiveTokensQuery } from '../../gateway/generated/graphql';
import { mediaUrl } from '../../gateway/resolvers/wire';
import { runOperation } from '../gatewayError';
import type { LiveChatLine, LiveSessionEvent, LiveSessionInput, LiveStream, LiveTokens, NewLiveStream } from './words';
import { agoraTransport } from './agora';
import { joinLiveRoom, type LiveSocketConnect } from './socket';
import type { LiveTransport, TransportFactory, TransportOptions } from './transport';
import { webrtcTransport } from './webrtc';

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

const transports = { WEBRTC: 'webrtc', AGORA: 'agora' } as const;
const roles = { HOST: 'host', AUDIENCE: 'audience' } as const;
const toTokens = ({ transport, role, ...passes }: LiveTokensQuery['liveTokens']): LiveTokens => ({
  ...passes,
  transport: transports[transport],
  role: roles[role],
});

interface Paid {
  idempotencyKey: string;
}

/** The live calls (through the gateway) and the live session (socket room and transport); failures reject as GatewayError. */
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
  gateway: Gateway,
  {
    getJwtToken,
    connect,
    transports = { webrtc: (options) => webrtcTransport(options), agora: (options) => agoraTransport(options) },
  }: LiveApiOptions,
): LiveApi {
  return {
    streams: async (signal) => (await runOperation(gateway, 'LiveStreams', {}, signal)).liveStreams,
    stream: async (streamId, signal) => (await runOperation(gateway, 'LiveStream', { streamId }, signal)).liveStream,
    async create({ streamId, hostId, title, description, price }, signal) {
      await runOperation(gateway, 'CreateLiveStream', { input: { streamId, hostId, title, description, price } }, signal);
    },
    async remove(streamId, signal) {
      await runOperation(gateway, 'DeleteLiveStream', { streamId }, signal);
    },
    join: async (streamId, signal) => (await runOperation(gateway, 'JoinLiveStream', { streamId }, signal)).joinLiveStream,
    tip: async (input, signal) => (await runOperation(gateway, 'TipLiveStream', input, signal)).tipLiveStream,
    gift: async (input, signal) => (await runOperation(gateway, 'GiftLiveStream', input, signal)).giftLiveStream,
    tokens: async (streamId, signal) => toTokens((await runOperation(gateway, 'LiveTokens', { streamId }, signal)).liveTokens),
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
