import { assign, fromPromise, setup } from 'xstate';
import { VAULT_PAGE_SIZE } from '../../contract/rules';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates, type PagedListContext } from './pagedList.machine';
import type { VaultItem, VaultKind } from './vault.machine';
import { pickerTabs } from './vaultPickerRules';

/** What the caller of a "From vault" picker says: the kinds it takes, and how many more items it has room for. */
export interface VaultPickerInput {
  kinds: readonly VaultKind[];
  max: number;
}

export type VaultPickerEvent =
  | { type: 'picker.filter'; kind: VaultKind | null }
  /** The picker's paging speaks the other lists' words, so the same infinite scroll and status drive it. */
  | { type: 'feed.loadMore' }
  | { type: 'feed.retry' }
  | { type: 'picker.toggle'; item: VaultItem }
  | { type: 'picker.add' }
  | { type: 'picker.cancel' };

export interface VaultPickerContext extends PagedListContext {
  kinds: readonly VaultKind[];
  max: number;
  /** The tab shown; null for every kind (only when the caller takes them all). */
  kind: VaultKind | null;
  items: VaultItem[];
  /** Chosen, in the order they were chosen. */
  selected: VaultItem[];
  /** The last choice found no room left: the view says how many fit. */
  full: boolean;
}

const ALL_KINDS: readonly VaultKind[] = ['IMAGE', 'VIDEO', 'AUDIO'];

/**
 * The "From vault" dialog's logic (decision 0050): the viewer's vault by page, only in the kinds the caller takes,
 * and a choice of up to `max` items. Its output is what was chosen (nothing when cancelled); the caller makes its
 * own copies of them (a post's, a package's or a chat file).
 */
export const vaultPickerMachine = setup({
  types: {
    context: {} as VaultPickerContext,
    input: {} as VaultPickerInput,
    events: {} as VaultPickerEvent,
    output: {} as VaultItem[],
  },
  actors: {
    loadVault: fromPromise<VaultItem[], { page: number; kind: VaultKind | null }>(notProvided('loadVault')),
  },
  actions: {
    ...pagedListActions<VaultPickerContext, VaultPickerEvent>(),
    /** Page 1 replaces the list (a tab chosen), a later page appends what it does not hold yet; a kind not taken is left out. */
    addPage: assign(({ context }, items: VaultItem[]) => {
      const taken = items.filter((item) => context.kinds.includes(item.kind));
      return { items: context.requested === 1 ? taken : appendPage(context.items, taken, (item) => item.key), page: context.requested };
    }),
    chooseKind: assign(({ context }, kind: VaultKind | null) => ({ ...context, kind, items: [], page: 0, requested: 1 })),
    select: assign(({ context }, item: VaultItem) => ({ selected: [...context.selected, item], full: false })),
    unselect: assign(({ context }, item: VaultItem) => ({
      selected: context.selected.filter((each) => each.key !== item.key),
      full: false,
    })),
    refuseMore: assign({ full: true }),
    forgetSelection: assign({ selected: [], full: false }),
  },
  guards: {
    ...pagedListGuards,
    isLastPage: (_, items: readonly unknown[]) => items.length < VAULT_PAGE_SIZE,
    isTabOffered: ({ context }, kind: VaultKind | null) => pickerTabs(context.kinds).includes(kind),
    isSelected: ({ context }, item: VaultItem) => context.selected.some((each) => each.key === item.key),
    isKindRefused: ({ context }, item: VaultItem) => !context.kinds.includes(item.kind),
    hasRoom: ({ context }) => context.selected.length < context.max,
    hasSelection: ({ context }) => context.selected.length > 0,
  },
}).createMachine({
  id: 'vaultPicker',
  context: ({ input }) => {
    const kinds = ALL_KINDS.filter((kind) => input.kinds.includes(kind));
    return {
      kinds,
      max: Math.max(0, Math.floor(input.max)),
      kind: pickerTabs(kinds)[0] ?? null,
      items: [],
      selected: [],
      full: false,
      page: 0,
      requested: 1,
      failure: null,
    };
  },
  initial: 'browsing',
  states: {
    // The vault in pages, one tab at a time; items are chosen and unchosen.
    browsing: {
      initial: 'loading',
      on: {
        // Another tab: page 1 of that kind, whatever was loading; the choice so far stays.
        'picker.filter': {
          guard: { type: 'isTabOffered', params: ({ event }) => event.kind },
          target: '.loading',
          reenter: true,
          actions: { type: 'chooseKind', params: ({ event }) => event.kind },
        },
        'picker.toggle': [
          { guard: { type: 'isKindRefused', params: ({ event }) => event.item } },
          {
            guard: { type: 'isSelected', params: ({ event }) => event.item },
            actions: { type: 'unselect', params: ({ event }) => event.item },
          },
          { guard: 'hasRoom', actions: { type: 'select', params: ({ event }) => event.item } },
          { actions: 'refuseMore' },
        ],
        'picker.add': { guard: 'hasSelection', target: 'picked' },
        'picker.cancel': { target: 'cancelled', actions: 'forgetSelection' },
      },
      states: pagedListStates({
        loader: 'loadVault',
        request: (context: VaultPickerContext) => ({ page: context.requested, kind: context.kind }),
        itemsOf: (items: VaultItem[]) => items,
        events: { more: 'feed.loadMore', retry: 'feed.retry' },
      }),
    },
    // Add: the caller takes the chosen items.
    picked: { type: 'final' },
    // Cancel: nothing chosen.
    cancelled: { type: 'final' },
  },
  output: ({ context }) => context.selected,
});
