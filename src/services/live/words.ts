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
  /** The host's tip goal, or null (issue 32). */
  goal: LiveGoal | null;
  /** The host's tip menu. */
  menu: LiveMenuItem[];
  /** Coins tipped in the stream so far (the ledger's sum). */
  tipsTotal: number;
}

/** A tip goal: the coins to reach and what happens then. */
export interface LiveGoal {
  coins: number;
  label: string;
}

/** A tip menu item: tipping it sends its price, labelled with it. */
export interface LiveMenuItem {
  id: string;
  label: string;
  price: number;
}

/** The goal, menu and total as the room hears them. */
export interface LiveTips {
  goal: LiveGoal | null;
  menu: LiveMenuItem[];
  tipsTotal: number;
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
  /** The tip menu item a tip paid for; null for none. */
  menuItem: string | null;
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
  /** The optional tip goal and menu. */
  goal: LiveGoal | null;
  menu: Omit<LiveMenuItem, 'id'>[];
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
  | { type: 'session.ended' }
  /** The goal, menu or tips total changed (the total only grows). */
  | { type: 'session.tips'; tips: LiveTips };

/** What a live session's machine tells it. */
export type LiveSessionCommand = { type: 'session.chat'; text: string };

/** Why the camera could not be opened (spec §8). */
export type CameraProblem = 'noWebcam' | 'denied' | 'other';
