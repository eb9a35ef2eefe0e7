import Type, { type Static } from 'typebox';
import { LiveMessageKind, StreamType } from './codes.ts';
import type { LiveSocketEvents } from './routes.ts';
import { Envelope } from './envelope.ts';
import { Id, Line, Text, withMessage } from './fields.ts';
import { Messages } from './messages.ts';
import { Person } from './user.ts';
import {
  COIN_AMOUNT_MAX,
  LIVE_CHAT_MAX,
  LIVE_DESCRIPTION_MAX,
  LIVE_GOAL_LABEL_MAX,
  LIVE_GOAL_MAX,
  LIVE_GOAL_MIN,
  LIVE_MENU_LABEL_MAX,
  LIVE_MENU_MAX,
  LIVE_MENU_PRICE_MIN,
  LIVE_TITLE_MAX,
  STREAM_ID_PATTERN,
} from './rules.ts';
import { MessageResponse } from './auth.ts';
import { Balance, CoinAmount, IdempotencyHeaders, TipNote } from './wallet.ts';
import type { Endpoint } from './endpoint.ts';

/*
 * Live streams of spec §3 (camera, chat, tips, gifts); the tokens answer says the transport (docs/decisions/0017).
 * Anyone the host has not blocked may watch a free stream, a paid one once paid; a host has at most one live.
 */

export const StreamId = () => Line({ min: 10, max: 10, pattern: STREAM_ID_PATTERN, messages: Messages.liveNotFound });

/** A live chat message (spec §3): text, a tip or gift (`media` the sticker), or the host's end of stream. */
export const LiveChatMessage = Type.Object({
  id: Type.String(),
  stream_id: Type.String(),
  userId: Type.Integer(),
  userName: Type.String(),
  profilePic: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
  messageType: Type.Enum(LiveMessageKind),
  media: Type.Union([Type.String(), Type.Null()]),
  /** Coins of a tip or gift; 0 otherwise. */
  coins: Type.Integer({ minimum: 0 }),
  /** The short message a gift carried (issue 28), for the host and every viewer. */
  note: Type.Optional(Type.String()),
  /** The tip menu item a tip paid for (issue 32): its label. */
  menu_item: Type.Optional(Type.String()),
  created_at: Type.String(),
});
export type LiveChatMessage = Static<typeof LiveChatMessage>;

/** A stream's tip goal (issue 32): the coins to reach and what happens then ("Dance at 500 coins"). */
export const LiveGoal = Type.Object({
  coins: Type.Integer({
    minimum: LIVE_GOAL_MIN,
    maximum: LIVE_GOAL_MAX,
    ...withMessage(Messages.liveGoalRange),
  }),
  label: Line({
    min: 1,
    max: LIVE_GOAL_LABEL_MAX,
    pattern: '\\S',
    messages: { default: Messages.liveGoalLabelRequired, maxLength: Messages.liveGoalLabelTooLong },
  }),
});
export type LiveGoal = Static<typeof LiveGoal>;
/** The goal as answers carry it. */
export const LiveGoalShown = Type.Object({ coins: Type.Integer({ minimum: 1 }), label: Type.String() });

/** A tip menu item as the host writes it: a label and its price in coins. */
export const LiveMenuItemInput = Type.Object({
  label: Line({
    min: 1,
    max: LIVE_MENU_LABEL_MAX,
    pattern: '\\S',
    messages: { default: Messages.liveMenuLabelRequired, maxLength: Messages.liveMenuLabelTooLong },
  }),
  price: Type.Integer({
    minimum: LIVE_MENU_PRICE_MIN,
    maximum: COIN_AMOUNT_MAX,
    ...withMessage({ default: Messages.amountTooBig, minimum: Messages.liveMenuPriceMin, type: Messages.liveMenuPriceMin }),
  }),
});
export type LiveMenuItemInput = Static<typeof LiveMenuItemInput>;
/** A stream's tip menu: at most LIVE_MENU_MAX items. */
export const LiveMenuInput = () => Type.Array(LiveMenuItemInput, { maxItems: LIVE_MENU_MAX, ...withMessage(Messages.liveMenuTooMany) });

/** A tip menu item as viewers see it: its id (the server's) names it in a menu tip. */
export const LiveMenuItem = Type.Object({ id: Type.String(), label: Type.String(), price: Type.Integer({ minimum: 1 }) });
export type LiveMenuItem = Static<typeof LiveMenuItem>;

/** A stream's goal, menu and the coins tipped in it so far (tips and gifts, from the ledger). */
export const LiveTipsState = Type.Object({
  stream_id: Type.String(),
  goal: Type.Union([LiveGoalShown, Type.Null()]),
  menu: Type.Array(LiveMenuItem),
  tips_total: Type.Integer({ minimum: 0 }),
});
export type LiveTipsState = Static<typeof LiveTipsState>;

