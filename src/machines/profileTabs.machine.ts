import { assign, fromPromise, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import { notProvided } from './notProvided';

/** A profile's tabs: every post, the posts with a photo, video or audio, and the posts still locked to the viewer. */
export const PROFILE_TABS = ['posts', 'media', 'locked'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** What each tab holds, as the server counts it for the viewer (photos count each image of a photo post). */
export interface ProfileCounts {
  posts: number;
  photos: number;
  videos: number;
  audios: number;
  locked: number;
}

/** The tab an address asks for (`?tab=media`); anything else is the Posts tab. */
export function profileTabOf(search: string): ProfileTab {
  const asked = new URLSearchParams(search).get('tab');
  return PROFILE_TABS.find((tab) => tab === asked) ?? 'posts';
}

export interface ProfileTabsInput {
  userId: string;
  /** The profile's own address (/my-profile or /user-profile/{id}), which `?tab=` follows. */
  path: string;
  tab: ProfileTab;
}

export interface ProfileTabsContext extends ProfileTabsInput {
  counts: ProfileCounts | null;
  failure: Failure | null;
}

export type ProfileTabsEvent =
  /** A tab was chosen (click, arrow keys, or the address): the address follows. */
  | { type: 'tab.select'; tab: ProfileTab }
  | { type: 'counts.retry' }
  /** Something the counts depend on changed (a subscription, a purchase): they are asked again. */
  | { type: 'counts.refresh' };

/**
 * A profile's tabs (issue 32): which one is shown (kept in the address as `?tab=`) and the counts the tabs are labelled
 * with; each tab's posts are their own paged feed.
 */
export const profileTabsMachine = setup({
  types: {
    context: {} as ProfileTabsContext,
    input: {} as ProfileTabsInput,
    events: {} as ProfileTabsEvent,
  },
  actors: {
    loadCounts: fromPromise<ProfileCounts, { userId: string }>(notProvided('loadCounts')),
  },
  actions: {
    selectTab: assign({ tab: (_, tab: ProfileTab) => tab }),
    // Provided at the edge: the address's `?tab=` follows the chosen tab.
    showTab: (_, _tab: ProfileTab) => {},
    assignCounts: assign({ counts: (_, counts: ProfileCounts) => counts, failure: null }),
    assignFailure: assignFailure(),
  },
  guards: {
    isAnotherTab: ({ context }, tab: ProfileTab) => tab !== context.tab,
  },
}).createMachine({
  id: 'profileTabs',
  context: ({ input }) => ({ ...input, counts: null, failure: null }),
  on: {
    'tab.select': {
      guard: { type: 'isAnotherTab', params: ({ event }) => event.tab },
      actions: [
        { type: 'selectTab', params: ({ event }) => event.tab },
        { type: 'showTab', params: ({ event }) => event.tab },
      ],
    },
  },
  initial: 'loading',
  states: {
    // The counts are asked; the tabs show without them meanwhile.
    loading: {
      invoke: {
        src: 'loadCounts',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'ready', actions: { type: 'assignCounts', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The counts label the tabs.
    ready: { on: { 'counts.refresh': 'loading' } },
    // The counts could not be read: the tabs show without them, and offer to try again.
    failed: { on: { 'counts.retry': 'loading', 'counts.refresh': 'loading' } },
  },
});
