import { assign, fromPromise, sendTo, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import { scheduleProblem, scheduleTimeOf, type ScheduleProblem } from '../validation/posts';
import { assignFailure, toFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { Post, PostStoreRef } from './postStore.machine';
import type { ToastsRef } from './toast.machine';

/** A draft or scheduled post as the list shows it (the gateway's PostDraft). */
export interface PostDraft {
  id: string;
  status: 'DRAFT' | 'SCHEDULED';
  /** ISO 8601; null for a draft. */
  publishAt: string | null;
  updatedAt: string;
  type: 'IMAGE' | 'AUDIO' | 'VIDEO' | 'TEXT' | 'POLL';
  description: string;
  /** The saved post, sent back as it is when edited. */
  body: string;
}

export interface DraftsInput {
  toasts: ToastsRef;
  postStore: PostStoreRef;
}

/** The draft being edited: its words and its time (a datetime-local value, '' for a draft). */
export interface DraftEdit {
  id: string;
  description: string;
  scheduleAt: string;
  problem: ScheduleProblem | null;
}

interface DraftsContext extends DraftsInput {
  drafts: PostDraft[];
  editing: DraftEdit | null;
  /** The draft a publish or delete is under way for. */
  busyId: string | null;
  failure: Failure | null;
}

export type DraftsEvent =
  | { type: 'drafts.retry' }
  | { type: 'draft.edit'; id: string }
  | { type: 'edit.description'; value: string }
  | { type: 'edit.scheduleAt'; value: string }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' }
  | { type: 'draft.publish'; id: string }
  | { type: 'draft.delete'; id: string };

/** A datetime-local value of an ISO time, in the browser's zone ('' for none). */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * "Drafts & scheduled" (issue 32): the viewer's drafts and scheduled posts, each to edit (words and time), publish
 * now or delete. A publish puts the new post on top of the lists through the post store.
 */
export const draftsMachine = setup({
  types: {
    context: {} as DraftsContext,
    input: {} as DraftsInput,
    events: {} as DraftsEvent,
  },
  actors: {
    loadDrafts: fromPromise<PostDraft[], { page: number }>(notProvided('loadDrafts')),
    editDraft: fromPromise<
      { message: string; draft: PostDraft },
      { id: string; body: string; description: string; publishAt: string | null }
    >(notProvided('editDraft')),
    publishDraft: fromPromise<{ message: string; post: Post }, { id: string }>(notProvided('publishDraft')),
    deleteDraft: fromPromise<{ message: string; id: string }, { id: string }>(notProvided('deleteDraft')),
  },
  actions: {
    assignDrafts: assign({ drafts: (_, drafts: PostDraft[]) => drafts, failure: null }),
    assignFailure: assignFailure(toFailure),
    startEdit: assign(({ context }, id: string) => {
      const draft = context.drafts.find((known) => known.id === id);
      return draft ? { editing: { id, description: draft.description, scheduleAt: localInputOf(draft.publishAt), problem: null } } : {};
    }),
    setDescription: assign(({ context }, value: string) =>
      context.editing ? { editing: { ...context.editing, description: value } } : {},
    ),
    setScheduleAt: assign(({ context }, value: string) =>
      context.editing ? { editing: { ...context.editing, scheduleAt: value, problem: null } } : {},
    ),
    showProblem: assign(({ context }) =>
      context.editing ? { editing: { ...context.editing, problem: scheduleProblem(context.editing.scheduleAt, Date.now()) } } : {},
    ),
    stopEdit: assign({ editing: null }),
    replaceDraft: assign({
      drafts: ({ context }, draft: PostDraft) => context.drafts.map((known) => (known.id === draft.id ? draft : known)),
      editing: null,
    }),
    markBusy: assign({ busyId: (_, id: string) => id }),
    dropDraft: assign({ drafts: ({ context }) => context.drafts.filter((known) => known.id !== context.busyId), busyId: null }),
    clearBusy: assign({ busyId: null }),
    notify: notifyGivenToasts(),
    /** The store puts the published post on top of the home and own-profile lists. */
    announcePost: sendTo(
      ({ context }) => context.postStore,
      (_, post: Post) => ({ type: 'post.created' as const, post }),
    ),
  },
  guards: {
    isScheduleInvalid: ({ context }) => !!context.editing && scheduleProblem(context.editing.scheduleAt, Date.now()) !== null,
  },
}).createMachine({
  id: 'drafts',
  context: ({ input }) => ({ ...input, drafts: [], editing: null, busyId: null, failure: null }),
  initial: 'loading',
  states: {
    // The first page (a person keeps at most 100; the server answers them soonest first).
    loading: {
      invoke: {
        src: 'loadDrafts',
        input: { page: 1 },
        onDone: { target: 'ready', actions: { type: 'assignDrafts', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'drafts.retry': 'loading' } },
    // The list; one draft at a time is edited, published or deleted.
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'draft.edit': { target: 'editing', actions: { type: 'startEdit', params: ({ event }) => event.id } },
            'draft.publish': { target: 'publishing', actions: { type: 'markBusy', params: ({ event }) => event.id } },
            'draft.delete': { target: 'deleting', actions: { type: 'markBusy', params: ({ event }) => event.id } },
          },
        },
        // The edit form of one draft: its words and its time.
        editing: {
          on: {
            'edit.description': { actions: { type: 'setDescription', params: ({ event }) => event.value } },
            'edit.scheduleAt': { actions: { type: 'setScheduleAt', params: ({ event }) => event.value } },
            'edit.cancel': { target: 'idle', actions: 'stopEdit' },
            'edit.save': [{ guard: 'isScheduleInvalid', actions: 'showProblem' }, { target: 'saving' }],
          },
        },
        // drafts/save with the draft's id.
        saving: {
          invoke: {
            src: 'editDraft',
            input: ({ context }) => {
              const editing = context.editing!;
              const draft = context.drafts.find((known) => known.id === editing.id)!;
              return { id: editing.id, body: draft.body, description: editing.description, publishAt: scheduleTimeOf(editing.scheduleAt) };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'replaceDraft', params: ({ event }) => event.output.draft },
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || Messages.draftSaved }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
            },
          },
        },
        publishing: {
          invoke: {
            src: 'publishDraft',
            input: ({ context }) => ({ id: context.busyId! }),
            onDone: {
              target: 'idle',
              actions: [
                'dropDraft',
                { type: 'announcePost', params: ({ event }) => event.output.post },
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || Messages.draftPublished }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                'clearBusy',
                { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
              ],
            },
          },
        },
        deleting: {
          invoke: {
            src: 'deleteDraft',
            input: ({ context }) => ({ id: context.busyId! }),
            onDone: {
              target: 'idle',
              actions: [
                'dropDraft',
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || Messages.draftDeleted }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                'clearBusy',
                { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
              ],
            },
          },
        },
      },
    },
  },
});