/** A stream as a viewer sees it (spec §3 Live stream), with its audience and the viewer's access. */
export const LiveStream = Type.Object({
  stream_id: Type.String(),
  broadcaster_id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  /** The price in coins; 0 when free. */
  amount: Type.Integer({ minimum: 0 }),
  type: Type.Enum(StreamType),
  user: Person,
  /** Viewers watching now (the host not counted). */
  viewers: Type.Integer({ minimum: 0 }),
  created_at: Type.String(),
  /** The viewer may watch now: free, paid already, or their own stream. */
  joined: Type.Boolean(),
  /** The host's tip goal, or null (issue 32). */
  goal: Type.Union([LiveGoalShown, Type.Null()]),
  /** The host's tip menu (issue 32). */
  menu: Type.Array(LiveMenuItem),
  /** Coins tipped in this stream so far (tips, menu tips and gifts), summed from the ledger. */
  tips_total: Type.Integer({ minimum: 0 }),
});
export type LiveStream = Static<typeof LiveStream>;

// ---- GET /api/livestreams (not in the spec): the streams live now by the people the viewer follows, and
// the viewer's own, newest first: the bubbles of the home strip.
export const LiveStreamsResponse = Envelope(Type.Array(LiveStream));
export type LiveStreamsResponse = Static<typeof LiveStreamsResponse>;

// ---- POST /api/livestreams/stream {stream_id} (not in the spec): one stream, to open it from a notification.
export const StreamBody = Type.Object({ stream_id: StreamId() });
export type StreamBody = Static<typeof StreamBody>;
export const LiveStreamResponse = Envelope(LiveStream);
export type LiveStreamResponse = Static<typeof LiveStreamResponse>;

// ---- POST /api/livestreams/create {stream_id, broadcaster_id, title, description, amount, type}
// `broadcaster_id` must be the viewer (403); a paid stream needs a verified host; creating a stream ends
// the host's previous one. Notifies the host's followers (new_livestream).
export const CreateLiveStreamBody = Type.Object({
  stream_id: StreamId(),
  broadcaster_id: Id(),
  title: Line({
    min: 1,
    max: LIVE_TITLE_MAX,
    pattern: '\\S',
    messages: { default: Messages.liveTitleRequired, maxLength: Messages.liveTitleTooLong },
  }),
  description: Text({ max: LIVE_DESCRIPTION_MAX, default: '', messages: Messages.liveDescriptionTooLong }),
  /** 0 when free; at least LIVE_PRICE_MIN when paid. */
  amount: Type.Integer({ minimum: 0, maximum: 99_999, ...withMessage(Messages.livePriceMin) }),
  type: Type.Enum(StreamType),
  /** An optional tip goal (issue 32). */
  goal: Type.Optional(Type.Union([LiveGoal, Type.Null()])),
  /** An optional tip menu (issue 32). */
  menu: Type.Optional(LiveMenuInput()),
});
export type CreateLiveStreamBody = Static<typeof CreateLiveStreamBody>;

// ---- POST /api/livestreams/tips-setup {stream_id, goal, menu} (issue 32): the host sets (or clears) the stream's
// tip goal and replaces its tip menu while live; 403 to anyone else. The room hears LiveSocketEvents.tips.
export const LiveTipsSetupBody = Type.Object({ stream_id: StreamId(), goal: Type.Union([LiveGoal, Type.Null()]), menu: LiveMenuInput() });
export type LiveTipsSetupBody = Static<typeof LiveTipsSetupBody>;

// ---- POST /api/livestreams/menu-tip {stream_id, item_id, price} (+ idempotency header): a tip of a menu item's
// price, shown in the live chat as LIVE_MESSAGE_TYPE_TIP with `menu_item`; 409 when the item is gone or its price
// is not `price` (a viewer can't invent prices).
export const LiveMenuTipBody = Type.Object({
  stream_id: StreamId(),
  item_id: Line({ min: 1, max: 32, messages: Messages.liveMenuItemGone }),
  price: CoinAmount(),
});
export type LiveMenuTipBody = Static<typeof LiveMenuTipBody>;

// ---- POST /api/livestreams/viewers {stream_id} (issue 32): who watches now (across every process), for the host
// only (403 to anyone else); earliest join first.
export const LiveViewer = Type.Object({ user: Person, joined_at: Type.String() });
export type LiveViewer = Static<typeof LiveViewer>;
export const LiveViewersResponse = Envelope(Type.Array(LiveViewer));
export type LiveViewersResponse = Static<typeof LiveViewersResponse>;

