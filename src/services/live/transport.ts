import type { LiveChatMessage, LiveSignal } from '../../../contract/live';
import type { LiveTokens } from './words';
import type { LiveRoom } from './socket';

/** What a transport tells the session: the host's video arrived (audience), chat lines, a failure. */
export interface TransportHandlers {
  onVideo(stream: MediaStream): void;
  onMessage(message: LiveChatMessage): void;
  onFailed(message: string): void;
}

export type { LiveMe } from './words';
import type { LiveMe } from './words';

export interface TransportOptions {
  streamId: string;
  tokens: LiveTokens;
  /** The host's camera; null for the audience. */
  camera: MediaStream | null;
  /** The stream's room on the socket (viewers, tips, gifts, end; WebRTC signalling and chat). */
  room: LiveRoom;
  me: LiveMe;
  handlers: TransportHandlers;
}

/**
 * One way to carry a stream's video and chat: the embedded WebRTC (host to each viewer, signalled over the
 * socket) or Agora RTC and RTM. Tips, gifts, the audience count and the end message come over the socket in both.
 */
export interface LiveTransport {
  /** Starts carrying the video (publishing or receiving); resolves once started. */
  start(): Promise<void>;
  /** Sends a chat text; rejects with the server's words. */
  chat(text: string): Promise<void>;
  /** A viewer's socket joined or left (the host offers to each with WebRTC). */
  peer?(peer: string, joined: boolean): void;
  /** A WebRTC description or candidate from a socket. */
  signal?(from: string, signal: LiveSignal): void;
  close(): void;
}

export type TransportFactory = (options: TransportOptions) => LiveTransport;
