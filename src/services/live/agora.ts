import type { IAgoraRTC, IAgoraRTCClient, IAgoraRTCRemoteUser, ILocalTrack } from 'agora-rtc-sdk-ng';
import type { RTMClient } from 'agora-rtm-sdk';
import { LiveMessageKind } from '../../../contract/codes';
import type { LiveChatMessage } from '../../../contract/live';
import { LIVE_CHAT_MAX } from '../../../contract/rules';
import { Messages } from '../../../contract/messages';
import type { LiveTransport, TransportOptions } from './transport';

/** The two Agora SDKs, loaded only when a stream uses Agora (never with the first load). */
export interface AgoraSdks {
  rtc: Pick<IAgoraRTC, 'createClient' | 'createCustomVideoTrack' | 'createCustomAudioTrack'>;
  rtm: {
    RTM: new (
      appId: string,
      userId: string,
      config?: object,
    ) => Pick<RTMClient, 'login' | 'logout' | 'subscribe' | 'unsubscribe' | 'publish' | 'addEventListener'>;
  };
}

/** Both SDKs are CommonJS bundles: Parcel's import() hands their exports as the module itself, Node's and Vite's as its default. */
const exportsOf = <T>(module: object): T => ((module as { default?: T }).default ?? module) as T;

export const loadAgora = async (): Promise<AgoraSdks> => {
  const [rtc, rtm] = await Promise.all([import('agora-rtc-sdk-ng'), import('agora-rtm-sdk')]);
  return { rtc: exportsOf<AgoraSdks['rtc']>(rtc), rtm: exportsOf<AgoraSdks['rtm']>(rtm) };
};

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A chat line as RTM carries it: the contract's LiveChatMessage as JSON; anything else is dropped. */
function readLine(text: unknown, streamId: string): LiveChatMessage | null {
  if (typeof text !== 'string') return null;
  try {
    const line = JSON.parse(text) as Partial<LiveChatMessage>;
    if (
      line.stream_id !== streamId ||
      line.messageType !== LiveMessageKind.text ||
      typeof line.message !== 'string' ||
      typeof line.id !== 'string'
    )
      return null;
    if (typeof line.userId !== 'number' || typeof line.userName !== 'string') return null;
    return {
      ...line,
      message: line.message.slice(0, LIVE_CHAT_MAX),
      media: null,
      coins: 0,
      profilePic: line.profilePic ?? null,
      created_at: line.created_at ?? new Date().toISOString(),
    } as LiveChatMessage;
  } catch {
    return null;
  }
}

/**
 * Agora (spec §6: host live mode h264, audience vp8 low latency): the host publishes its camera and microphone, the
 * audience shows the host's tracks as one MediaStream; the chat is an RTM channel named after the stream.
 */
export function agoraTransport(
  { streamId, tokens, camera, me, handlers }: TransportOptions,
  load: () => Promise<AgoraSdks> = loadAgora,
): LiveTransport {
  const isHost = tokens.role === 'host';
  let client: IAgoraRTCClient | null = null;
  let rtm: InstanceType<AgoraSdks['rtm']['RTM']> | null = null;
  const published: ILocalTrack[] = [];
  let closed = false;
  const remote = new Map<string, MediaStreamTrack>();

  const showRemote = () => handlers.onVideo(new MediaStream([...remote.values()]));

  return {
    async start() {
      if (!tokens.appId) throw new Error(Messages.somethingWentWrong);
      const { rtc, rtm: RTM } = await load();
      if (closed) return;
      client = rtc.createClient({ mode: 'live', codec: isHost ? 'h264' : 'vp8' });
      if (isHost) await client.setClientRole('host');
      else {
        // Low latency for the audience (level 1).
        await client.setClientRole('audience', { level: 1 });
        client.on('user-published', async (user: IAgoraRTCRemoteUser, mediaType: 'audio' | 'video' | 'datachannel') => {
          if (mediaType === 'datachannel' || !client) return;
          const track = mediaType === 'video' ? await client.subscribe(user, 'video') : await client.subscribe(user, 'audio');
          remote.set(mediaType, track.getMediaStreamTrack());
          showRemote();
        });
        client.on('user-unpublished', (_user: IAgoraRTCRemoteUser, mediaType: string) => {
          remote.delete(mediaType);
        });
      }
      await client.join(tokens.appId, streamId, tokens.rtcToken, tokens.uid);
      if (isHost && camera) {
        const [video] = camera.getVideoTracks();
        const [audio] = camera.getAudioTracks();
        if (video) published.push(rtc.createCustomVideoTrack({ mediaStreamTrack: video }));
        if (audio) published.push(rtc.createCustomAudioTrack({ mediaStreamTrack: audio }));
        await client.publish(published);
      }
      rtm = new RTM.RTM(tokens.appId, String(tokens.uid));
      rtm.addEventListener('message', (event: { channelName: string; message: string | Uint8Array }) => {
        if (event.channelName !== streamId) return;
        const line = readLine(event.message, streamId);
        if (line) handlers.onMessage(line);
      });
      await rtm.login({ token: tokens.rtmToken });
      await rtm.subscribe(streamId);
    },
    async chat(text) {
      if (!rtm) throw new Error(Messages.somethingWentWrong);
      const line: LiveChatMessage = {
        id: randomId(),
        stream_id: streamId,
        userId: me.id,
        userName: me.name,
        profilePic: me.photo,
        message: text,
        messageType: LiveMessageKind.text,
        media: null,
        coins: 0,
        created_at: new Date().toISOString(),
      };
      await rtm.publish(streamId, JSON.stringify(line));
      // Shown at once; the same line coming back from the channel is shown once (by id).
      handlers.onMessage(line);
    },
    close() {
      closed = true;
      for (const track of published) track.close();
      void client?.leave().catch(() => undefined);
      void rtm?.unsubscribe(streamId).catch(() => undefined);
      void rtm?.logout().catch(() => undefined);
    },
  };
}
