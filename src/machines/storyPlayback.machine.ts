import { assign, fromPromise, sendTo, setup, type AnyActorRef } from 'xstate';
import { Messages } from '../../contract/messages';
import { STORY_PROGRESS_END, STORY_PROGRESS_STEP, STORY_TICK_MS } from '../../contract/rules';
import { notifyGivenToasts } from './notice';
import { firstUnseenIndex, shownImage, withoutImage, type Story } from './story';
import type { ToastsRef } from './toast.machine';

/*
 * The story viewer's player (spec §2, §5 timings): images then the next person's stories, closed after the last;
 * pauses while held or hidden; tells the strip each image shown; the owner may delete the image shown.
 */

export interface StoryPlaybackInput {
  stories: Story[];
  /** Whose stories open first (an index of `stories`). */
  personIndex: number;
  viewerId: string;
  toasts: ToastsRef;
  /** Who hears `story.watched` and `story.removed` (the strip). */
  store: AnyActorRef;
}

export interface StoryPlaybackContext extends StoryPlaybackInput {
  /** The image shown of the person shown. */
  imageIndex: number;
  /** 0 to 100: how far the image shown has played. */
  progress: number;
  /** The pointer is down on the image. */
  held: boolean;
  /** The tab is in the background. */
  hidden: boolean;
}

export type StoryPlaybackEvent =
  | { type: 'story.next' }
  | { type: 'story.previous' }
  | { type: 'story.close' }
  | { type: 'story.hold' }
  | { type: 'story.release' }
  | { type: 'story.hidden' }
  | { type: 'story.visible' }
  | { type: 'story.delete' };

/** The person and the image shown, or undefined once the list ran out. */

const hasNextImage = (context: StoryPlaybackContext) => {
  const person = context.stories[context.personIndex];
  return !!person && (context.imageIndex < person.images.length - 1 || context.personIndex < context.stories.length - 1);
};

/** Where the player goes after the image shown: the person's next image, else the next person's first. */
const nextPlace = (context: StoryPlaybackContext) => {
  const person = context.stories[context.personIndex];
  if (person && context.imageIndex < person.images.length - 1)
    return { personIndex: context.personIndex, imageIndex: context.imageIndex + 1 };
  return { personIndex: context.personIndex + 1, imageIndex: 0 };
};

/** Back: the person's previous image, else the previous person's first; at the very first image, that image again. */
const previousPlace = (context: StoryPlaybackContext) => {
  if (context.imageIndex > 0) return { personIndex: context.personIndex, imageIndex: context.imageIndex - 1 };
  if (context.personIndex > 0) return { personIndex: context.personIndex - 1, imageIndex: 0 };
  return { personIndex: 0, imageIndex: 0 };
};

