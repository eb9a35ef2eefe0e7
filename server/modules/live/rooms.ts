import type { Socket } from 'socket.io';
import type { LiveChatMessage, LiveTipsState } from '../../../contract/live.ts';
import { LiveRole } from '../../../contract/live.ts';
import { LiveSocketEvents } from '../../../contract/routes.ts';
import type { Realtime } from '../../realtime/socket.ts';
import type { LiveAuthor } from './present.ts';

/** Every socket in a stream: its audience and its host's tabs. */
export const liveRoom = (streamId: string) => `live:${streamId}`;
/** The host's sockets of a stream (viewers signal only these). */
export const hostRoom = (streamId: string) => `live:${streamId}:host`;

type Role = (typeof LiveRole)[keyof typeof LiveRole];

/** What a socket carries for live (socket.data, read by every process through the Redis adapter). */
export interface LiveSocketData {
  /** The account id, set at the handshake. */
  userId?: number;
  /** The streams this socket joined and as whom. */
  live?: Record<string, Role>;
  /** Its author line in live chats, loaded at its first join. */
  liveAuthor?: LiveAuthor;
  /** When it joined each stream (epoch ms): the host's viewer list (issue 32). */
  liveJoinedAt?: Record<string, number>;
}

export const liveData = (socket: { data: unknown }) => socket.data as LiveSocketData;

/** The role the socket holds in the stream, when it is in the stream's room now (an ended stream's sockets were taken out). */
export function roleIn(socket: Pick<Socket, 'data' | 'rooms'>, streamId: string): Role | undefined {
  const role = liveData(socket).live?.[streamId];
  return role && socket.rooms.has(liveRoom(streamId)) ? role : undefined;
}

/** The audience watching now, across every process: distinct users among the room's audience sockets (the host not counted). */
export async function audienceOf(realtime: Realtime, streamId: string): Promise<number> {
  const sockets = await realtime.io.in(liveRoom(streamId)).fetchSockets();
  const users = new Set<number>();
  for (const socket of sockets) {
    const data = liveData(socket);
    if (data.live?.[streamId] === LiveRole.audience && data.userId !== undefined) users.add(data.userId);
  }
  return users.size;
}

export async function broadcastViewers(realtime: Realtime, streamId: string): Promise<number> {
  const viewers = await audienceOf(realtime, streamId);
  realtime.io.to(liveRoom(streamId)).emit(LiveSocketEvents.viewers, { stream_id: streamId, viewers });
  return viewers;
}

/** Who watches now, across every process: each audience user once, with their earliest join of the sockets in the room. */
export async function audienceList(realtime: Realtime, streamId: string): Promise<{ userId: number; joinedAt: number }[]> {
  const sockets = await realtime.io.in(liveRoom(streamId)).fetchSockets();
  const users = new Map<number, number>();
  for (const socket of sockets) {
    const data = liveData(socket);
    if (data.live?.[streamId] !== LiveRole.audience || data.userId === undefined) continue;
    const at = data.liveJoinedAt?.[streamId] ?? Date.now();
    users.set(data.userId, Math.min(at, users.get(data.userId) ?? at));
  }
  return [...users].map(([userId, joinedAt]) => ({ userId, joinedAt })).sort((a, b) => a.joinedAt - b.joinedAt || a.userId - b.userId);
}

/** The goal, menu or total changed: to everyone in the stream, on every process. */
export function broadcastTips(realtime: Realtime, state: LiveTipsState): void {
  realtime.io.to(liveRoom(state.stream_id)).emit(LiveSocketEvents.tips, state);
}

export function broadcastMessage(realtime: Realtime, message: LiveChatMessage): void {
  realtime.io.to(liveRoom(message.stream_id)).emit(LiveSocketEvents.message, message);
}

/** The stream's end message to its room, then every socket (on every process) out of its rooms. */
export function closeRoom(realtime: Realtime, end: LiveChatMessage): void {
  const streamId = end.stream_id;
  realtime.io.to(liveRoom(streamId)).emit(LiveSocketEvents.message, end);
  realtime.io.in(liveRoom(streamId)).socketsLeave([liveRoom(streamId), hostRoom(streamId)]);
}
