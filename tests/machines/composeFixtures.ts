import { Messages } from '../../contract';
import type { Post } from '../../src/machines/post';
import type { CreatedPost, UploadedFile } from '../../src/machines/uploadRequest';
import { png } from '../support/files';

/** The answers the composer's fake services give. */

export const uploaded = (n: number): UploadedFile => ({ key: `post/images/file${n}.png`, location: `/media/post/images/file${n}.png` });

export const createdPost: Post = {
  id: '41',
  author: {
    id: 'u-7',
    firstName: 'Ava',
    lastName: 'Stone',
    username: 'ava.stone',
    profilePhoto: null,
    isVerified: true,
    isFollowing: false,
    isSubscribed: false,
    postsCount: 4,
  },
  type: 'IMAGE',
  description: 'Sunset #beach',
  images: [{ url: '/media/post/images/file1.png', width: 800, height: 600, sources: [] }],
  mediaUrl: null,
  thumbnailUrl: null,
  teaserUrl: null,
  hlsUrl: null,
  posterUrl: null,
  previewUrl: '/media/post/previews/41.jpg',
  previewSources: [],
  mediaCount: 1,
  payment: 'FREE',
  price: 0,
  hashtags: ['beach'],
  taggedUserIds: [],
  taggedPeople: [],
  width: 800,
  height: 600,
  aspectRatio: 1.33,
  isLocked: false,
  isLiked: false,
  isFavourite: false,
  likeCount: 0,
  commentCount: 0,
  createdAt: '2026-01-02T03:04:05.000Z',
  poll: null,
};

export const created: CreatedPost = { message: Messages.postCreated, post: createdPost };

/** Failures as the services throw them. */
export const uploadRefused = { message: Messages.imageType, status: 400 };
export const draftSaved = { message: Messages.draftSaved };
export const notCreated = { message: Messages.postNotCreated, status: 500 };
/** No answer at all: the upload fallback of spec §8. */
export const offline = new Error('');

/** One picture, reused so a model path and its replay hold the very same File. */
export const photo = png('sunset.png');
export const secondPhoto = png('dusk.png');

/** Someone the composer tags. */
export const taggedMilo = { id: '3', firstName: 'Milo', lastName: 'Rivers', username: 'milo', profilePhoto: null, isVerified: true };
