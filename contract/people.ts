import Type, { type Static } from 'typebox';
import { Envelope } from './envelope.ts';
import { FlagField as Flag, Id, Line, Page } from './fields.ts';
import { Messages } from './messages.ts';
import { SEARCH_MAX } from './rules.ts';
import { Person, User } from './user.ts';
import type { Endpoint } from './endpoint.ts';
import { TrendingQuery } from './posts.ts';

/*
 * People of spec §3 and §7: follow, followers and followings, block, trending people and the header
 * search. Blocking is mutual invisibility: neither side is ever listed to the other.
 */

// ---- POST /api/user/{follow,unfollow,block,unblock}
export const UserIdBody = Type.Object({ user_id: Id() });
export type UserIdBody = Static<typeof UserIdBody>;

/** The two follow counts of a user, as a follow or block leaves them. */
const FollowCounts = {
  followers_count: Type.Integer({ minimum: 0 }),
  following_count: Type.Integer({ minimum: 0 }),
};

/**
 * Follow and unfollow answer the relation and the two counts the screens show: the followed user's
 * `followers_count` (their profile) and the viewer's own `following_count` (the profile card).
 */
export const FollowResponse = Envelope(Type.Object({ user_id: Type.Integer(), is_following: Flag(), ...FollowCounts }));
export type FollowResponse = Static<typeof FollowResponse>;

/** Block and unblock answer the relation and the viewer's own counts (a block ends the follows both ways). */
export const BlockResponse = Envelope(Type.Object({ user_id: Type.Integer(), is_block: Flag(), ...FollowCounts }));
export type BlockResponse = Static<typeof BlockResponse>;

// ---- POST /api/user/{followers,followings}: pages of PAGE_SIZE from 1, newest follow first.
export const PeoplePageBody = Type.Object({ user_id: Id(), page: Page() });
export type PeoplePageBody = Static<typeof PeoplePageBody>;

export { Person } from './user.ts';

/**
 * A person of a followers or followings list, with `is_following` as the viewer sees them. `node_chate_id` (the spec's
 * spelling) is their chat member id: private, so null unless the person is the viewer.
 */
export const Connection = Type.Object({
  ...Person.properties,
  is_following: Flag(),
  node_chate_id: Type.Union([Type.String(), Type.Null()]),
});
export type Connection = Static<typeof Connection>;

/** §3 Follower item; `user_id` is the follower's id, as `follower_details.id`. */
export const Follower = Type.Object({ user_id: Type.Integer(), follower_details: Connection });
export type Follower = Static<typeof Follower>;
/** §3 Following item; `user_id` is the followed person's id, as `following_details.id`. */
export const Following = Type.Object({ user_id: Type.Integer(), following_details: Connection });
export type Following = Static<typeof Following>;

export const FollowerListResponse = Envelope(Type.Array(Follower));
export type FollowerListResponse = Static<typeof FollowerListResponse>;
export const FollowingListResponse = Envelope(Type.Array(Following));
export type FollowingListResponse = Static<typeof FollowingListResponse>;

// ---- POST /api/user/block-list {page}: the viewer's own list (the spec's userId is the token's), newest block first.
export const BlockListBody = Type.Object({ page: Page() });
export type BlockListBody = Static<typeof BlockListBody>;
/** A blocked person; `is_block` is 1 (the Blacklist panel toggles it). */
export const BlockedPerson = Type.Object({ ...Person.properties, is_block: Flag() });
export type BlockedPerson = Static<typeof BlockedPerson>;
export const BlockListResponse = Envelope(Type.Array(BlockedPerson));
export type BlockListResponse = Static<typeof BlockListResponse>;

// ---- POST /api/user/trending?page={n}: the page travels in the query, like the trending feed's.
/**
 * The Suggestions panel's people as full Users seen by the viewer (private fields blank): those the viewer does not follow
 * yet, most followed first, then those they follow; never the viewer nor anyone blocked either way.
 */
export const TrendingPeopleResponse = Envelope(Type.Array(User));
export type TrendingPeopleResponse = Static<typeof TrendingPeopleResponse>;

// ---- POST /api/user/autocomplete-user {search}
/** A prefix of a first name, last name or username; case and accents do not matter ("jose" finds "José"). */
export const AutocompleteBody = Type.Object({
  search: Line({ min: 1, max: SEARCH_MAX, pattern: '\\S', messages: Messages.searchInvalid }),
});
export type AutocompleteBody = Static<typeof AutocompleteBody>;
/** A person the search found, with whether the viewer follows them. */
export const FoundPerson = Type.Object({ ...Person.properties, is_following: Flag() });
/** At most AUTOCOMPLETE_SIZE people, the most followed first. */
export const AutocompleteResponse = Envelope(Type.Array(FoundPerson));
export type AutocompleteResponse = Static<typeof AutocompleteResponse>;

/** Follows, blocking, suggested people and the header search. */
export const PeopleEndpoints = {
  follow: {
    method: 'POST',
    path: '/api/user/follow',
    caller: 'signedIn',
    area: 'People',
    summary: 'Follow a person',
    body: UserIdBody,
    response: FollowResponse,
  },
  unfollow: {
    method: 'POST',
    path: '/api/user/unfollow',
    caller: 'signedIn',
    area: 'People',
    summary: 'Unfollow a person',
    body: UserIdBody,
    response: FollowResponse,
  },
  followers: {
    method: 'POST',
    path: '/api/user/followers',
    caller: 'signedIn',
    area: 'People',
    summary: "A person's followers, by page",
    body: PeoplePageBody,
    response: FollowerListResponse,
  },
  followings: {
    method: 'POST',
    path: '/api/user/followings',
    caller: 'signedIn',
    area: 'People',
    summary: 'Whom a person follows, by page',
    body: PeoplePageBody,
    response: FollowingListResponse,
  },
  block: {
    method: 'POST',
    path: '/api/user/block',
    caller: 'signedIn',
    area: 'People',
    summary: 'Block a person (mutual invisibility)',
    body: UserIdBody,
    response: BlockResponse,
  },
  unblock: {
    method: 'POST',
    path: '/api/user/unblock',
    caller: 'signedIn',
    area: 'People',
    summary: 'Unblock a person',
    body: UserIdBody,
    response: BlockResponse,
  },
  blockedPeople: {
    method: 'POST',
    path: '/api/user/block-list',
    caller: 'signedIn',
    area: 'People',
    summary: 'The people the viewer blocked, by page',
    body: BlockListBody,
    response: BlockListResponse,
  },
  /** The page travels in the query, as the trending feed's (spec §7: a POST with an empty body). */
  suggestedPeople: {
    method: 'POST',
    path: '/api/user/trending',
    caller: 'signedIn',
    area: 'People',
    summary: 'Suggested people, by page (the page in the query string)',
    query: TrendingQuery,
    response: TrendingPeopleResponse,
  },
  searchPeople: {
    method: 'POST',
    path: '/api/user/autocomplete-user',
    caller: 'signedIn',
    area: 'People',
    summary: 'The header search: people by name or username prefix',
    body: AutocompleteBody,
    response: AutocompleteResponse,
  },
} as const satisfies Record<string, Endpoint>;
