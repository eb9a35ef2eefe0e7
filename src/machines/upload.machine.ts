import { assign, fromPromise, sendParent, sendTo, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from '../../contract/rules';
import { isValid, type FieldErrors } from '../validation/forms';
import {
  isSellable,
  scheduleProblem,
  scheduleTimeOf,
  validatePost,
  type ComposerKind,
  type PaymentChoice,
  type PollKindChoice,
  type PostField,
  type ScheduleProblem,
} from '../validation/posts';
import { assignFailure, toFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { Person } from './people';
import { peopleSearchMachine } from './peopleSearch.machine';
import type { Post, PostStoreRef } from './postStore.machine';
import type { ToastsRef } from './toast.machine';
import * as edit from './uploadDraft';
import type { Draft, DraftState, FilePick, SingleFileSlot } from './uploadDraft';
import { reportProgressTo, takeProgress, type OnProgress, type UploadProgressContext, type UploadProgressEvent } from './uploadProgress';
import { toCreatePostInput, uploadJobs, type CreatedPost, type CreatePostInput, type UploadedFile, type UploadJob } from './uploadRequest';

export type { Draft, SingleFileSlot };

/** The composer the person asked for: its kind, and whether the viewer may sell (is verified). */
export interface ComposerOpening {
  kind: ComposerKind;
  canSell: boolean;
}

/** A screen-scoped actor: the app's toasts and post store it reports to, and the composer to open at once, if any. */
export interface UploadInput {
  toasts: ToastsRef;
  postStore: PostStoreRef;
  opening?: ComposerOpening;
}

export interface UploadContext extends Omit<UploadInput, 'opening'>, UploadProgressContext {
  /** The composer to open as the actor starts; taken (null) once open. */
  opening: ComposerOpening | null;
  draft: Draft | null;
  /** The viewer is verified: only then may a post be for subscribers or pay-per-view (spec §6). */
  canSell: boolean;
  fieldErrors: FieldErrors<PostField>;
  /** The files of this attempt, in upload order, and the answers so far (same order). */
  jobs: UploadJob[];
  uploaded: UploadedFile[];
  failure: Failure | null;
  /** What the attempt makes: the post now, a draft, or a scheduled post. */
  sending: 'post' | 'draft' | 'schedule';
  /** The schedule control's value (datetime-local, the browser's zone), and what is wrong with it once Schedule was pressed. */
  scheduleAt: string;
  scheduleProblem: ScheduleProblem | null;
}

export type UploadEvent =
  | { type: 'compose.open'; kind: ComposerKind; canSell: boolean }
  | { type: 'compose.close' }
  | { type: 'compose.submit' }
  | { type: 'compose.saveDraft' }
  /** "Drafts & scheduled": the composer closes and the list opens. */
  | { type: 'compose.drafts' }
  | { type: 'compose.schedule' }
  | { type: 'draft.scheduleAt'; value: string }
  | { type: 'draft.description'; value: string }
  | { type: 'draft.images.add'; files: File[] }
  | { type: 'draft.image.remove'; index: number }
  | { type: 'draft.file'; slot: SingleFileSlot; file: File | null }
  | { type: 'draft.payment'; payment: PaymentChoice }
  | { type: 'draft.amount'; value: string }
  | { type: 'poll.question'; value: string }
  | { type: 'poll.kind'; kind: PollKindChoice }
  | { type: 'poll.option.add' }
  | { type: 'poll.option.remove'; index: number }
  | { type: 'poll.option.text'; index: number; value: string }
  | { type: 'poll.option.image'; index: number; file: File | null }
  | { type: 'draft.tag.add'; person: Person }
  | { type: 'draft.tag.remove'; personId: string }
  | UploadProgressEvent
  | { type: 'upload.cancel' }
  | { type: 'verify.dismiss' }
  | { type: 'verify.open' };

/** The server's words, or the upload fallback of spec §8 when it said nothing useful. */
export function postFailure(error: unknown): Failure {
  const failure = toFailure(error);
  return failure.message === Messages.somethingWentWrong ? { ...failure, message: Messages.uploadFailed } : failure;
}

const closedContext = {
  draft: null,
  fieldErrors: {},
  jobs: [],
  uploaded: [],
  sentBytes: 0,
  failure: null,
  sending: 'post',
  scheduleAt: '',
  scheduleProblem: null,
} satisfies Partial<UploadContext>;

/** What the uploadFile actor is given: the job, and where it reports the bytes sent. */
export type UploadFileInput = UploadJob & { onProgress: OnProgress };

/** Applies one edit of `uploadDraft` to the open draft (no draft, no edit). */
const editDraft = (context: UploadContext, change: (state: DraftState) => DraftState): Partial<UploadContext> =>
  context.draft ? change({ draft: context.draft, fieldErrors: context.fieldErrors }) : {};

/** The file a `draft.file` or `poll.option.image` event picks. */
const pickOf = (event: UploadEvent): FilePick | null =>
  event.type === 'draft.file'
    ? { slot: event.slot, file: event.file }
    : event.type === 'poll.option.image'
      ? { slot: 'pollImage', index: event.index, file: event.file }
      : null;

/**
 * The composer's "Tag people" box: the header's people search (same autocomplete, debounce and keys), where
 * choosing someone tags them in the draft instead of opening their profile.
 */
export const tagSearchMachine = peopleSearchMachine.provide({
  actions: { choosePerson: sendParent((_, person: Person): UploadEvent => ({ type: 'draft.tag.add', person })) },
});

/**
 * The composers of the home box (spec §2, §4 Upload flow): edit, check, upload files one by one, create the post,
 * put it on top of the lists. Closing at any point aborts the running upload or creation.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    input: {} as UploadInput,
    events: {} as UploadEvent,
    children: {} as { tagSearch: 'tagSearch' },
  },
  actors: {
    tagSearch: tagSearchMachine,
    uploadFile: fromPromise<UploadedFile, UploadFileInput>(notProvided('uploadFile')),
    createPost: fromPromise<CreatedPost, CreatePostInput>(notProvided('createPost')),
    saveDraft: fromPromise<{ message: string }, { post: CreatePostInput; publishAt: string | null }>(notProvided('saveDraft')),
  },
  actions: {
    openComposer: assign((_, { kind, canSell }: ComposerOpening) => ({
      ...closedContext,
      ...edit.openDraft(kind),
      canSell,
      opening: null,
    })),
    resetComposer: assign(closedContext),
    setDescription: assign(({ context }, value: string) => editDraft(context, (state) => edit.setDescription(state, value))),
    addImages: assign(({ context }, files: File[]) => editDraft(context, (state) => edit.addImages(state, files))),
    removeImage: assign(({ context }, index: number) => editDraft(context, (state) => edit.removeImage(state, index))),
    setFile: assign(({ context }, { slot, file }: { slot: SingleFileSlot; file: File | null }) =>
      editDraft(context, (state) => edit.setFile(state, slot, file)),
    ),
    /** A file of the wrong kind or size never enters the draft. */
    rejectFile: assign(({ context, event }) => {
      const pick = pickOf(event);
      return pick ? editDraft(context, (state) => edit.refuseFile(state, pick)) : {};
    }),
    setPayment: assign(({ context }, payment: PaymentChoice) => editDraft(context, (state) => edit.setPayment(state, payment))),
    setAmount: assign(({ context }, value: string) => editDraft(context, (state) => edit.setAmount(state, value))),
    setQuestion: assign(({ context }, value: string) => editDraft(context, (state) => edit.setQuestion(state, value))),
    setPollKind: assign(({ context }, kind: PollKindChoice) => editDraft(context, (state) => edit.setPollKind(state, kind))),
    addPollOption: assign(({ context }) => editDraft(context, edit.addPollOption)),
    refuseMoreOptions: assign(({ context }) => editDraft(context, (state) => edit.refuseOptionCount(state, 'pollMaxOptions'))),
    removePollOption: assign(({ context }, index: number) => editDraft(context, (state) => edit.removePollOption(state, index))),
    refuseFewerOptions: assign(({ context }) => editDraft(context, (state) => edit.refuseOptionCount(state, 'pollMinOptions'))),
    setOptionText: assign(({ context }, { index, value }: { index: number; value: string }) =>
      editDraft(context, (state) => edit.setOptionText(state, index, value)),
    ),
    setOptionImage: assign(({ context }, { index, file }: { index: number; file: File | null }) =>
      editDraft(context, (state) => edit.setOptionImage(state, index, file)),
    ),
    tagPerson: assign(({ context }, person: Person) => editDraft(context, (state) => edit.tagPerson(state, person))),
    untagPerson: assign(({ context }, personId: string) => editDraft(context, (state) => edit.untagPerson(state, personId))),
    showErrors: assign(({ context }) => ({ ...editDraft(context, edit.showErrors), failure: null })),
    setScheduleAt: assign({ scheduleAt: (_, value: string) => value, scheduleProblem: null }),
    showScheduleProblem: assign({ scheduleProblem: ({ context }) => scheduleProblem(context.scheduleAt, Date.now(), true) }),
    sendAs: assign({ sending: (_, sending: UploadContext['sending']) => sending }),
    planUploads: assign(({ context }) => ({
      jobs: context.draft ? uploadJobs(context.draft) : [],
      uploaded: [],
      sentBytes: 0,
      fieldErrors: {},
      failure: null,
    })),
    takeUpload: assign({ uploaded: ({ context }, uploaded: UploadedFile) => [...context.uploaded, uploaded], sentBytes: 0 }),
    takeProgress: takeProgress(),
    /** Stopped by the person: the draft stays, nothing of the attempt does (the partial upload is deleted as its signal aborts). */
    dropAttempt: assign({ jobs: [], uploaded: [], sentBytes: 0 }),
    assignFailure: assignFailure(postFailure),
    notify: notifyGivenToasts(),
    /** The store puts the new post on top of the home and own-profile lists. */
    announcePost: sendTo(
      ({ context }) => context.postStore,
      (_, post: Post) => ({ type: 'post.created' as const, post }),
    ),
    goToVerifyProfile: () => {},
    goToDrafts: () => {},
  },
  guards: {
    isOpening: ({ context }) => context.opening !== null,
    /** Someone not tagged yet, while the post may tag more. */
    canTag: ({ context }, person: Person) => !!context.draft && edit.canTag(context.draft, person),
    isDraftInvalid: ({ context }) => !context.draft || !isValid(validatePost(context.draft)),
    isScheduleInvalid: ({ context }) => scheduleProblem(context.scheduleAt, Date.now(), true) !== null,
    isPosting: ({ context }) => context.sending === 'post',
    hasFilesToUpload: ({ context }) => !!context.draft && uploadJobs(context.draft).length > 0,
    hasMoreFiles: ({ context }) => context.uploaded.length + 1 < context.jobs.length,
    /** Text and polls are always free: a payment choice there changes nothing. */
    isFreeOnlyPost: ({ context }) => !context.draft || !isSellable(context.draft.kind),
    isSaleRefused: ({ context, event }) => event.type === 'draft.payment' && event.payment !== 'free' && !context.canSell,
    isFileRefused: ({ event }) => {
      const pick = pickOf(event);
      return !!pick && !!edit.pickRefusal(pick);
    },
    hasMostOptions: ({ context }) => (context.draft?.poll.options.length ?? 0) >= POLL_OPTIONS_MAX,
    hasFewestOptions: ({ context }) => (context.draft?.poll.options.length ?? 0) <= POLL_OPTIONS_MIN,
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    ...closedContext,
    toasts: input.toasts,
    postStore: input.postStore,
    canSell: false,
    opening: input.opening ?? null,
  }),
  initial: 'closed',
  states: {
    // The composer box only; no modal open. An actor started for a composer opens it at once.
    closed: {
      always: { guard: 'isOpening', target: 'open', actions: { type: 'openComposer', params: ({ context }) => context.opening! } },
      on: {
        'compose.open': {
          target: 'open',
          actions: { type: 'openComposer', params: ({ event }) => ({ kind: event.kind, canSell: event.canSell }) },
        },
      },
    },
    // A composer modal of the draft's kind.
    open: {
      initial: 'editing',
      // The "Tag people" search lives as long as the composer is open.
      invoke: { id: 'tagSearch', src: 'tagSearch' },
      on: {
        // Closing drops the draft; a running upload or creation is stopped and its signal aborts.
        'compose.close': { target: 'closed', actions: 'resetComposer' },
        'compose.drafts': { target: 'closed', actions: ['resetComposer', 'goToDrafts'] },
      },
      states: {
        // The form takes edits; files are checked as they are picked.
        editing: {
          on: {
            'draft.description': { actions: { type: 'setDescription', params: ({ event }) => event.value } },
            'draft.images.add': { actions: { type: 'addImages', params: ({ event }) => event.files } },
            'draft.image.remove': { actions: { type: 'removeImage', params: ({ event }) => event.index } },
            'draft.file': [
              { guard: 'isFileRefused', actions: 'rejectFile' },
              { actions: { type: 'setFile', params: ({ event }) => ({ slot: event.slot, file: event.file }) } },
            ],
            'draft.payment': [
              { guard: 'isFreeOnlyPost' },
              { guard: 'isSaleRefused', target: 'notVerified' },
              { actions: { type: 'setPayment', params: ({ event }) => event.payment } },
            ],
            'draft.amount': { actions: { type: 'setAmount', params: ({ event }) => event.value } },
            'draft.tag.add': {
              guard: { type: 'canTag', params: ({ event }) => event.person },
              actions: { type: 'tagPerson', params: ({ event }) => event.person },
            },
            'draft.tag.remove': { actions: { type: 'untagPerson', params: ({ event }) => event.personId } },
            'poll.question': { actions: { type: 'setQuestion', params: ({ event }) => event.value } },
            'poll.kind': { actions: { type: 'setPollKind', params: ({ event }) => event.kind } },
            'poll.option.add': [{ guard: 'hasMostOptions', actions: 'refuseMoreOptions' }, { actions: 'addPollOption' }],
            'poll.option.remove': [
              { guard: 'hasFewestOptions', actions: 'refuseFewerOptions' },
              { actions: { type: 'removePollOption', params: ({ event }) => event.index } },
            ],
            'poll.option.text': { actions: { type: 'setOptionText', params: ({ event }) => ({ index: event.index, value: event.value }) } },
            'poll.option.image': [
              { guard: 'isFileRefused', actions: 'rejectFile' },
              { actions: { type: 'setOptionImage', params: ({ event }) => ({ index: event.index, file: event.file }) } },
            ],
            // The check of every rule happens here, before anything goes up.
            'compose.submit': [
              { guard: 'isDraftInvalid', actions: 'showErrors' },
              { guard: 'hasFilesToUpload', target: 'uploading', actions: ['planUploads', { type: 'sendAs', params: 'post' }] },
              { target: 'creating', actions: ['planUploads', { type: 'sendAs', params: 'post' }] },
            ],
            'draft.scheduleAt': { actions: { type: 'setScheduleAt', params: ({ event }) => event.value } },
            // Saved as a draft or scheduled: checked as a post is, its files uploaded, then drafts/save instead of post/create.
            'compose.saveDraft': [
              { guard: 'isDraftInvalid', actions: 'showErrors' },
              { guard: 'hasFilesToUpload', target: 'uploading', actions: ['planUploads', { type: 'sendAs', params: 'draft' }] },
              { target: 'saving', actions: ['planUploads', { type: 'sendAs', params: 'draft' }] },
            ],
            'compose.schedule': [
              { guard: 'isScheduleInvalid', actions: 'showScheduleProblem' },
              { guard: 'isDraftInvalid', actions: 'showErrors' },
              { guard: 'hasFilesToUpload', target: 'uploading', actions: ['planUploads', { type: 'sendAs', params: 'schedule' }] },
              { target: 'saving', actions: ['planUploads', { type: 'sendAs', params: 'schedule' }] },
            ],
          },
        },
        // A viewer who is not verified picked subscribers or paid: the 'varified profile' dialog.
        notVerified: {
          on: {
            'verify.dismiss': 'editing',
            'verify.open': { target: '#upload.closed', actions: ['resetComposer', 'goToVerifyProfile'] },
          },
        },
        // One file at a time, in the order the post lists them; each answer is kept for the post. Cancel stops it and keeps the draft.
        uploading: {
          on: {
            'upload.progress': { actions: { type: 'takeProgress', params: ({ event }) => event.sent } },
            'upload.cancel': { target: 'editing', actions: 'dropAttempt' },
          },
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            input: ({ context, self }): UploadFileInput => ({
              ...context.jobs[context.uploaded.length]!,
              onProgress: reportProgressTo(self),
            }),
            onDone: [
              {
                guard: 'hasMoreFiles',
                target: 'uploading',
                reenter: true,
                actions: { type: 'takeUpload', params: ({ event }) => event.output },
              },
              { guard: 'isPosting', target: 'creating', actions: { type: 'takeUpload', params: ({ event }) => event.output } },
              { target: 'saving', actions: { type: 'takeUpload', params: ({ event }) => event.output } },
            ],
            onError: {
              target: 'editing',
              actions: [
                { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'notify', params: ({ event }) => ({ kind: 'error', message: postFailure(event.error).message }) },
              ],
            },
          },
        },
        // drafts/save with the uploaded keys: a draft, or scheduled at its time. It stays out of every list but "Drafts & scheduled".
        saving: {
          invoke: {
            id: 'saveDraft',
            src: 'saveDraft',
            input: ({ context }) => ({
              post: toCreatePostInput(context.draft!, context.jobs, context.uploaded),
              publishAt: context.sending === 'schedule' ? scheduleTimeOf(context.scheduleAt) : null,
            }),
            onDone: {
              target: '#upload.closed',
              actions: [
                {
                  type: 'notify',
                  params: ({ context, event }) => ({
                    kind: 'success',
                    message: event.output.message || (context.sending === 'schedule' ? Messages.postScheduled : Messages.draftSaved),
                  }),
                },
                'resetComposer',
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'notify', params: ({ event }) => ({ kind: 'error', message: postFailure(event.error).message }) },
              ],
            },
          },
        },
        // post/create with the uploaded keys.
        creating: {
          invoke: {
            id: 'createPost',
            src: 'createPost',
            input: ({ context }) => toCreatePostInput(context.draft!, context.jobs, context.uploaded),
            onDone: {
              target: '#upload.closed',
              actions: [
                { type: 'announcePost', params: ({ event }) => event.output.post },
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || Messages.postCreated }) },
                'resetComposer',
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'notify', params: ({ event }) => ({ kind: 'error', message: postFailure(event.error).message }) },
              ],
            },
          },
        },
      },
    },
  },
});
