import { assign, fromPromise, sendTo, setup } from 'xstate';
import { Messages, type MessageKey } from '../../contract/messages';
import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN, POST_IMAGES_MAX, type UploadPath } from '../../contract/rules';
import type { CreatePostInput, PaymentType, PostFieldsFragment } from '../gateway/generated/graphql';
import {
  emptyPostDraft,
  FILE_SLOTS,
  isSellable,
  isValid,
  parseHashtags,
  slotFileError,
  validatePost,
  type ComposerKind,
  type FieldErrors,
  type FileSlot,
  type PaymentChoice,
  type PollKindChoice,
  type PostDraft,
  type PostField,
} from '../validation/forms';
import { toFailure, type Failure } from './failure';
import { notifyToasts } from './notice';
import { notProvided } from './notProvided';

export type Post = PostFieldsFragment;
export type Draft = PostDraft<File>;

/** The single-file slots of the video and audio composers. */
export type SingleFileSlot = 'video' | 'thumbnail' | 'teaser' | 'audio' | 'cover';

/** One file to send up: where it goes in the draft, and the folder `/api/upload` files it under. */
export interface UploadJob {
  slot: FileSlot;
  /** Position among the images of an image post, or the poll option; 0 for single slots. */
  index: number;
  folder: UploadPath;
  file: File;
}

/** What an upload answers that the post needs. */
export interface UploadedFile {
  key: string;
  location: string;
}

export interface CreatedPost {
  message: string;
  post: Post;
}

export interface UploadContext {
  draft: Draft | null;
  /** The viewer is verified: only then may a post be for subscribers or pay-per-view (spec §6). */
  canSell: boolean;
  fieldErrors: FieldErrors<PostField>;
  /** The files of this attempt, in upload order, and the answers so far (same order). */
  jobs: UploadJob[];
  uploaded: UploadedFile[];
  failure: Failure | null;
}

export type UploadEvent =
  | { type: 'compose.open'; kind: ComposerKind; canSell: boolean }
  | { type: 'compose.close' }
  | { type: 'compose.submit' }
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
  | { type: 'verify.dismiss' }
  | { type: 'verify.open' };

const paymentTypes: Record<PaymentChoice, PaymentType> = { free: 'FREE', subscribers: 'SUBSCRIBERS', payPerView: 'PAY_PER_VIEW' };

/** The files a draft sends up, in the order the post lists them. */
export function uploadJobs(draft: Draft): UploadJob[] {
  const job = (slot: FileSlot, file: File | null, index = 0): UploadJob[] =>
    file ? [{ slot, index, folder: FILE_SLOTS[slot].folder, file }] : [];
  switch (draft.kind) {
    case 'image':
      return draft.images.flatMap((image, index) => job('image', image, index));
    case 'video':
      return [...job('video', draft.video), ...job('thumbnail', draft.thumbnail), ...job('teaser', draft.teaser)];
    case 'audio':
      return [...job('audio', draft.audio), ...job('cover', draft.cover)];
    case 'text':
      return [];
    case 'poll':
      return draft.poll.kind === 'image' ? draft.poll.options.flatMap((option, index) => job('pollImage', option.image, index)) : [];
  }
}

