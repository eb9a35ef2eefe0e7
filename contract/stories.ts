import Type, { type Static } from 'typebox';
import { Envelope } from './envelope.ts';
import { Id, Line } from './fields.ts';
import { Messages } from './messages.ts';
import { Person } from './user.ts';
import { STORY_IMAGE_KEY_PATTERN } from './rules.ts';
import type { Endpoint } from './endpoint.ts';

/*
 * Stories of spec §3: images of the last STORY_LIFETIME_HOURS, seen by the owner and their followers, never across a
 * block; served through signed URLs that expire with the story, so a copied link dies with it.
 */

/** One image of a story: `story_image` is its signed URL; `seen` once the viewer watched it. */
export const StoryImage = Type.Object({
  id: Type.Integer(),
  story_image: Type.String(),
  created_at: Type.String(),
  /** When it vanishes (created_at + 24 h). */
  expires_at: Type.String(),
  seen: Type.Boolean(),
});
export type StoryImage = Static<typeof StoryImage>;

/** One person's story (spec §3 Story: user and story_image list, oldest first). */
export const Story = Type.Object({
  user: Person,
  story_image: Type.Array(StoryImage),
  /** Every image seen by the viewer: the strip shows this person after those with something new. */
  seen: Type.Boolean(),
});
export type Story = Static<typeof Story>;

// ---- GET /api/stories: the viewer's own story first (when there is one), then the people with unseen
// images, then the rest, each group by its newest image. The strip shows the first STORY_STRIP_MAX.
export const StoriesResponse = Envelope(Type.Array(Story));
export type StoriesResponse = Static<typeof StoriesResponse>;

// ---- POST /api/stories/create {user, story_image}: `story_image` is the key of the viewer's own
// /api/upload answer on `story/images/`; `user`, when sent, must be the viewer (403 otherwise).
export const CreateStoryBody = Type.Object({
  user: Type.Optional(Id()),
  story_image: Line({ min: 1, max: 200, pattern: STORY_IMAGE_KEY_PATTERN, messages: Messages.imageType }),
});
export type CreateStoryBody = Static<typeof CreateStoryBody>;
export const CreateStoryResponse = Envelope(Story);
export type CreateStoryResponse = Static<typeof CreateStoryResponse>;

// ---- POST /api/stories/delete {story_id}: the owner only ('Story Delete Success'; 403/404 'Story Delete Failed').
export const DeleteStoryBody = Type.Object({ story_id: Id() });
export type DeleteStoryBody = Static<typeof DeleteStoryBody>;

// ---- POST /api/stories/seen {story_id} (not in the spec): the viewer watched this image.
export const SeenStoryBody = Type.Object({ story_id: Id() });
export type SeenStoryBody = Static<typeof SeenStoryBody>;

/** The answer of delete and seen: the story's id. */
export const StoryIdResponse = Envelope(Type.Object({ story_id: Type.Integer() }));
export type StoryIdResponse = Static<typeof StoryIdResponse>;

/** 24-hour stories. */
export const StoriesEndpoints = {
  stories: {
    method: 'GET',
    path: '/api/stories',
    caller: 'signedIn',
    area: 'Stories',
    summary: 'The story strip: unseen people first',
    response: StoriesResponse,
  },
  postStory: {
    method: 'POST',
    path: '/api/stories/create',
    caller: 'signedIn',
    area: 'Stories',
    summary: 'Post a story image (an upload on story/images/)',
    body: CreateStoryBody,
    response: CreateStoryResponse,
  },
  deleteStory: {
    method: 'POST',
    path: '/api/stories/delete',
    caller: 'signedIn',
    area: 'Stories',
    summary: "Delete one's own story",
    body: DeleteStoryBody,
    response: StoryIdResponse,
  },
  /** The strip shows people whose stories were all seen last. */
  markStorySeen: {
    method: 'POST',
    path: '/api/stories/seen',
    caller: 'signedIn',
    area: 'Stories',
    summary: 'Mark a story seen',
    body: SeenStoryBody,
    response: StoryIdResponse,
  },
} as const satisfies Record<string, Endpoint>;
