import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LiveMessageKind } from '../../contract/codes';
import type { LiveChatMessage } from '../../contract/live';
import { agoraTransport, type AgoraSdks } from '../../src/services/live/agora';
import type { LiveRoom } from '../../src/services/live/socket';
import type { LiveTokens } from '../../src/services/live/words';

/** A fake of the two Agora SDKs: records every call, and lets the test publish a host's tracks or an RTM line. */
function fakeAgora() {
  const log: Array<[string, ...unknown[]]> = [];
  const handlers = new Map<string, (...args: unknown[]) => unknown>();
  let rtmListener: ((event: { channelName: string; message: string }) => void) | null = null;
  const mediaTrack = (kind: string) => ({ kind, id: `${kind}-remote` }) as unknown as MediaStreamTrack;
  const client = {
    setClientRole: vi.fn(async (...args: unknown[]) => void log.push(['setClientRole', ...args])),
    join: vi.fn(async (...args: unknown[]) => void log.push(['join', ...args])),
    publish: vi.fn(async (tracks: unknown[]) => void log.push(['publish', tracks.length])),
    subscribe: vi.fn(async (user: unknown, mediaType: string) => {
      log.push(['subscribe', mediaType]);
      return { getMediaStreamTrack: () => mediaTrack(mediaType) };
    }),
    leave: vi.fn(async () => void log.push(['leave'])),
    on: vi.fn((event: string, handler: (...args: unknown[]) => unknown) => handlers.set(event, handler)),
  };
  const localTrack = (kind: string) => ({ kind, close: vi.fn(() => void log.push(['close', kind])) });
  const rtm = {
    login: vi.fn(async (options: unknown) => void log.push(['rtm.login', options])),
    subscribe: vi.fn(async (channel: string) => void log.push(['rtm.subscribe', channel])),
    publish: vi.fn(async (channel: string, message: string) => void log.push(['rtm.publish', channel, JSON.parse(message)])),
    unsubscribe: vi.fn(async (channel: string) => void log.push(['rtm.unsubscribe', channel])),
    logout: vi.fn(async () => void log.push(['rtm.logout'])),
    addEventListener: vi.fn((event: string, listener: typeof rtmListener) => {
      if (event === 'message') rtmListener = listener;
    }),
  };
  const sdks = {
    rtc: {
      createClient: vi.fn((config: unknown) => {
        log.push(['createClient', config]);
        return client;
      }),
      createCustomVideoTrack: vi.fn(({ mediaStreamTrack }: { mediaStreamTrack: { kind: string } }) => localTrack(mediaStreamTrack.kind)),
      createCustomAudioTrack: vi.fn(({ mediaStreamTrack }: { mediaStreamTrack: { kind: string } }) => localTrack(mediaStreamTrack.kind)),
    },
    rtm: {
      RTM: vi.fn(function RTM(this: unknown, appId: string, userId: string) {
        log.push(['rtm.new', appId, userId]);
        return rtm;
      }),
    },
  } as unknown as AgoraSdks;
  return {
    sdks,
    log,
    publishHost: async () => {
      await handlers.get('user-published')?.({ uid: 7 }, 'video');
      await handlers.get('user-published')?.({ uid: 7 }, 'audio');
    },
    rtmLine: (channelName: string, message: string) => rtmListener?.({ channelName, message }),
  };
}

const tokens = (role: 'host' | 'audience'): LiveTokens => ({
  transport: 'agora',
  role,
  rtcToken: `rtc-${role}`,
  rtmToken: `rtm-${role}`,
  appId: 'a'.repeat(32),
  uid: role === 'host' ? 7 : 9,
  capacity: null,
});
const room = {
  joined: Promise.resolve({ role: 'host' as const, viewers: 0 }),
  chat: vi.fn(),
  signal: vi.fn(),
  close: vi.fn(),
} satisfies LiveRoom;
const me = { id: 9, name: 'Grace Hopper', photo: null };

// jsdom-free: MediaStream is the browser's; a stand-in keeps the tracks it is given.
class FakeMediaStream {
  readonly tracks: MediaStreamTrack[];
  constructor(tracks: MediaStreamTrack[] = []) {
    this.tracks = tracks;
  }
  getTracks = () => this.tracks;
  getVideoTracks = () => this.tracks.filter((track) => track.kind === 'video');
  getAudioTracks = () => this.tracks.filter((track) => track.kind === 'audio');
}
// Only while this file runs: the other files share the worker (isolate: false).
beforeAll(() => void vi.stubGlobal('MediaStream', FakeMediaStream));
afterAll(() => void vi.unstubAllGlobals());