/** The createPost input of a valid draft whose files answered `uploaded` (same order as `jobs`). */
export function toCreatePostInput(draft: Draft, jobs: readonly UploadJob[], uploaded: readonly UploadedFile[]): CreatePostInput {
  const keyOf = (slot: FileSlot, index = 0) => {
    const at = jobs.findIndex((job) => job.slot === slot && job.index === index);
    return at < 0 ? undefined : uploaded[at]?.key;
  };
  const description = draft.description.trim();
  const base = { description, hashtags: parseHashtags(description) };
  const sale = {
    payment: paymentTypes[draft.payment],
    ...(draft.payment === 'payPerView' ? { price: Number(draft.amount) } : {}),
  };
  switch (draft.kind) {
    case 'image':
      return { type: 'IMAGE', ...base, ...sale, imageKeys: draft.images.map((_, index) => keyOf('image', index)!) };
    case 'video': {
      const teaserKey = keyOf('teaser');
      return { type: 'VIDEO', ...base, ...sale, mediaKey: keyOf('video'), thumbnailKey: keyOf('thumbnail'), ...(teaserKey ? { teaserKey } : {}) };
    }
    case 'audio':
      return { type: 'AUDIO', ...base, ...sale, mediaKey: keyOf('audio'), thumbnailKey: keyOf('cover') };
    case 'text':
      return { type: 'TEXT', ...base };
    case 'poll': {
      const { poll } = draft;
      const options =
        poll.kind === 'image'
          ? poll.options.map((option, index) => ({ text: option.text.trim(), imageKey: keyOf('pollImage', index) }))
          : poll.options.filter((option) => option.text.trim()).map((option) => ({ text: option.text.trim() }));
      return { type: 'POLL', ...base, poll: { question: poll.question.trim(), kind: poll.kind === 'image' ? 'IMAGE' : 'TEXT', options } };
    }
  }
}

/** The server's words, or the upload fallback of spec §8 when it said nothing useful. */
export function postFailure(error: unknown): Failure {
  const failure = toFailure(error);
  return failure.message === Messages.somethingWentWrong ? { ...failure, message: Messages.uploadFailed } : failure;
}

const withoutField = (errors: FieldErrors<PostField>, ...fields: PostField[]) => {
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
};

/** Image polls number their per-option errors; removing an option renumbers them. */
const withoutOptionErrors = (errors: FieldErrors<PostField>) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith('option.'))) as FieldErrors<PostField>;

const fileRefusals = new Set<MessageKey>(['imageType', 'imageTooBig', 'videoType', 'videoTooBig', 'audioType', 'audioTooBig', 'tooManyImages']);
const pickRefusals = (errors: FieldErrors<PostField>) =>
  Object.fromEntries(Object.entries(errors).filter(([, key]) => !!key && fileRefusals.has(key))) as FieldErrors<PostField>;

const closedContext = { draft: null, fieldErrors: {}, jobs: [], uploaded: [], failure: null } satisfies Partial<UploadContext>;

