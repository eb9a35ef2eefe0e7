import { assign, fromPromise, sendTo, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import { COMMENT_MAX, PAGE_SIZE } from '../../contract/rules';
import { assignFailure, toFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { PostStoreRef } from './postStore.machine';
import type { ToastsRef } from './toast.machine';

/** A comment or a reply as the comments panel shows it. */
export interface CommentEntry {
  id: string;
  postId: string;
  text: string;
  /** The top-level comment a reply belongs to; null for a top-level comment. */
  parentId: string | null;
  createdAt: string;
  author: { id: string; firstName: string; lastName: string; username: string; profilePhoto: string | null; isVerified: boolean };
}

/** A top-level comment with its replies, oldest reply first. */
export type CommentThread = CommentEntry & { replies: CommentEntry[] };

export interface NewComment {
  postId: string;
  text: string;
  /** The top-level comment a reply belongs to. */
  parentId?: string;
}

/** The server's answer to a new comment: the comment and the post's new count. */
export interface CommentAdded {
  message: string;
  postId: string;
  commentCount: number;
  comment: CommentEntry;
}

/** Who the next comment answers: always a top-level comment (a reply to a reply joins its thread). */
export interface ReplyTarget {
  commentId: string;
  name: string;
}

/** A screen-scoped actor: the post it is about, and the app's toasts and post store it reports to. */
export interface CommentsInput {
  postId: string;
  toasts: ToastsRef;
  postStore: PostStoreRef;
}

export interface CommentsContext extends CommentsInput {
  /** Top-level comments, newest first, each with its replies oldest first. */
  threads: CommentThread[];
  /** The last page loaded; pages start at 1. */
  page: number;
  hasMore: boolean;
  draft: string;
  replyTo: ReplyTarget | null;
  /** Why the draft cannot be sent as it is (too long); the server's refusals go to a toast instead. */
  draftError: string | null;
  /** The first page could not load: the panel says so and offers a retry. */
  failure: Failure | null;
}

export type CommentsEvent =
  | { type: 'comments.loadMore' }
  | { type: 'comments.retry' }
  | { type: 'comment.input'; text: string }
  | { type: 'comment.reply'; comment: CommentEntry }
  | { type: 'comment.cancelReply' }
  /** Enter in the input or the send button (spec §5). */
  | { type: 'comment.submit' };

export interface CommentsPage {
  postId: string;
  page: number;
}

const fullName = (entry: CommentEntry) => `${entry.author.firstName} ${entry.author.lastName}`.trim();

/** A later page may repeat comments the list already holds (new comments shift the pages). */
const appendNew = (threads: CommentThread[], page: CommentThread[]) => {
  const known = new Set(threads.map((thread) => thread.id));
  return [...threads, ...page.filter((thread) => !known.has(thread.id))];
};

/** A new comment goes on top; a reply at the end of its thread (spec §3: replies oldest first). */
function withComment(threads: CommentThread[], comment: CommentEntry): CommentThread[] {
  if (!comment.parentId) return [{ ...comment, replies: [] }, ...threads.filter((thread) => thread.id !== comment.id)];
  return threads.map((thread) =>
    thread.id === comment.parentId ? { ...thread, replies: [...thread.replies.filter((r) => r.id !== comment.id), comment] } : thread,
  );
}

/** The post page: comments newest first with their replies, more pages on demand, and the comment box. */
export const commentsMachine = setup({
  types: {
    context: {} as CommentsContext,
    input: {} as CommentsInput,
    events: {} as CommentsEvent,
  },
  actors: {
    loadComments: fromPromise<CommentThread[], CommentsPage>(notProvided('loadComments')),
    addComment: fromPromise<CommentAdded, NewComment>(notProvided('addComment')),
  },
  actions: {
    assignFirstPage: assign((_, page: CommentThread[]) => ({ threads: page, page: 1, hasMore: page.length >= PAGE_SIZE, failure: null })),
    appendPage: assign(({ context }, page: CommentThread[]) => ({
      threads: appendNew(context.threads, page),
      page: context.page + 1,
      hasMore: page.length >= PAGE_SIZE,
    })),
    assignFailure: assignFailure(),
    assignDraft: assign({ draft: (_, text: string) => text, draftError: null }),
    assignReplyTo: assign({
      replyTo: (_, comment: CommentEntry) => ({ commentId: comment.parentId ?? comment.id, name: fullName(comment) }),
    }),
    clearReplyTo: assign({ replyTo: null }),
    rejectDraft: assign({ draftError: Messages.commentTooLong }),
    insertComment: assign({ threads: ({ context }, comment: CommentEntry) => withComment(context.threads, comment) }),
    /** Spec §4: after a successful send the reply target and the input clear. */
    clearComposer: assign({ draft: '', replyTo: null, draftError: null }),
    /** Every list shows the post's new comment count. */
    patchPost: sendTo(
      ({ context }) => context.postStore,
      (_, { id, commentCount }: { id: string; commentCount: number }) => ({ type: 'post.patched' as const, id, patch: { commentCount } }),
    ),
    notify: notifyGivenToasts(),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    isDraftBlank: ({ context }) => context.draft.trim() === '',
    isDraftTooLong: ({ context }) => context.draft.trim().length > COMMENT_MAX,
  },
}).createMachine({
  id: 'comments',
  context: ({ input }) => ({
    postId: input.postId,
    toasts: input.toasts,
    postStore: input.postStore,
    threads: [],
    page: 0,
    hasMore: false,
    draft: '',
    replyTo: null,
    draftError: null,
    failure: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        // The first page; it replaces whatever the list held.
        loading: {
          invoke: {
            id: 'firstPage',
            src: 'loadComments',
            input: ({ context }) => ({ postId: context.postId, page: 1 }),
            onDone: { target: 'ready', actions: { type: 'assignFirstPage', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // The first page did not come: the panel offers a retry.
        failed: { on: { 'comments.retry': 'loading' } },
        // The list is shown; 'Load more' while pages remain.
        ready: { on: { 'comments.loadMore': { guard: 'hasMore', target: 'loadingMore' } } },
        // The next page, appended; a failure leaves the list as it was, ready to try again.
        loadingMore: {
          invoke: {
            id: 'nextPage',
            src: 'loadComments',
            input: ({ context }) => ({ postId: context.postId, page: context.page + 1 }),
            onDone: { target: 'ready', actions: { type: 'appendPage', params: ({ event }) => event.output } },
            onError: {
              target: 'ready',
              actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
            },
          },
        },
      },
    },
    composer: {
      initial: 'editing',
      states: {
        // Typing, choosing whom to answer; a blank draft is not sent.
        editing: {
          on: {
            'comment.input': { actions: { type: 'assignDraft', params: ({ event }) => event.text } },
            'comment.reply': { actions: { type: 'assignReplyTo', params: ({ event }) => event.comment } },
            'comment.cancelReply': { actions: 'clearReplyTo' },
            'comment.submit': [{ guard: 'isDraftBlank' }, { guard: 'isDraftTooLong', actions: 'rejectDraft' }, { target: 'sending' }],
          },
        },
        // The comment is on its way; the input waits, and keeps its text should the server refuse it.
        sending: {
          invoke: {
            id: 'send',
            src: 'addComment',
            input: ({ context }) => ({
              postId: context.postId,
              text: context.draft.trim(),
              ...(context.replyTo ? { parentId: context.replyTo.commentId } : {}),
            }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'insertComment', params: ({ event }) => event.output.comment },
                'clearComposer',
                { type: 'patchPost', params: ({ event }) => ({ id: event.output.postId, commentCount: event.output.commentCount }) },
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
            },
          },
        },
      },
    },
  },
});