// ---- POST /api/livestreams/delete {stream_id}: the host only. Sends LIVE_MESSAGE_TYPE_END_STREAM to
// the stream's room and ends every viewer's session.
// ---- POST /api/livestreams/join-livestream {stream_id}: a paid stream charges its price once per viewer
// (a double click or a rejoin answers the first join); a free one just says yes. 'Joined Successfullly'.
export const JoinLiveStreamResponse = Envelope(Type.Object({ stream: LiveStream, ...Balance }));
export type JoinLiveStreamResponse = Static<typeof JoinLiveStreamResponse>;

// ---- POST /api/livestreams/tip {stream_id, amount} (+ idempotency header): a tip to the host, shown to
// everyone in the live chat as LIVE_MESSAGE_TYPE_TIP.
export const LiveTipBody = Type.Object({ stream_id: StreamId(), amount: CoinAmount() });
export type LiveTipBody = Static<typeof LiveTipBody>;
// ---- POST /api/livestreams/gift {stream_id, sticker_id, message?} (+ idempotency header): a sticker as a gift,
// shown in the live chat as LIVE_MESSAGE_TYPE_TIP with the sticker as `media` and its short message as `note`.
export const LiveGiftBody = Type.Object({ stream_id: StreamId(), sticker_id: Id(), message: TipNote() });
export type LiveGiftBody = Static<typeof LiveGiftBody>;
export const LiveTipResponse = Envelope(Type.Object({ ...Balance, message: LiveChatMessage }));
export type LiveTipResponse = Static<typeof LiveTipResponse>;

// ---- POST /api/agora/tokens {channelName}: the stream's tokens for the viewer, refused (403) to anyone who
// may not watch (blocked, or a paid stream not paid). `transport` says which the machines use: 'webrtc'
// (the embedded one: `rtctoken` is the server's signed pass the socket's live.join checks, `rtmtoken` the
// same) or 'agora' (tokens from agora-token for `app_id`, `uid`; host as publisher, audience as subscriber).
export const AgoraTokensBody = Type.Object({ channelName: StreamId() });
export type AgoraTokensBody = Static<typeof AgoraTokensBody>;
export const LiveTransport = { webrtc: 'webrtc', agora: 'agora' } as const;
export const LiveRole = { host: 'host', audience: 'audience' } as const;
export const AgoraTokensResponse = Envelope(
  Type.Object({
    rtctoken: Type.String(),
    rtmtoken: Type.String(),
    transport: Type.Enum(LiveTransport),
    role: Type.Enum(LiveRole),
    app_id: Type.Union([Type.String(), Type.Null()]),
    uid: Type.Integer(),
    /** The most viewers the embedded transport carries (WEBRTC_VIEWER_CAPACITY); null with Agora. */
    capacity: Type.Union([Type.Integer(), Type.Null()]),
  }),
);
export type AgoraTokensResponse = Static<typeof AgoraTokensResponse>;

// ---- socket events of a live stream (DESIGN.md realtime), on the same socket as chat; names in
// contract/routes.ts LiveSocketEvents. The server validates every payload against these schemas.
export const LiveJoinPayload = Type.Object({ stream_id: StreamId(), token: Line({ min: 1, max: 2000 }) });
export type LiveJoinPayload = Static<typeof LiveJoinPayload>;
export const LiveChatPayload = Type.Object({
  stream_id: StreamId(),
  message: Text({
    min: 1,
    max: LIVE_CHAT_MAX,
    pattern: '\\S',
    messages: { default: Messages.liveMessageEmpty, maxLength: Messages.liveMessageTooLong },
  }),
});
export type LiveChatPayload = Static<typeof LiveChatPayload>;
/** A WebRTC description or ICE candidate, relayed as is between the host and one viewer. */
export const LiveSignal = Type.Union([
  Type.Object({
    description: Type.Object({
      type: Type.Union([Type.Literal('offer'), Type.Literal('answer')]),
      sdp: Type.String({ maxLength: 20_000 }),
    }),
  }),
  Type.Object({
    candidate: Type.Union([
      Type.Object({
        candidate: Type.String({ maxLength: 2000 }),
        sdpMid: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
        sdpMLineIndex: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 64 }), Type.Null()])),
      }),
      Type.Null(),
    ]),
  }),
]);
export type LiveSignal = Static<typeof LiveSignal>;
export const LiveSignalPayload = Type.Object({ stream_id: StreamId(), to: Line({ min: 1, max: 64 }), signal: LiveSignal });
export type LiveSignalPayload = Static<typeof LiveSignalPayload>;

/** What live.join answers: the room joined (with its audience) or why not. */
export type LiveJoinAck = { ok: true; viewers: number; role: 'host' | 'audience' } | { ok: false; message: string };
/** What live.chat and live.signal answer. */
export type LiveAck = { ok: true } | { ok: false; message: string };

