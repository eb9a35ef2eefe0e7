import { randomUUID } from 'node:crypto';
import { LiveMessageKind, type LiveMessageKindCode, type StreamTypeCode } from '../../../contract/codes.ts';
import type { LiveChatMessage, LiveGoal, LiveMenuItem, LiveStream, LiveTipsState } from '../../../contract/live.ts';
import type { LiveStreamRow } from '../../db/schema.ts';
import type { MediaUrls } from '../../lib/media-urls.ts';
import { presentWriter } from '../posts/present.ts';
import type { HostRow, SeenStream } from './repository.ts';

/** The stream's goal, or null. */
export const goalOf = (stream: Pick<LiveStreamRow, 'goalCoins' | 'goalLabel'>): LiveGoal | null =>
  stream.goalCoins !== null && stream.goalLabel !== null ? { coins: stream.goalCoins, label: stream.goalLabel } : null;

/** What the room hears when the goal, the menu or the total changes (issue 32). */
export const presentTips = (stream: LiveStreamRow, tipsTotal: number): LiveTipsState => ({
  stream_id: stream.streamId,
  goal: goalOf(stream),
  menu: stream.menu.map(({ id, label, price }): LiveMenuItem => ({ id, label, price })),
  tips_total: tipsTotal,
});

export function presentStream({ stream, host, joined }: SeenStream, viewers: number, mediaUrls: MediaUrls, tipsTotal = 0): LiveStream {
  return {
    stream_id: stream.streamId,
    broadcaster_id: stream.hostId,
    title: stream.title,
    description: stream.description,
    amount: stream.amount,
    type: stream.type as StreamTypeCode,
    user: presentWriter(host, mediaUrls),
    viewers,
    created_at: stream.createdAt.toISOString(),
    joined,
    goal: goalOf(stream),
    menu: presentTips(stream, tipsTotal).menu,
    tips_total: tipsTotal,
  };
}

/** Who a live chat line is by: their name and picture URL. */
export interface LiveAuthor {
  userId: number;
  userName: string;
  profilePic: string | null;
}

export const liveAuthor = (user: Pick<HostRow, 'id' | 'firstName' | 'lastName' | 'profilePhoto'>, mediaUrls: MediaUrls): LiveAuthor => ({
  userId: user.id,
  userName: `${user.firstName} ${user.lastName}`.trim(),
  profilePic: mediaUrls.photo(user.profilePhoto),
});

export function liveMessage(
  streamId: string,
  author: LiveAuthor,
  kind: LiveMessageKindCode,
  message: string,
  at: Date,
  extra: { id?: string; media?: string | null; coins?: number; note?: string; menuItem?: string } = {},
): LiveChatMessage {
  return {
    id: extra.id ?? randomUUID(),
    stream_id: streamId,
    ...author,
    message,
    messageType: kind,
    media: extra.media ?? null,
    coins: extra.coins ?? 0,
    ...(extra.note ? { note: extra.note } : {}),
    ...(extra.menuItem ? { menu_item: extra.menuItem } : {}),
    created_at: at.toISOString(),
  };
}

export const tipLine = (coins: number) => `Tipped ${coins} coins!`;
export const menuTipLine = (coins: number, item: string) => `Tipped ${coins} for ${item}`;
export const giftLine = (coins: number) => `Sent sticker worth ${coins} coins!`;
export const END_LINE = 'Live stream ended';
export { LiveMessageKind };
