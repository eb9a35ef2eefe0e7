import Type, { type Static } from 'typebox';
import { MediaType } from './codes.ts';
import type { Endpoint } from './endpoint.ts';
import { Empty, Envelope } from './envelope.ts';
import { Id, Line, Page, Text } from './fields.ts';
import { Messages } from './messages.ts';
import { CHAT_FILES_MAX, CHAT_MESSAGE_MAX, FAN_LIST_ADD_MAX, FAN_LIST_NAME_MAX, SEARCH_MAX } from './rules.ts';
import { Person } from './user.ts';
import { CoinAmount } from './wallet.ts';

/*
 * Mass messages (issue 32, item 4): a verified creator writes one message, free or paid, with photos or a video, to
 * all their subscribers, all their followers, or one of their saved fan lists. Each recipient gets it as a message
 * of their own in their chat with the creator, and unlocks a paid one alone (/api/user/update-wallet). The creator
 * sees how many got it, opened it and bought it. See docs/decisions/0051-mass-messages.md
 */

/** Who a mass message goes to. */
export const MassAudience = { subscribers: 'subscribers', followers: 'followers', list: 'list' } as const;
export type MassAudienceCode = (typeof MassAudience)[keyof typeof MassAudience];
const audienceField = () =>
  Type.Union([Type.Literal(MassAudience.subscribers), Type.Literal(MassAudience.followers), Type.Literal(MassAudience.list)]);

/** 'sending' while the delivery job writes the recipients' messages, 'sent' once every one has it. */
export const MassMessageStatus = { sending: 'sending', sent: 'sent' } as const;

const listName = () => Line({ min: 1, max: FAN_LIST_NAME_MAX, pattern: '\\S', messages: Messages.fanListNameRequired });

