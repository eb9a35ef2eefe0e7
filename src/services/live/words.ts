/**
 * The live service's answers in the live machines' words, written again since services do not import machines
 * (DESIGN.md, Layers); src/app/live.ts checks that they agree.
 */

export interface LiveHost {
  id: string;
  name: string;
  username: string;
  photo: string | null;
}

/** A stream as a viewer sees it: the price in coins (0 when free), its audience, and whether they may watch now. */
export interface LiveStream {
  id: string;
  hostId: string;
  title: string;
  description: string;
  price: number;
  paid: boolean;
  host: LiveHost;
  viewers: number;
  /** Free, paid already, or the viewer's own. */
  joined: boolean;
}

/** A line of the live chat: a text, a tip or gift (`media` the sticker), or the host's end of stream. */
export interface LiveChatLine {
  id: string;
  userId: string;
  userName: string;
  profilePic: string | null;
  text: string;
  kind: 'text' | 'tip' | 'end';
  media: string | null;
  coins: number;
  /** The short message a gift carried; null for none. */
  note: string | null;
}

/** The tokens answer: which transport carries the video and chat, and the passes for it. */
export interface LiveTokens {
  transport: 'webrtc' | 'agora';
  role: 'host' | 'audience';
  rtcToken: string;
  rtmToken: string;
  appId: string | null;
  uid: number;
  /** The most viewers the embedded transport carries; null with Agora. */
  capacity: number | null;
}

/** What the Go Live form sends to create the stream. */
export interface NewLiveStream {
  streamId: string;
  title: string;
  description: string;
  /** 0 when free. */
  price: number;
}

/** Who is on the live screen (Agora's chat writes its lines' author). */
export interface LiveMe {
  id: number;
  name: string;
  photo: string | null;
}

/** What starts a live session (the transport): the stream, the tokens, and the host's camera. */
export interface LiveSessionInput {
  streamId: string;
  tokens: LiveTokens;
  /** The host's camera and microphone; null for the audience. */
  camera: MediaStream | null;
  me: LiveMe;
}

/** What a live session tells its machine. */
export type LiveSessionEvent =
  /** The room is joined and the transport runs. */
  | { type: 'session.ready'; viewers: number }
  /** The audience: the host's video arrived (or changed). */
  | { type: 'session.video'; stream: MediaStream }
  | { type: 'session.viewers'; viewers: number }
  | { type: 'session.message'; line: LiveChatLine }
  | { type: 'session.chatFailed'; message: string }
  /** The transport could not start or broke. */
  | { type: 'session.failed'; message: string }
  /** The stream ended (the host's end message, or the stream is gone). */
  | { type: 'session.ended' };

/** What a live session's machine tells it. */
export type LiveSessionCommand = { type: 'session.chat'; text: string };

/** Why the camera could not be opened (spec §8). */
export type CameraProblem = 'noWebcam' | 'denied' | 'other';
