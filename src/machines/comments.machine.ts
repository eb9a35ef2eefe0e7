import { assign, fromPromise, sendTo, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import { COMMENT_MAX, PAGE_SIZE } from '../../contract/rules';
import { toFailure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates, type PagedListContext } from './pagedList.machine';
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

/** `failure`: the first page could not load, the panel says so and offers a retry (a later page's failure is a toast). */
export interface CommentsContext extends CommentsInput, PagedListContext {
  /** Top-level comments, newest first, each with its replies oldest first. */
  threads: CommentThread[];
  draft: string;
  replyTo: ReplyTarget | null;
  /** Why the draft cannot be sent as it is (too long); the server's refusals go to a toast instead. */
  draftError: string | null;
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

/** A new comment goes on top; a reply at the end of its thread (spec §3: replies oldest first). */
function withComment(threads: CommentThread[], comment: CommentEntry): CommentThread[] {
  if (!comment.parentId) return [{ ...comment, replies: [] }, ...threads.filter((thread) => thread.id !== comment.id)];
  return threads.map((thread) =>
    thread.id === comment.parentId ? { ...thread, replies: [...thread.replies.filter((r) => r.id !== comment.id), comment] } : thread,
  );
}

/** The post page: comments newest first with their replies as the paged list (a short page ends it), and beside it the comment box. */
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
    ...pagedListActions<CommentsContext, CommentsEvent>(),
    // A later page may repeat comments the list already holds (new comments shift the pages).
    addPage: assign(({ context }, page: CommentThread[]) => ({
      threads: context.requested === 1 ? page : appendPage(context.threads, page, (thread) => thread.id),
      page: context.requested,
    })),
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
    ...pagedListGuards,
    isLastPage: (_, threads: readonly unknown[]) => threads.length < PAGE_SIZE,
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
    requested: 1,
    draft: '',
    replyTo: null,
    draftError: null,
    failure: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: pagedListStates({
        loader: 'loadComments',
        request: (context: CommentsContext) => ({ postId: context.postId, page: context.requested }),
        itemsOf: (threads: CommentThread[]) => threads,
        events: { more: 'comments.loadMore', retry: 'comments.retry' },
        laterPageFailure: 'toast',
      }),
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
