import { assign, fromPromise, raise, setup } from 'xstate';
import { Messages, type MessageKey } from '../../contract/messages';
import { VAULT_PAGE_SIZE, VAULT_UPLOAD_PATHS, type UploadKind, type UploadPath } from '../../contract/rules';
import { fileError, type FileFacts } from '../validation/posts';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates, type PagedListContext } from './pagedList.machine';
import type { ToastsRef } from './toast.machine';

export type VaultKind = 'IMAGE' | 'VIDEO' | 'AUDIO';

/** One of the creator's uploaded files, as the vault lists it; its URL is signed for its owner. */
export interface VaultItem {
  key: string;
  kind: VaultKind;
  mime: string;
  url: string;
  width: number | null;
  height: number | null;
  size: number;
  createdAt: string;
}

export type VaultEvent =
  | { type: 'vault.filter'; kind: VaultKind | null }
  /** The vault's paging speaks the other lists' words, so the same infinite scroll and status drive it. */
  | { type: 'feed.loadMore' }
  | { type: 'feed.retry' }
  | { type: 'vault.refresh' }
  | { type: 'vault.upload'; file: File }
  | { type: 'vault.ask'; key: string }
  | { type: 'vault.confirm' }
  | { type: 'vault.cancel' };

interface VaultContext extends PagedListContext {
  toasts: ToastsRef;
  /** The kind shown; null for every kind. */
  kind: VaultKind | null;
  items: VaultItem[];
  /** The item the delete confirmation is about. */
  pending: string | null;
  /** The file going up, while it does. */
  upload: { file: File; folder: UploadPath } | null;
}

/** The upload kind a chosen file is of, by what the browser says of it (the server checks the content). */
const kindOfFile = (file: FileFacts): UploadKind =>
  file.type.startsWith('video/') || /\.mp4$/i.test(file.name)
    ? 'video'
    : file.type.startsWith('audio/') || /\.mp3$/i.test(file.name)
      ? 'audio'
      : 'image';

/** What is wrong with a file for the vault before it goes up; undefined when it may go. */
export const vaultFileError = (file: FileFacts): MessageKey | undefined => fileError(kindOfFile(file), file);

/**
 * The creator's vault (issue 32): their uploaded images, videos and sounds in one library, by kind and page, with
 * an upload and a delete that hides an item from the library only. See docs/decisions/0050-the-vault.md
 */
export const vaultMachine = setup({
  types: {
    context: {} as VaultContext,
    input: {} as { toasts: ToastsRef },
    events: {} as VaultEvent,
  },
  actors: {
    loadVault: fromPromise<VaultItem[], { page: number; kind: VaultKind | null }>(notProvided('loadVault')),
    uploadToVault: fromPromise<{ key: string }, { file: File; folder: UploadPath }>(notProvided('uploadToVault')),
    deleteVaultItem: fromPromise<{ message: string }, { key: string }>(notProvided('deleteVaultItem')),
  },
  actions: {
    ...pagedListActions<VaultContext, VaultEvent>(),
    /** Page 1 replaces the list (a kind chosen, a refresh), a later page appends what it does not hold yet. */
    addPage: assign(({ context }, items: VaultItem[]) => ({
      items: context.requested === 1 ? items : appendPage(context.items, items, (item) => item.key),
      page: context.requested,
    })),
    chooseKind: assign(({ context }, kind: VaultKind | null) => ({ ...context, kind, items: [], page: 0, requested: 1 })),
    ask: assign({ pending: (_, key: string) => key }),
    forgetPending: assign({ pending: null }),
    dropPending: assign({ items: ({ context }) => context.items.filter((item) => item.key !== context.pending) }),
    takeFile: assign({ upload: (_, file: File) => ({ file, folder: VAULT_UPLOAD_PATHS[kindOfFile(file)] }) }),
    forgetFile: assign({ upload: null }),
    refreshList: raise({ type: 'vault.refresh' }),
    notify: notifyGivenToasts(),
  },
  guards: {
    ...pagedListGuards,
    isLastPage: (_, items: readonly unknown[]) => items.length < VAULT_PAGE_SIZE,
    isFileRefused: (_, file: File) => vaultFileError(file) !== undefined,
  },
}).createMachine({
  id: 'vault',
  context: ({ input }) => ({
    toasts: input.toasts,
    kind: null,
    items: [],
    page: 0,
    requested: 1,
    failure: null,
    pending: null,
    upload: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      // A kind chosen: page 1 of that kind, whatever was loading.
      on: { 'vault.filter': { target: '.loading', reenter: true, actions: { type: 'chooseKind', params: ({ event }) => event.kind } } },
      states: pagedListStates({
        loader: 'loadVault',
        request: (context: VaultContext) => ({ page: context.requested, kind: context.kind }),
        itemsOf: (items: VaultItem[]) => items,
        events: { more: 'feed.loadMore', retry: 'feed.retry', refresh: 'vault.refresh' },
      }),
    },
    change: {
      initial: 'idle',
      states: {
        idle: { on: { 'vault.ask': { target: 'confirming', actions: { type: 'ask', params: ({ event }) => event.key } } } },
        // 'Remove from your vault?': posts, messages and packages keep it.
        confirming: { on: { 'vault.confirm': 'removing', 'vault.cancel': { target: 'idle', actions: 'forgetPending' } } },
        removing: {
          invoke: {
            src: 'deleteVaultItem',
            input: ({ context }) => ({ key: context.pending! }),
            onDone: {
              target: 'idle',
              actions: [
                'dropPending',
                'forgetPending',
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                'forgetPending',
                { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'notify', params: ({ context }) => ({ kind: 'error', message: context.failure?.message ?? '' }) },
              ],
            },
          },
        },
      },
    },
    upload: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'vault.upload': [
              {
                guard: { type: 'isFileRefused', params: ({ event }) => event.file },
                actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: Messages[vaultFileError(event.file)!] }) },
              },
              { target: 'uploading', actions: { type: 'takeFile', params: ({ event }) => event.file } },
            ],
          },
        },
        uploading: {
          invoke: {
            src: 'uploadToVault',
            input: ({ context }) => context.upload!,
            onDone: { target: 'idle', actions: ['forgetFile', 'refreshList'] },
            onError: {
              target: 'idle',
              actions: [
                'forgetFile',
                { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'notify', params: ({ context }) => ({ kind: 'error', message: context.failure?.message ?? '' }) },
              ],
            },
          },
        },
      },
    },
  },
});
