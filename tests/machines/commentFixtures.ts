import { Messages } from '../../contract';
import { PAGE_SIZE } from '../../contract/rules';
import type { CommentAdded, CommentEntry, CommentThread } from '../../src/machines/comments.machine';
import type { VoteCounted } from '../../src/machines/pollVote.machine';
import type { Poll as PollState, Post } from '../../src/machines/post';
import { storePost } from './posts.fixtures';

/** The answers the comment and poll fakes give. */

export const entry = (id: string, overrides: Partial<CommentEntry> = {}): CommentEntry => ({
  id,
  postId: '5',
  author: { id: '3', firstName: 'Bo', lastName: 'Reed', username: 'bo', profilePhoto: null, isVerified: false },
  text: `comment ${id}`,
  parentId: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

export const thread = (id: string, replies: CommentEntry[] = []): CommentThread => ({ ...entry(id), replies });

/** A full page (more may follow) and a short one (the last). */
export const fullPage: CommentThread[] = Array.from({ length: PAGE_SIZE }, (_, i) =>
  thread(`c${i + 1}`, i === 0 ? [entry(`r${i + 1}`, { parentId: `c${i + 1}` })] : []),
);
export const lastPage: CommentThread[] = [thread('c10'), thread('c11')];
export const emptyPage: CommentThread[] = [];

export const typed = 'Lovely shot ';
export const blank = '   ';
export const tooLong = 'x'.repeat(1001);

export const added: CommentAdded = {
  message: Messages.commentAdded,
  postId: '5',
  commentCount: 12,
  comment: entry('c99', {
    text: typed.trim(),
    author: { id: '7', firstName: 'Ava', lastName: 'Stone', username: 'ava', profilePhoto: null, isVerified: true },
  }),
};
export const replied: CommentAdded = { ...added, commentCount: 13, comment: { ...added.comment, id: 'r99', parentId: 'c1' } };

export const commentRefused = { message: Messages.commentTooLong, status: 400 };
export const postGone = { message: Messages.postNotFound, status: 404 };
export const offline = new TypeError('');

export const pollBefore: PollState = {
  id: '4',
  question: 'Tea or coffee?',
  kind: 'TEXT',
  totalVotes: 3,
  hasVoted: false,
  options: [
    { id: '1', text: 'Tea', imageUrl: null, votes: 2, percentage: 66.7, isChosen: false },
    { id: '2', text: 'Coffee', imageUrl: null, votes: 1, percentage: 33.3, isChosen: false },
  ],
};
export const counted: VoteCounted = {
  message: Messages.voted,
  postId: '5',
  poll: {
    ...pollBefore,
    totalVotes: 4,
    hasVoted: true,
    options: [
      { id: '1', text: 'Tea', imageUrl: null, votes: 3, percentage: 75, isChosen: true },
      { id: '2', text: 'Coffee', imageUrl: null, votes: 1, percentage: 25, isChosen: false },
    ],
  },
};
export const alreadyVoted = { message: Messages.alreadyVoted, status: 409 };

/** A poll post as the store holds it. */
export const pollPost = (id: string, poll: PollState | null = pollBefore): Post =>
  storePost(id, { type: 'POLL', description: '', commentCount: 11, poll });
