import { assign, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../contract/messages';
import { packageFileError } from '../validation/packages';
import { addMediaError, uploadKind } from './addMediaRules';
import { assignFailure, toFailure, type Failure } from './failure';
import type { MediaContent, MediaKind } from './mediaPackage';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';
import {
  reportProgressTo,
  resetProgress,
  takeProgress,
  type OnProgress,
  type UploadProgressContext,
  type UploadProgressEvent,
} from './uploadProgress';

import type { ChosenFile } from './addMediaRules';
export type { ChosenFile } from './addMediaRules';

export interface AddMediaInput {
  packageId: string;
  toasts: ToastsRef;
}

export interface AddMediaContext extends AddMediaInput, UploadProgressContext {
  kind: MediaKind;
  file: ChosenFile | null;
  /** A video's or audio's own thumbnail (an image); images make theirs on the server. */
  thumb: ChosenFile | null;
  error: MessageKey | null;
  failure: Failure | null;
  added: MediaContent | null;
  /** Vault items chosen together: the ones after `file`, added one after the other by the same Add. */
  queue: ChosenFile[];
}

/** What the addMedia actor is given: the package, the files, and where it reports the bytes sent. */
export interface AddMediaUpload {
  packageId: string;
  kind: MediaKind;
  file: ChosenFile;
  thumb: ChosenFile | null;
  onProgress: OnProgress;
}

export type AddMediaEvent =
  | { type: 'addMedia.tab'; kind: MediaKind }
  | { type: 'addMedia.file'; file: ChosenFile | null }
  | { type: 'addMedia.thumb'; file: ChosenFile | null }
  /** Items chosen in the "From vault" dialog (of the tab's kind): Add copies each into the package in turn. */
  | { type: 'addMedia.vault'; files: ChosenFile[] }
  | { type: 'addMedia.submit' }
  | UploadProgressEvent
  /** Cancel upload: the upload stops and the chosen files stay; nothing is added. */
  | { type: 'upload.cancel' };

/**
 * The add media popup (spec §2, §5): Image, Video and Audio tabs, the file checked by kind and size with the spec's
 * words, a thumbnail for video and audio, then the upload. Its output is the file added.
 */
export const addMediaMachine = setup({
  types: {
    context: {} as AddMediaContext,
    input: {} as AddMediaInput,
    events: {} as AddMediaEvent,
    output: {} as MediaContent,
  },
  actors: {
    addMedia: fromPromise<{ message: string; content: MediaContent }, AddMediaUpload>(notProvided('addMedia')),
  },
  actions: {
    // Another kind starts over: a photo chosen under Image is no video.
    chooseKind: assign((_, kind: MediaKind) => ({ kind, file: null, thumb: null, error: null, failure: null, queue: [] })),
    chooseFile: assign(({ context }, file: ChosenFile | null) => ({
      file,
      queue: [],
      error: file ? (packageFileError(uploadKind[context.kind], file) ?? null) : null,
      failure: null,
    })),
    chooseVaultFiles: assign(({ context }, files: ChosenFile[]) => ({
      file: files[0] ?? null,
      queue: files.slice(1),
      thumb: null,
      error: files.map((file) => packageFileError(uploadKind[context.kind], file)).find((error) => error !== undefined) ?? null,
      failure: null,
    })),
    /** The next of the items chosen together takes the slot once the one before is in the package. */
    takeNext: assign(({ context }) => ({ file: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    chooseThumb: assign((_, thumb: ChosenFile | null) => ({ thumb, error: thumb ? (packageFileError('image', thumb) ?? null) : null })),
    showError: assign(({ context }) => ({ error: addMediaError(context) ?? null })),
    assignAdded: assign((_, added: MediaContent) => ({ added })),
    resetProgress: resetProgress(),
    takeProgress: takeProgress(),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    isReady: ({ context }) =>
      addMediaError(context) === undefined && context.queue.every((file) => !packageFileError(uploadKind[context.kind], file)),
    hasQueue: ({ context }) => context.queue.length > 0,
    hasAddedSome: ({ context }) => context.added !== null,
  },
}).createMachine({
  id: 'addMedia',
  context: ({ input }) => ({
    ...input,
    kind: 'IMAGE',
    file: null,
    thumb: null,
    error: null,
    failure: null,
    added: null,
    sentBytes: 0,
    queue: [],
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'addMedia.tab': { actions: { type: 'chooseKind', params: ({ event }) => event.kind } },
        'addMedia.file': { actions: { type: 'chooseFile', params: ({ event }) => event.file } },
        'addMedia.thumb': { actions: { type: 'chooseThumb', params: ({ event }) => event.file } },
        'addMedia.vault': { actions: { type: 'chooseVaultFiles', params: ({ event }) => event.files } },
        'addMedia.submit': [{ guard: 'isReady', target: 'uploading' }, { actions: 'showError' }],
      },
    },
    // The file (and its thumbnail) goes up, its bytes counted. Cancel stops it and keeps the choice.
    uploading: {
      entry: 'resetProgress',
      on: {
        'upload.progress': { actions: { type: 'takeProgress', params: ({ event }) => event.sent } },
        'upload.cancel': 'choosing',
      },
      invoke: {
        src: 'addMedia',
        input: ({ context, self }): AddMediaUpload => ({
          packageId: context.packageId,
          kind: context.kind,
          file: context.file as ChosenFile,
          thumb: context.kind === 'IMAGE' ? null : context.thumb,
          onProgress: reportProgressTo(self),
        }),
        onDone: [
          // Items chosen together from the vault: the next goes in; the last one's answer is the popup's.
          {
            guard: 'hasQueue',
            target: 'uploading',
            reenter: true,
            actions: [{ type: 'assignAdded', params: ({ event }) => event.output.content }, 'takeNext'],
          },
          {
            target: 'added',
            actions: [
              { type: 'assignAdded', params: ({ event }) => event.output.content },
              { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
            ],
          },
        ],
        onError: [
          // Part of a vault batch is in the package: the popup ends on what went in (the detail reloads) and says why the rest did not.
          {
            guard: 'hasAddedSome',
            target: 'added',
            actions: {
              type: 'notify',
              params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: toFailure(event.error).message }),
            },
          },
          { target: 'choosing', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    added: { type: 'final' },
  },
  output: ({ context }) => context.added as MediaContent,
});
