import { fromCallback } from 'xstate';
import { Messages } from '../../contract';
import type { LiveChatLine, LiveSessionCommand, LiveSessionEvent, LiveSessionInput, LiveStream, LiveTokens } from '../../src/machines/live';

export const me = { id: 7, name: 'Ada Lovelace', photo: null };

/** A camera whose tracks count their stops (a fresh count per replay: `stops()` minus the count at the start). */
export function fakeCamera() {
  let stopped = 0;
  const track = { kind: 'video', stop: () => void (stopped += 1) };
  const camera = { getTracks: () => [track], getVideoTracks: () => [track], getAudioTracks: () => [] } as unknown as MediaStream;
  return { camera, stops: () => stopped };
}

export const hostTokens: LiveTokens = {
  transport: 'webrtc',
  role: 'host',
  rtcToken: 'pass-host',
  rtmToken: 'pass-host',
  appId: null,
  uid: 7,
  capacity: 8,
};
export const audienceTokens: LiveTokens = { ...hostTokens, role: 'audience', rtcToken: 'pass-viewer', rtmToken: 'pass-viewer', uid: 9 };

export const line = (id: string, text = 'Hello'): LiveChatLine => ({
  id,
  userId: '9',
  userName: 'Grace Hopper',
  profilePic: null,
  text,
  kind: 'text',
  media: null,
  coins: 0,
  note: null,
  menuItem: null,
});

export const freeStream: LiveStream = {
  id: 'AbCdE12345',
  hostId: '7',
  title: 'Morning run',
  description: '',
  price: 0,
  paid: false,
  host: { id: '7', name: 'Ada Lovelace', username: 'ada', photo: null },
  goal: null,
  menu: [],
  tipsTotal: 0,
  viewers: 2,
  joined: true,
};
export const paidStream: LiveStream = { ...freeStream, id: 'PaId012345', price: 30, paid: true, joined: false };

export const offline = { message: Messages.somethingWentWrong, status: 0 };
export const gone = { message: Messages.liveNotFound, status: 404 };
export const short = { message: Messages.insufficientBalance, status: 400 };

/**
 * A fake live session (the transport) as a callback actor: what it was started with, the chat texts it was
 * told, whether it runs; `tell` sends an event back as the transport would.
 */
export function fakeSession() {
  const started: LiveSessionInput[] = [];
  const chats: string[] = [];
  let running: ((event: LiveSessionEvent) => void) | null = null;
  const actor = fromCallback<LiveSessionCommand, LiveSessionInput, LiveSessionEvent>(({ input, sendBack, receive }) => {
    started.push(input);
    running = sendBack;
    receive((command) => void chats.push(command.text));
    return () => {
      running = null;
    };
  });
  return {
    actor,
    started,
    chats,
    running: () => running !== null,
    tell(event: LiveSessionEvent) {
      if (!running) throw new Error(`no session runs to tell ${event.type}`);
      running(event);
    },
    reset() {
      started.length = 0;
      chats.length = 0;
      running = null;
    },
  };
}