/**
 * The composers of the home box (spec §2, §4 Upload flow): edit a draft, check it, send its files up one
 * by one, create the post, then close, toast and put the post on top of the lists. Closing at any point
 * stops the running upload or creation (their signals abort).
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
  },
  actors: {
    uploadFile: fromPromise<UploadedFile, UploadJob>(notProvided('uploadFile')),
    createPost: fromPromise<CreatedPost, CreatePostInput>(notProvided('createPost')),
  },
  actions: {
    openComposer: assign(({ event }) =>
      event.type === 'compose.open' ? { ...closedContext, draft: emptyPostDraft<File>(event.kind), canSell: event.canSell } : {},
    ),
    resetComposer: assign(closedContext),
    setDescription: assign(({ context, event }) =>
      event.type === 'draft.description' && context.draft
        ? { draft: { ...context.draft, description: event.value }, fieldErrors: withoutField(context.fieldErrors, 'description') }
        : {},
    ),
    /** Keeps the images that pass the file rules (up to the limit); the first refusal is shown. */
    addImages: assign(({ context, event }) => {
      if (event.type !== 'draft.images.add' || !context.draft) return {};
      const refused = event.files.map((file) => slotFileError('image', file)).find(Boolean);
      const accepted = event.files.filter((file) => !slotFileError('image', file));
      const images = [...context.draft.images, ...accepted];
      const error = refused ?? (images.length > POST_IMAGES_MAX ? 'tooManyImages' : undefined);
      return {
        draft: { ...context.draft, images: images.slice(0, POST_IMAGES_MAX) },
        fieldErrors: error ? { ...context.fieldErrors, images: error } : withoutField(context.fieldErrors, 'images'),
      };
    }),
    removeImage: assign(({ context, event }) =>
      event.type === 'draft.image.remove' && context.draft
        ? {
            draft: { ...context.draft, images: context.draft.images.filter((_, index) => index !== event.index) },
            fieldErrors: withoutField(context.fieldErrors, 'images'),
          }
        : {},
    ),
    setFile: assign(({ context, event }) =>
      event.type === 'draft.file' && context.draft
        ? { draft: { ...context.draft, [event.slot]: event.file }, fieldErrors: withoutField(context.fieldErrors, event.slot) }
        : {},
    ),
    /** A file of the wrong kind or size never enters the draft. */
    rejectFile: assign(({ context, event }) => {
      if (event.type === 'draft.file' && event.file) {
        return { fieldErrors: { ...context.fieldErrors, [event.slot]: slotFileError(event.slot, event.file) } };
      }
      if (event.type === 'poll.option.image' && event.file) {
        return { fieldErrors: { ...context.fieldErrors, [`option.${event.index}.image`]: slotFileError('pollImage', event.file) } };
      }
      return {};
    }),
    setPayment: assign(({ context, event }) =>
      event.type === 'draft.payment' && context.draft
        ? { draft: { ...context.draft, payment: event.payment }, fieldErrors: withoutField(context.fieldErrors, 'amount') }
        : {},
    ),
    setAmount: assign(({ context, event }) =>
      event.type === 'draft.amount' && context.draft
        ? { draft: { ...context.draft, amount: event.value }, fieldErrors: withoutField(context.fieldErrors, 'amount') }
        : {},
    ),
    setQuestion: assign(({ context, event }) =>
      event.type === 'poll.question' && context.draft
        ? {
            draft: { ...context.draft, poll: { ...context.draft.poll, question: event.value } },
            fieldErrors: withoutField(context.fieldErrors, 'question'),
          }
        : {},
    ),
    setPollKind: assign(({ context, event }) =>
      event.type === 'poll.kind' && context.draft
        ? { draft: { ...context.draft, poll: { ...context.draft.poll, kind: event.kind } }, fieldErrors: withoutOptionErrors(context.fieldErrors) }
        : {},
    ),
    addPollOption: assign(({ context }) =>
      context.draft
        ? {
            draft: { ...context.draft, poll: { ...context.draft.poll, options: [...context.draft.poll.options, { text: '', image: null }] } },
            fieldErrors: withoutField(context.fieldErrors, 'options'),
          }
        : {},
    ),
    refuseMoreOptions: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, options: 'pollMaxOptions' as const } })),
    removePollOption: assign(({ context, event }) =>
      event.type === 'poll.option.remove' && context.draft
        ? {
            draft: {
              ...context.draft,
              poll: { ...context.draft.poll, options: context.draft.poll.options.filter((_, index) => index !== event.index) },
            },
            fieldErrors: withoutField(withoutOptionErrors(context.fieldErrors), 'options'),
          }
        : {},
    ),
    refuseFewerOptions: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, options: 'pollMinOptions' as const } })),
    setOptionText: assign(({ context, event }) => {
      if (event.type !== 'poll.option.text' || !context.draft) return {};
      const options = context.draft.poll.options.map((option, index) => (index === event.index ? { ...option, text: event.value } : option));
      return {
        draft: { ...context.draft, poll: { ...context.draft.poll, options } },
        fieldErrors: withoutField(context.fieldErrors, `option.${event.index}.text`, 'options'),
      };
    }),
    setOptionImage: assign(({ context, event }) => {
      if (event.type !== 'poll.option.image' || !context.draft) return {};
      const options = context.draft.poll.options.map((option, index) => (index === event.index ? { ...option, image: event.file } : option));
      return {
        draft: { ...context.draft, poll: { ...context.draft.poll, options } },
        fieldErrors: withoutField(context.fieldErrors, `option.${event.index}.image`),
      };
    }),
    /** Every rule's message; a file refused at pick time keeps its own words (type or size) over 'required'. */
    showErrors: assign(({ context }) => ({
      fieldErrors: context.draft ? { ...validatePost(context.draft), ...pickRefusals(context.fieldErrors) } : {},
      failure: null,
    })),
    planUploads: assign(({ context }) => ({ jobs: context.draft ? uploadJobs(context.draft) : [], uploaded: [], fieldErrors: {}, failure: null })),
    takeUpload: assign({ uploaded: ({ context }, uploaded: UploadedFile) => [...context.uploaded, uploaded] }),
    assignFailure: assign({ failure: (_, { error }: { error: unknown }) => postFailure(error) }),
    notify: notifyToasts(),
    /** The store puts the new post on top of the home and own-profile lists. */
    announcePost: sendTo(
      ({ system }) => system.get('postStore'),
      (_, post: Post) => ({ type: 'post.created' as const, post }),
    ),
    goToVerifyProfile: () => {},
  },
  guards: {
    isDraftInvalid: ({ context }) => !context.draft || !isValid(validatePost(context.draft)),
    hasFilesToUpload: ({ context }) => !!context.draft && uploadJobs(context.draft).length > 0,
    hasMoreFiles: ({ context }) => context.uploaded.length + 1 < context.jobs.length,
    /** Text and polls are always free: a payment choice there changes nothing. */
    isFreeOnlyPost: ({ context }) => !context.draft || !isSellable(context.draft.kind),
    isSaleRefused: ({ context, event }) => event.type === 'draft.payment' && event.payment !== 'free' && !context.canSell,
    isFileRefused: ({ event }) =>
      (event.type === 'draft.file' && !!event.file && !!slotFileError(event.slot, event.file)) ||
      (event.type === 'poll.option.image' && !!event.file && !!slotFileError('pollImage', event.file)),
    hasMostOptions: ({ context }) => (context.draft?.poll.options.length ?? 0) >= POLL_OPTIONS_MAX,
    hasFewestOptions: ({ context }) => (context.draft?.poll.options.length ?? 0) <= POLL_OPTIONS_MIN,
  },
}).createMachine({
  id: 'upload',
  context: { ...closedContext, canSell: false },
  initial: 'closed',
  states: {
    // The composer box only; no modal open.
    closed: {
      on: { 'compose.open': { target: 'open', actions: 'openComposer' } },
    },
    // A composer modal of the draft's kind.
    open: {
      initial: 'editing',
      on: {
        // Closing drops the draft; a running upload or creation is stopped and its signal aborts.
        'compose.close': { target: 'closed', actions: 'resetComposer' },
      },
      states: {
        // The form takes edits; files are checked as they are picked.
        editing: {
          on: {
            'draft.description': { actions: 'setDescription' },
            'draft.images.add': { actions: 'addImages' },
            'draft.image.remove': { actions: 'removeImage' },
            'draft.file': [{ guard: 'isFileRefused', actions: 'rejectFile' }, { actions: 'setFile' }],
            'draft.payment': [
              { guard: 'isFreeOnlyPost' },
              { guard: 'isSaleRefused', target: 'notVerified' },
              { actions: 'setPayment' },
            ],
            'draft.amount': { actions: 'setAmount' },
            'poll.question': { actions: 'setQuestion' },
            'poll.kind': { actions: 'setPollKind' },
            'poll.option.add': [{ guard: 'hasMostOptions', actions: 'refuseMoreOptions' }, { actions: 'addPollOption' }],
            'poll.option.remove': [{ guard: 'hasFewestOptions', actions: 'refuseFewerOptions' }, { actions: 'removePollOption' }],
            'poll.option.text': { actions: 'setOptionText' },
            'poll.option.image': [{ guard: 'isFileRefused', actions: 'rejectFile' }, { actions: 'setOptionImage' }],
            // The check of every rule happens here, before anything goes up.
            'compose.submit': [
              { guard: 'isDraftInvalid', actions: 'showErrors' },
              { guard: 'hasFilesToUpload', target: 'uploading', actions: 'planUploads' },
              { target: 'creating', actions: 'planUploads' },
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
        // One file at a time, in the order the post lists them; each answer is kept for the post.
        uploading: {
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            input: ({ context }) => context.jobs[context.uploaded.length]!,
            onDone: [
              { guard: 'hasMoreFiles', target: 'uploading', reenter: true, actions: { type: 'takeUpload', params: ({ event }) => event.output } },
              { target: 'creating', actions: { type: 'takeUpload', params: ({ event }) => event.output } },
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