export const storyPlaybackMachine = setup({
  types: {
    context: {} as StoryPlaybackContext,
    events: {} as StoryPlaybackEvent,
    input: {} as StoryPlaybackInput,
  },
  actors: {
    deleteStory: fromPromise<{ message: string; id: string }, { id: string }>(() => Promise.reject(new Error('deleteStory not provided'))),
  },
  delays: { tick: STORY_TICK_MS },
  guards: {
    isPaused: ({ context }) => context.held || context.hidden,
    isRunning: ({ context }) => !context.held && !context.hidden,
    imageEndsWithNext: ({ context }) => context.progress + STORY_PROGRESS_STEP >= STORY_PROGRESS_END && hasNextImage(context),
    imageEnds: ({ context }) => context.progress + STORY_PROGRESS_STEP >= STORY_PROGRESS_END,
    hasNext: ({ context }) => hasNextImage(context),
    isOwnImage: ({ context }) => shownImage(context)?.person.user.id === context.viewerId,
    hasImagesLeft: ({ context }) => shownImage(context) !== undefined,
  },
  actions: {
    advanceProgress: assign({ progress: ({ context }) => Math.min(STORY_PROGRESS_END, context.progress + STORY_PROGRESS_STEP) }),
    goNext: assign(({ context }) => ({ ...nextPlace(context), progress: 0 })),
    goPrevious: assign(({ context }) => ({ ...previousPlace(context), progress: 0 })),
    hold: assign({ held: true }),
    release: assign({ held: false }),
    hide: assign({ hidden: true }),
    show: assign({ hidden: false }),
    /** The image shown was watched: the strip marks it seen (and tells the server). */
    markSeen: sendTo(
      ({ context }) => context.store,
      ({ context }) => ({ type: 'story.watched', imageId: shownImage(context)?.image.id ?? '' }),
    ),
    /** The deleted image leaves the player (the next image takes its place) and the strip. */
    removeShown: assign(({ context }) => {
      const shown = shownImage(context);
      if (!shown) return {};
      const stories = withoutImage(context.stories, shown.image.id);
      const personLeft = stories.some((story) => story.user.id === shown.person.user.id);
      const person = stories[context.personIndex];
      if (personLeft && person && context.imageIndex < person.images.length) return { stories, progress: 0 };
      if (personLeft) return { stories, personIndex: context.personIndex + 1, imageIndex: 0, progress: 0 };
      return { stories, imageIndex: 0, progress: 0 };
    }),
    tellRemoved: sendTo(
      ({ context }) => context.store,
      (_, params: { imageId: string }) => ({ type: 'story.removed', imageId: params.imageId }),
    ),
    notify: notifyGivenToasts<StoryPlaybackContext, StoryPlaybackEvent>(),
  },
}).createMachine({
  id: 'storyPlayback',
  context: ({ input }) => {
    const personIndex = Math.min(Math.max(0, input.personIndex), Math.max(0, input.stories.length - 1));
    const person = input.stories[personIndex];
    return { ...input, personIndex, imageIndex: person ? firstUnseenIndex(person) : 0, progress: 0, held: false, hidden: false };
  },
  initial: 'starting',
  on: {
    'story.hold': { actions: 'hold' },
    'story.release': { actions: 'release' },
    'story.hidden': { actions: 'hide' },
    'story.visible': { actions: 'show' },
    'story.close': '.closed',
  },
  states: {
    starting: { always: [{ guard: 'hasImagesLeft', target: 'showing' }, { target: 'closed' }] },
    showing: {
      entry: 'markSeen',
      initial: 'playing',
      on: {
        'story.next': [{ guard: 'hasNext', target: 'showing', reenter: true, actions: 'goNext' }, { target: 'closed' }],
        'story.previous': { target: 'showing', reenter: true, actions: 'goPrevious' },
      },
      states: {
        playing: {
          always: { guard: 'isPaused', target: 'paused' },
          on: { 'story.delete': { guard: 'isOwnImage', target: 'deleting' } },
          after: {
            tick: [
              { guard: 'imageEndsWithNext', target: '#storyPlayback.showing', reenter: true, actions: 'goNext' },
              { guard: 'imageEnds', target: '#storyPlayback.closed' },
              { target: 'playing', reenter: true, actions: 'advanceProgress' },
            ],
          },
        },
        paused: {
          always: { guard: 'isRunning', target: 'playing' },
          on: { 'story.delete': { guard: 'isOwnImage', target: 'deleting' } },
        },
        deleting: {
          // Neither moving on nor closing while the delete is on its way.
          on: { 'story.next': {}, 'story.previous': {} },
          invoke: {
            src: 'deleteStory',
            input: ({ context }) => ({ id: shownImage(context)?.image.id ?? '' }),
            onDone: {
              target: '#storyPlayback.deleted',
              actions: [
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || Messages.storyDeleted }) },
                { type: 'tellRemoved', params: ({ event }) => ({ imageId: event.output.id }) },
                'removeShown',
              ],
            },
            // Spec §8: the one words of a refused or failed delete.
            onError: { target: 'playing', actions: { type: 'notify', params: { kind: 'error', message: Messages.storyDeleteFailed } } },
          },
        },
      },
    },
    /** After a delete: the image that took its place starts over. */
    deleted: { always: [{ guard: 'hasImagesLeft', target: 'showing' }, { target: 'closed' }] },
    closed: { type: 'final' },
  },
});
