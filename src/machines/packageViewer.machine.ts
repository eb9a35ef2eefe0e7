import { assign, fromPromise, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import type { PackageView, ViewerTab } from './mediaPackage';
import { notProvided } from './notProvided';

export interface PackageViewerInput {
  packageId: string;
  /** The viewer's own id: their own package shows neither the owner's name nor 'View Profile'. */
  viewerId: string;
}

export interface PackageViewerContext extends PackageViewerInput {
  view: PackageView | null;
  tab: ViewerTab;
  failure: Failure | null;
}

export type PackageViewerEvent = { type: 'viewer.tab'; tab: ViewerTab } | { type: 'viewer.retry' };

export { isOwnPackage } from './packageViewerRules';

/**
 * The package viewer (spec §2, §3): the package's files (owner and buyers only) in tabs All, Image,
 * Video and Audio; 'No media found for this package' when it holds none, 'No data found' for an empty tab.
 */
export const packageViewerMachine = setup({
  types: {
    context: {} as PackageViewerContext,
    input: {} as PackageViewerInput,
    events: {} as PackageViewerEvent,
  },
  actors: {
    loadView: fromPromise<PackageView, { packageId: string }>(notProvided('loadView')),
  },
  actions: {
    assignView: assign((_, view: PackageView) => ({ view, failure: null })),
    chooseTab: assign((_, tab: ViewerTab) => ({ tab })),
    assignFailure: assignFailure(),
  },
  guards: {
    isEmpty: ({ context }) => !!context.view && context.view.images.length + context.view.audio.length + context.view.videos.length === 0,
  },
}).createMachine({
  id: 'packageViewer',
  context: ({ input }) => ({ ...input, view: null, tab: 'ALL', failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadView',
        input: ({ context }) => ({ packageId: context.packageId }),
        onDone: { target: 'loaded', actions: { type: 'assignView', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The server refused (a package not bought, gone) or the call failed.
    failed: { on: { 'viewer.retry': 'loading' } },
    loaded: { always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'showing' }] },
    // 'No media found for this package'.
    empty: {},
    showing: { on: { 'viewer.tab': { actions: { type: 'chooseTab', params: ({ event }) => event.tab } } } },
  },
});
