import { Messages } from '../../contract/messages';
import type { Post } from '../../src/machines/postStore.machine';

export const author = (id: string, postsCount: number): Post['author'] => ({
  id,
  firstName: 'Ana',
  lastName: 'Author',
  username: `ana${id}`,
  profilePhoto: null,
  isVerified: true,
  isFollowing: false,
  isSubscribed: false,
  postsCount,
});

export const storePost = (id: string, overrides: Partial<Post> = {}): Post => ({
  id,
  author: author('7', 3),
  type: 'TEXT',
  description: `post ${id}`,
  images: [],
  mediaUrl: null,
  thumbnailUrl: null,
  teaserUrl: null,
  hlsUrl: null,
  posterUrl: null,
  previewUrl: null,
  previewSources: [],
  mediaCount: 0,
  payment: 'FREE',
  price: 0,
  hashtags: [],
  taggedUserIds: [],
  taggedPeople: [],
  width: null,
  height: null,
  aspectRatio: null,
  isLocked: false,
  isLiked: false,
  isFavourite: false,
  likeCount: 0,
  commentCount: 0,
  createdAt: '2026-11-21T10:00:00.000Z',
  poll: null,
  ...overrides,
});

/** Errors as the gateway throws them for the post calls (spec §8). */
export const tagPostsFailed = { message: Messages.tagPostsFailed, status: 500 };
export const deleteRefused = { message: Messages.postDeleteFailed, status: 403 };
export const likeRefused = { message: Messages.notFound, status: 404 };
