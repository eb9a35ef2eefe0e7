import { assign, enqueueActions, fromCallback, fromPromise, raise, setup } from 'xstate';
import { storyPlaybackMachine } from './storyPlayback.machine';
import { personIndex, withImageSeen, withoutImage, type Story } from './story';
import { storyUploadMachine, type StoryUploadOutput } from './storyUpload.machine';
import { assignFailure, type Failure } from './failure';
import type { ToastsRef } from './toast.machine';

/*
 * The home story strip (spec §2): own story, then new, then the rest; read again after a story is added or deleted
 * or a `new_story` notification arrives. Each image watched is marked seen here and on the server.
 */

export interface StoriesInput {
  toasts: ToastsRef;
  viewerId: string;
  /** Open this person's stories once the strip has loaded (a `new_story` notification's link). */
  openUserId?: string | null;
}

export interface StoriesContext {
  toasts: ToastsRef;
  viewerId: string;
  stories: Story[];
  failure: Failure | null;
  /** Whose stories the viewer opens (an index of `stories`). */
  openIndex: number;
  /** Still to open once loaded, then null. */
  pendingOpen: string | null;
}

export type StoriesEvent =
  | { type: 'stories.refresh' }
  | { type: 'stories.retry' }
  | { type: 'story.open'; userId: string }
  | { type: 'upload.open' }
  | { type: 'story.watched'; imageId: string }
  | { type: 'story.removed'; imageId: string };

export const storiesMachine = setup({
  types: {
    context: {} as StoriesContext,
    events: {} as StoriesEvent,
    input: {} as StoriesInput,
  },
  actors: {
    loadStories: fromPromise<Story[]>(() => Promise.reject(new Error('loadStories not provided'))),
    markSeen: fromPromise<unknown, { id: string }>(() => Promise.reject(new Error('markSeen not provided'))),
    /** Sends `stories.refresh` when a `new_story` notification arrives. */
    storyNews: fromCallback<StoriesEvent>(() => () => {}),
    storyPlayback: storyPlaybackMachine,
    storyUpload: storyUploadMachine,
  },
  guards: {
    hasPerson: ({ context, event }) => event.type === 'story.open' && personIndex(context.stories, event.userId) >= 0,
    hasPendingPerson: ({ context }) => context.pendingOpen !== null && personIndex(context.stories, context.pendingOpen) >= 0,
    addedStory: (_, params: { output: StoryUploadOutput }) => params.output.created !== null,
  },
  actions: {
    /** The list as read; a person to open who has no story now is forgotten. */
    keepStories: assign<StoriesContext, StoriesEvent, { stories: Story[] }, StoriesEvent, never>(({ context }, params) => ({
      stories: params.stories,
      failure: null,
      pendingOpen: context.pendingOpen !== null && personIndex(params.stories, context.pendingOpen) >= 0 ? context.pendingOpen : null,
    })),
    askRefresh: raise({ type: 'stories.refresh' }),
    assignFailure: assignFailure<StoriesContext, StoriesEvent>(),
    chooseOpen: assign({
      openIndex: ({ context, event }) => (event.type === 'story.open' ? personIndex(context.stories, event.userId) : context.openIndex),
    }),
    choosePending: assign(({ context }) => ({ openIndex: personIndex(context.stories, context.pendingOpen ?? ''), pendingOpen: null })),
    /** Seen here at once; the server hears of it once per image. */
    markWatched: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'story.watched') return;
      const image = context.stories.flatMap((story) => story.images).find((candidate) => candidate.id === event.imageId);
      if (!image || image.seen) return;
      enqueue.assign({ stories: withImageSeen(context.stories, event.imageId) });
      enqueue.spawnChild('markSeen', { input: { id: event.imageId } });
    }),
    dropImage: assign({
      stories: ({ context, event }) => (event.type === 'story.removed' ? withoutImage(context.stories, event.imageId) : context.stories),
    }),
  },
}).createMachine({
  id: 'stories',
  type: 'parallel',
  context: ({ input }) => ({
    toasts: input.toasts,
    viewerId: input.viewerId,
    stories: [],
    failure: null,
    openIndex: 0,
    pendingOpen: input.openUserId ?? null,
  }),
  invoke: { src: 'storyNews' },
  on: {
    'story.watched': { actions: 'markWatched' },
    'story.removed': { actions: ['dropImage', 'askRefresh'] },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadStories',
            onDone: { target: 'ready', actions: { type: 'keepStories', params: ({ event }) => ({ stories: event.output }) } },
            onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: { on: { 'stories.refresh': 'refreshing' } },
        // The strip stays as it is while it reads again; a failed refresh keeps it.
        refreshing: {
          on: { 'stories.refresh': { target: 'refreshing', reenter: true } },
          invoke: {
            src: 'loadStories',
            onDone: { target: 'ready', actions: { type: 'keepStories', params: ({ event }) => ({ stories: event.output }) } },
            onError: 'ready',
          },
        },
        failed: { on: { 'stories.retry': 'loading', 'stories.refresh': 'loading' } },
      },
    },
    overlay: {
      initial: 'closed',
      states: {
        closed: {
          always: { guard: 'hasPendingPerson', target: 'viewing', actions: 'choosePending' },
          on: {
            'story.open': { guard: 'hasPerson', target: 'viewing', actions: 'chooseOpen' },
            'upload.open': 'uploading',
          },
        },
        viewing: {
          invoke: {
            id: 'player',
            src: 'storyPlayback',
            input: ({ context, self }) => ({
              stories: context.stories,
              personIndex: context.openIndex,
              viewerId: context.viewerId,
              toasts: context.toasts,
              store: self,
            }),
            onDone: 'closed',
          },
        },
        uploading: {
          invoke: {
            id: 'upload',
            src: 'storyUpload',
            input: ({ context }) => ({ toasts: context.toasts }),
            onDone: [
              { guard: { type: 'addedStory', params: ({ event }) => ({ output: event.output }) }, target: 'closed', actions: 'askRefresh' },
              { target: 'closed' },
            ],
          },
        },
      },
    },
  },
});
