import { LiveMessageKind } from '../../../contract/codes';
import type { LiveChatMessage } from '../../../contract/live';
import { mediaUrl } from '../../gateway/resolvers/wire';
import type { LiveChatLine, LiveSessionEvent, LiveSessionInput } from './words';
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
    menuItem: message.menu_item ?? null,
  };
}

/** The live session: the stream's socket room and its transport (the SDK loads only on live screens). */
export interface LiveSessions {
  /** Joins the stream's room and starts its transport; events go to `tell`; the returned handle sends chat and closes it all. */
  session(input: LiveSessionInput, tell: (event: LiveSessionEvent) => void): LiveSessionHandle;
}

export interface LiveSessionHandle {
  chat(text: string): Promise<void>;
  close(): void;
}

export interface LiveSessionsOptions {
  getJwtToken(): string | null;
  connect?: LiveSocketConnect;
  /** The transports by the tokens' `transport` (tests swap them). */
  transports?: { webrtc: TransportFactory; agora: TransportFactory };
}

const wordsOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

export function createLiveSessions({
  getJwtToken,
  connect,
  transports = { webrtc: (options) => webrtcTransport(options), agora: (options) => agoraTransport(options) },
}: LiveSessionsOptions): LiveSessions {
  return {
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
          onTips: ({ goal, menu, tips_total: tipsTotal }) => tell({ type: 'session.tips', tips: { goal, menu, tipsTotal } }),
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
