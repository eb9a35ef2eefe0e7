import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { MessageKey } from '../../contract/messages';
import { chatFileError, chatFileKind, chatPriceError, isReadyToSend, type ChatFileKind } from '../validation/chat';
import type { FileFacts } from '../validation/posts';
import { typedCoins } from '../validation/posts';
import type { ChatMessage, ChatStoreRef } from './chat';
import { toFailure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';
import { vaultItemOf } from './vaultFile';
import {
  reportProgressTo,
  resetProgress,
  takeProgress,
  type OnProgress,
  type UploadProgressContext,
  type UploadProgressEvent,
} from './uploadProgress';

/** A screen-scoped actor: the room the file goes to, a random seed for its client id, the app's actors. */
export interface ChatFileInput {
  roomId: string;
  seed: string;
  chatStore: ChatStoreRef;
  toasts: ToastsRef;
}

export interface ChatFileContext<TFile extends FileFacts = FileFacts> extends ChatFileInput, UploadProgressContext {
  /** Paid media: the file goes with a price. */
  paid: boolean;
  file: TFile | null;
  kind: ChatFileKind | null;
  /** Paid media only: the price as typed (digits only, no leading zero, at most 5). */
  price: string;
  error: MessageKey | null;
  /** The file chosen is this popup's attempt number: a retry of it keeps its client id. */
  attempt: number;
  /** The key of the file once uploaded: a retry of the send does not upload it again. */
  uploadedKey: string | null;
}

/** What the uploadFile actor is given: the file, its client id, and where it reports the bytes sent. */
export interface ChatFileUpload<TFile extends FileFacts = FileFacts> {
  file: TFile;
  id: string;
  onProgress: OnProgress;
}

export interface ChatFileMessage {
  roomId: string;
  kind: 'TEXT' | 'VIDEO' | 'PAID_MEDIA';
  content: string;
  files: string[];
  price?: number;
  clientId: string;
}

export type ChatFileEvent<TFile extends FileFacts = FileFacts> =
  | { type: 'file.chosen'; file: TFile }
  | { type: 'file.cleared' }
  | { type: 'price.typed'; value: string }
  /** The upload button: the file goes up, then the message is sent. */
  | { type: 'file.send' }
  | UploadProgressEvent
  /** Cancel upload: the file stops going up and stays chosen; nothing reaches the room. */
  | { type: 'upload.cancel' };

interface ChatFileOptions {
  id: string;
  /** A paid media message (spec §5): a verified creator's image or video with a price. */
  paid: boolean;
}

/** The kind of a chosen file; a vault item's by its kind (the server makes another image format a JPEG). */
const kindOfChosen = (file: File): ChatFileKind | undefined => {
  const item = vaultItemOf(file);
  if (!item) return chatFileKind(file);
  return item.kind === 'IMAGE' ? 'image' : item.kind === 'VIDEO' ? 'video' : undefined;
};
/** Why a chosen file cannot go: a picked file's rules, or a vault item that is a sound. */
const errorOfChosen = (file: File): MessageKey | undefined => {
  const item = vaultItemOf(file);
  if (!item) return chatFileError(file);
  return item.kind === 'AUDIO' ? 'vaultAudioInChat' : undefined;
};

/**
 * A file sent in the chat (spec §2 attachment popup, §5): chosen, checked, previewed, uploaded, then sent as a
 * message; paid media adds a price. Refusals are toasts; trying again keeps the client id.
 */
export const chatFileMachine = ({ id, paid }: ChatFileOptions) =>
  setup({
    types: {
      context: {} as ChatFileContext<File>,
      input: {} as ChatFileInput,
      events: {} as ChatFileEvent<File>,
    },
    actors: {
      uploadFile: fromPromise<{ key: string }, ChatFileUpload<File>>(notProvided('uploadFile')),
      sendMessage: fromPromise<ChatMessage, ChatFileMessage>(notProvided('sendMessage')),
    },
    actions: {
      assignFile: assign(({ context }, file: File) => ({
        file,
        kind: kindOfChosen(file) ?? null,
        error: null,
        attempt: context.attempt + 1,
        uploadedKey: null,
      })),
      refuseFile: assign({ error: (_, file: File) => errorOfChosen(file) ?? null }),
      clearFile: assign({ file: null, kind: null, error: null, uploadedKey: null }),
      assignPrice: assign({ price: (_, value: string) => typedCoins(value), error: null }),
      refusePrice: assign({ error: ({ context }) => chatPriceError(context.price) ?? null }),
      assignKey: assign({ uploadedKey: (_, key: string) => key }),
      resetProgress: resetProgress(),
      takeProgress: takeProgress(),
      storeMessage: sendTo(
        ({ context }) => context.chatStore,
        (_, message: ChatMessage) => ({ type: 'message.received' as const, message }),
      ),
      notify: notifyGivenToasts(),
    },
    guards: {
      isFileRefused: (_, file: File) => errorOfChosen(file) !== undefined,
      isPriceRefused: ({ context }) => context.file !== null && !isReadyToSend(context),
      isUploaded: ({ context }) => context.uploadedKey !== null,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      ...input,
      paid,
      file: null,
      kind: null,
      price: '',
      error: null,
      attempt: 0,
      uploadedKey: null,
      sentBytes: 0,
    }),
    initial: 'choosing',
    states: {
      // No file yet: choose an image or a video.
      choosing: {
        on: {
          'price.typed': { actions: { type: 'assignPrice', params: ({ event }) => event.value } },
          'file.chosen': [
            {
              guard: { type: 'isFileRefused', params: ({ event }) => event.file },
              actions: { type: 'refuseFile', params: ({ event }) => event.file },
            },
            { target: 'previewing', actions: { type: 'assignFile', params: ({ event }) => event.file } },
          ],
        },
      },
      // The file is previewed; the upload button sends it (a paid one once priced).
      previewing: {
        on: {
          // The price stays as it was sent while the file is on its way.
          'price.typed': { actions: { type: 'assignPrice', params: ({ event }) => event.value } },
          'file.chosen': [
            {
              guard: { type: 'isFileRefused', params: ({ event }) => event.file },
              actions: { type: 'refuseFile', params: ({ event }) => event.file },
            },
            { target: 'previewing', reenter: true, actions: { type: 'assignFile', params: ({ event }) => event.file } },
          ],
          'file.cleared': { target: 'choosing', actions: 'clearFile' },
          'file.send': [
            { guard: 'isPriceRefused', actions: 'refusePrice' },
            { guard: 'isUploaded', target: 'sending' },
            { target: 'uploading' },
          ],
        },
      },
      // The file goes up to the chat service (private to the room's members), its bytes counted. Cancel stops it and keeps the file.
      uploading: {
        entry: 'resetProgress',
        on: {
          'upload.progress': { actions: { type: 'takeProgress', params: ({ event }) => event.sent } },
          'upload.cancel': 'previewing',
        },
        invoke: {
          src: 'uploadFile',
          input: ({ context, self }) => ({
            file: context.file!,
            id: `${context.seed}-file-${context.attempt}`,
            onProgress: reportProgressTo(self),
          }),
          onDone: { target: 'sending', actions: { type: 'assignKey', params: ({ event }) => event.output.key } },
          onError: {
            target: 'previewing',
            actions: {
              type: 'notify',
              params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: toFailure(event.error).message }),
            },
          },
        },
      },
      // The message carrying the uploaded file is sent.
      sending: {
        invoke: {
          src: 'sendMessage',
          input: ({ context }) => ({
            roomId: context.roomId,
            kind: paid ? ('PAID_MEDIA' as const) : context.kind === 'video' ? ('VIDEO' as const) : ('TEXT' as const),
            content: '',
            files: [context.uploadedKey!],
            ...(paid ? { price: Number(context.price) } : {}),
            clientId: `${context.seed}-file-${context.attempt}`,
          }),
          onDone: { target: 'sent', actions: { type: 'storeMessage', params: ({ event }) => event.output } },
          onError: {
            target: 'previewing',
            actions: {
              type: 'notify',
              params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: toFailure(event.error).message }),
            },
          },
        },
      },
      // In the thread: the popup closes.
      sent: { type: 'final' },
    },
  });

/** The attachment popup's image or video. */
export const chatAttachmentMachine = chatFileMachine({ id: 'chatAttachment', paid: false });
/** The paid media composer: an image or a video with its price. */
export const paidMediaMachine = chatFileMachine({ id: 'paidMedia', paid: true });