export interface LiveServerToClientEvents {
  /** A live chat message for the stream's room (text, tip, end of stream). */
  [LiveSocketEvents.message]: (message: LiveChatMessage) => void;
  /** The audience changed. */
  [LiveSocketEvents.viewers]: (update: { stream_id: string; viewers: number }) => void;
  /** To the host: a viewer's socket joined (`peer`) and waits for an offer; or left. */
  [LiveSocketEvents.peer]: (update: { stream_id: string; peer: string; user_id: number; joined: boolean }) => void;
  /** A description or candidate from `from` (a socket id). */
  [LiveSocketEvents.signal]: (relay: { stream_id: string; from: string; signal: LiveSignal }) => void;
  /** The goal, menu or tips total changed (the total only grows: keep the largest seen). */
  [LiveSocketEvents.tips]: (state: LiveTipsState) => void;
}
export interface LiveClientToServerEvents {
  [LiveSocketEvents.join]: (payload: LiveJoinPayload, ack: (answer: LiveJoinAck) => void) => void;
  [LiveSocketEvents.leave]: (payload: { stream_id: string }) => void;
  [LiveSocketEvents.chat]: (payload: LiveChatPayload, ack: (answer: LiveAck) => void) => void;
  [LiveSocketEvents.signal]: (payload: LiveSignalPayload, ack?: (answer: LiveAck) => void) => void;
}

/** Live streams, their tokens, joins, tips and gifts. */
export const LiveEndpoints = {
  /** The streams live now by the people the viewer follows, and the viewer's own. */
  liveStreams: {
    method: 'GET',
    path: '/api/livestreams',
    caller: 'signedIn',
    area: 'Live',
    summary: "Streams live now by people followed, and the viewer's own",
    response: LiveStreamsResponse,
  },
  /** One stream, to open it from a notification. */
  liveStream: {
    method: 'POST',
    path: '/api/livestreams/stream',
    caller: 'signedIn',
    area: 'Live',
    summary: 'One stream',
    body: StreamBody,
    response: LiveStreamResponse,
  },
  goLive: {
    method: 'POST',
    path: '/api/livestreams/create',
    caller: 'signedIn',
    area: 'Live',
    summary: 'Go live: free or paid',
    body: CreateLiveStreamBody,
    response: LiveStreamResponse,
  },
  endLive: {
    method: 'POST',
    path: '/api/livestreams/delete',
    caller: 'signedIn',
    area: 'Live',
    summary: "End the viewer's stream",
    body: StreamBody,
    response: MessageResponse,
  },
  joinLive: {
    method: 'POST',
    path: '/api/livestreams/join-livestream',
    caller: 'signedIn',
    topsUp: true,
    area: 'Live',
    summary: 'Join a stream (a paid one is charged once)',
    body: StreamBody,
    response: JoinLiveStreamResponse,
  },
  tipLive: {
    method: 'POST',
    path: '/api/livestreams/tip',
    caller: 'signedIn',
    topsUp: true,
    area: 'Live',
    summary: "Tip in a stream's chat",
    body: LiveTipBody,
    headers: IdempotencyHeaders,
    response: LiveTipResponse,
  },
  /** A sticker given as a gift in a live stream's chat. */
  giftLive: {
    method: 'POST',
    path: '/api/livestreams/gift',
    caller: 'signedIn',
    topsUp: true,
    area: 'Live',
    summary: "Give a sticker in a stream's chat",
    body: LiveGiftBody,
    headers: IdempotencyHeaders,
    response: LiveTipResponse,
  },
  /** The host sets the stream's tip goal and tip menu (issue 32). */
  liveTipsSetup: {
    method: 'POST',
    path: '/api/livestreams/tips-setup',
    caller: 'signedIn',
    area: 'Live',
    summary: "Set the stream's tip goal and tip menu (the host only)",
    body: LiveTipsSetupBody,
    response: LiveStreamResponse,
  },
  /** A tip of a menu item's price (issue 32). */
  menuTipLive: {
    method: 'POST',
    path: '/api/livestreams/menu-tip',
    caller: 'signedIn',
    topsUp: true,
    area: 'Live',
    summary: "Tip a stream's menu item",
    body: LiveMenuTipBody,
    headers: IdempotencyHeaders,
    response: LiveTipResponse,
  },
  /** Who watches now, for the host (issue 32). */
  liveViewers: {
    method: 'POST',
    path: '/api/livestreams/viewers',
    caller: 'signedIn',
    area: 'Live',
    summary: 'Who watches the stream now (the host only)',
    body: StreamBody,
    response: LiveViewersResponse,
  },
  liveTokens: {
    method: 'POST',
    path: '/api/agora/tokens',
    caller: 'signedIn',
    area: 'Live',
    summary: 'The pass (embedded WebRTC) or Agora tokens for a stream',
    body: AgoraTokensBody,
    response: AgoraTokensResponse,
  },
} as const satisfies Record<string, Endpoint>;