describe('Agora transport (a fake SDK: it cannot reach Agora here)', () => {
  it('host: live mode with h264, role host, joins the stream channel with its token, publishes the camera it opened, chat on the RTM channel', async () => {
    const agora = fakeAgora();
    const camera = new FakeMediaStream([
      { kind: 'video' } as MediaStreamTrack,
      { kind: 'audio' } as MediaStreamTrack,
    ]) as unknown as MediaStream;
    const handlers = { onVideo: vi.fn(), onMessage: vi.fn(), onFailed: vi.fn() };
    const transport = agoraTransport(
      { streamId: 'AbCdE12345', tokens: tokens('host'), camera, room, me: { ...me, id: 7 }, handlers },
      async () => agora.sdks,
    );
    await transport.start();
    expect(agora.log).toEqual([
      ['createClient', { mode: 'live', codec: 'h264' }],
      ['setClientRole', 'host'],
      ['join', 'a'.repeat(32), 'AbCdE12345', 'rtc-host', 7],
      ['publish', 2],
      ['rtm.new', 'a'.repeat(32), '7'],
      ['rtm.login', { token: 'rtm-host' }],
      ['rtm.subscribe', 'AbCdE12345'],
    ]);
    transport.close();
    await Promise.resolve();
    expect(agora.log.slice(7).map(([name, ...args]) => [name, ...args])).toEqual([
      ['close', 'video'],
      ['close', 'audio'],
      ['leave'],
      ['rtm.unsubscribe', 'AbCdE12345'],
      ['rtm.logout'],
    ]);
  });

  it('audience: live mode with vp8, role audience at low latency (level 1), shows the host tracks as one stream, never publishes', async () => {
    const agora = fakeAgora();
    const handlers = { onVideo: vi.fn(), onMessage: vi.fn(), onFailed: vi.fn() };
    const transport = agoraTransport(
      { streamId: 'AbCdE12345', tokens: tokens('audience'), camera: null, room, me, handlers },
      async () => agora.sdks,
    );
    await transport.start();
    expect(agora.log.slice(0, 3)).toEqual([
      ['createClient', { mode: 'live', codec: 'vp8' }],
      ['setClientRole', 'audience', { level: 1 }],
      ['join', 'a'.repeat(32), 'AbCdE12345', 'rtc-audience', 9],
    ]);
    expect(agora.log.some(([name]) => name === 'publish')).toBe(false);
    await agora.publishHost();
    expect(agora.log.filter(([name]) => name === 'subscribe')).toEqual([
      ['subscribe', 'video'],
      ['subscribe', 'audio'],
    ]);
    const shown = handlers.onVideo.mock.calls.at(-1)?.[0] as FakeMediaStream;
    expect(shown.getTracks().map((track) => track.kind)).toEqual(['video', 'audio']);
  });

  it('chat: a line published on the stream channel as the contract message, shown once; foreign or malformed lines dropped', async () => {
    const agora = fakeAgora();
    const handlers = { onVideo: vi.fn(), onMessage: vi.fn(), onFailed: vi.fn() };
    const transport = agoraTransport(
      { streamId: 'AbCdE12345', tokens: tokens('audience'), camera: null, room, me, handlers },
      async () => agora.sdks,
    );
    await transport.start();
    await transport.chat('hello');
    const [, channel, sent] = agora.log.find(([name]) => name === 'rtm.publish')! as [string, string, LiveChatMessage];
    expect(channel).toBe('AbCdE12345');
    expect(sent).toMatchObject({
      stream_id: 'AbCdE12345',
      userId: 9,
      userName: 'Grace Hopper',
      message: 'hello',
      messageType: LiveMessageKind.text,
      coins: 0,
      media: null,
    });
    expect(handlers.onMessage).toHaveBeenCalledWith(sent);
    // Another viewer's line arrives; a line of another channel, a tip forged over RTM, and junk do not.
    const theirs = { ...sent, id: 'x1', userId: 5, userName: 'Alan Turing' };
    agora.rtmLine('AbCdE12345', JSON.stringify(theirs));
    agora.rtmLine('Other12345', JSON.stringify({ ...theirs, id: 'x2', stream_id: 'Other12345' }));
    agora.rtmLine('AbCdE12345', JSON.stringify({ ...theirs, id: 'x3', messageType: LiveMessageKind.tip, coins: 1000 }));
    agora.rtmLine('AbCdE12345', '{not json');
    expect(handlers.onMessage.mock.calls.map(([line]) => (line as LiveChatMessage).id)).toEqual([sent.id, 'x1']);
  });

  it('refuses to start without an app id (the server has no Agora keys)', async () => {
    const agora = fakeAgora();
    const handlers = { onVideo: vi.fn(), onMessage: vi.fn(), onFailed: vi.fn() };
    const transport = agoraTransport(
      { streamId: 'AbCdE12345', tokens: { ...tokens('host'), appId: null }, camera: null, room, me, handlers },
      async () => agora.sdks,
    );
    await expect(transport.start()).rejects.toThrow();
    expect(agora.log).toEqual([]);
  });
});