// ---- POST /api/mass-messages/send: `files` are keys of the creator's own chat uploads (/files/upload, or a vault
// item copied for chat), not used by a message yet; a price makes it paid, and then it needs exactly one file.
export const SendMassMessageBody = Type.Object(
  {
    audience: audienceField(),
    /** The saved list, when `audience` is 'list'. */
    list_id: Type.Optional(Id()),
    content: Text({ max: CHAT_MESSAGE_MAX, messages: Messages.chatMessageTooLong }),
    files: Type.Optional(Type.Array(Line({ max: 300 }), { maxItems: CHAT_FILES_MAX })),
    price: Type.Optional(CoinAmount(Messages.transferAmountRequired)),
    /** The creator's own id for it: a retry finds the first, never sends twice. */
    client_id: Line({ min: 8, max: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  { additionalProperties: false },
);
export type SendMassMessageBody = Static<typeof SendMassMessageBody>;

/** A mass message as its author reads it in their history. */
export const MassMessage = Type.Object({
  id: Type.Integer(),
  audience: audienceField(),
  /** The list's name when sent to a list (null once the list is deleted). */
  list_name: Type.Union([Type.String(), Type.Null()]),
  content: Type.String(),
  /** Null for a free message. */
  price: Type.Union([Type.Integer(), Type.Null()]),
  /** Its files' thumbnails, signed for the author. */
  media: Type.Array(Type.Object({ media_type: Type.Enum(MediaType), thumbnail_url: Type.String() })),
  status: Type.Union([Type.Literal(MassMessageStatus.sending), Type.Literal(MassMessageStatus.sent)]),
  /** Recipients who have it in their chat. */
  sent: Type.Integer({ minimum: 0 }),
  /** Recipients who opened their chat past it. */
  opened: Type.Integer({ minimum: 0 }),
  /** Recipients who paid for it (a paid message). */
  bought: Type.Integer({ minimum: 0 }),
  /** Coins those purchases brought, before the platform's fee. */
  earned: Type.Integer({ minimum: 0 }),
  created_at: Type.String(),
});
export type MassMessage = Static<typeof MassMessage>;
export const MassMessageResponse = Envelope(MassMessage);

// ---- POST /api/mass-messages {page}: the creator's mass messages, newest first.
export const MassMessagesBody = Type.Object({ page: Page() });
export const MassMessagesResponse = Envelope(Type.Array(MassMessage));

// ---- POST /api/mass-messages/audiences {}: how many each audience holds now (the composer's counts).
export const MassAudiencesResponse = Envelope(
  Type.Object({ subscribers: Type.Integer({ minimum: 0 }), followers: Type.Integer({ minimum: 0 }) }),
);

/** A saved list of fans, with how many are in it. */
export const FanList = Type.Object({ id: Type.Integer(), name: Type.String(), members: Type.Integer({ minimum: 0 }) });
export type FanList = Static<typeof FanList>;

// ---- POST /api/fan-lists {}: the creator's lists by name.
export const FanListsResponse = Envelope(Type.Array(FanList));
// ---- POST /api/fan-lists/create {name}
export const CreateFanListBody = Type.Object({ name: listName() }, { additionalProperties: false });
export const FanListResponse = Envelope(FanList);
// ---- POST /api/fan-lists/delete {list_id}
export const FanListIdBody = Type.Object({ list_id: Id() }, { additionalProperties: false });

/** One of the creator's fans (a follower or a subscriber), and whether the list asked about holds them. */
export const ListedFan = Type.Object({ person: Person, in_list: Type.Boolean(), subscribed: Type.Boolean() });
export type ListedFan = Static<typeof ListedFan>;
// ---- POST /api/fan-lists/fans {list_id, page, search?}: the creator's fans, members of the list first, by name.
export const FanListFansBody = Type.Object(
  {
    list_id: Id(),
    page: Page(),
    search: Type.Optional(Line({ max: SEARCH_MAX, messages: Messages.searchInvalid })),
  },
  { additionalProperties: false },
);
export type FanListFansBody = Static<typeof FanListFansBody>;
export const FanListFansResponse = Envelope(Type.Array(ListedFan));

// ---- POST /api/fan-lists/add {list_id, user_ids} and /api/fan-lists/remove {list_id, user_ids}
export const FanListMembersBody = Type.Object(
  { list_id: Id(), user_ids: Type.Array(Id(), { minItems: 1, maxItems: FAN_LIST_ADD_MAX }) },
  { additionalProperties: false },
);
export type FanListMembersBody = Static<typeof FanListMembersBody>;

export const MassMessageEndpoints = {
  sendMassMessage: {
    method: 'POST',
    path: '/api/mass-messages/send',
    caller: 'signedIn',
    area: 'Chat',
    summary: 'Send one message, free or paid, to all my subscribers, all my followers or a saved list',
    description:
      'A verified creator only, MASS_MESSAGES_PER_DAY in any 24 hours. Answers at once with the message in `sending`; a job writes each recipient their own chat message and pushes it to their tabs.',
    body: SendMassMessageBody,
    response: MassMessageResponse,
  },
  massMessages: {
    method: 'POST',
    path: '/api/mass-messages',
    caller: 'signedIn',
    area: 'Chat',
    summary: 'My mass messages, newest first, with how many got, opened and bought each',
    body: MassMessagesBody,
    response: MassMessagesResponse,
  },
  massAudiences: {
    method: 'POST',
    path: '/api/mass-messages/audiences',
    caller: 'signedIn',
    area: 'Chat',
    summary: 'How many subscribers and followers a mass message would reach now',
    body: Empty,
    response: MassAudiencesResponse,
  },
  fanLists: {
    method: 'POST',
    path: '/api/fan-lists',
    caller: 'signedIn',
    area: 'Chat',
    summary: 'My saved fan lists, by name',
    body: Empty,
    response: FanListsResponse,
  },
  createFanList: {
    method: 'POST',
    path: '/api/fan-lists/create',
    caller: 'signedIn',
    area: 'Chat',
    summary: 'Save a new, empty fan list',
    body: CreateFanListBody,
    response: FanListResponse,
  },
  deleteFanList: {
    method: 'POST',
    path: '/api/fan-lists/delete',
    caller: 'signedIn',
    area: 'Chat',
    summary: 'Delete one of my fan lists (mass messages sent to it keep their counts)',
    body: FanListIdBody,
    response: FanListResponse,
  },
  fanListFans: {
    method: 'POST',
    path: '/api/fan-lists/fans',
    caller: 'signedIn',
    area: 'Chat',
    summary: "My followers and subscribers, the list's members first, to add or remove",
    body: FanListFansBody,
    response: FanListFansResponse,
  },
  addToFanList: {
    method: 'POST',
    path: '/api/fan-lists/add',
    caller: 'signedIn',
    area: 'Chat',
    summary: 'Add some of my followers or subscribers to one of my lists',
    body: FanListMembersBody,
    response: FanListResponse,
  },
  removeFromFanList: {
    method: 'POST',
    path: '/api/fan-lists/remove',
    caller: 'signedIn',
    area: 'Chat',
    summary: 'Take people out of one of my lists',
    body: FanListMembersBody,
    response: FanListResponse,
  },
} as const satisfies Record<string, Endpoint>;
