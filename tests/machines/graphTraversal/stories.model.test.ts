import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { storiesMachine, type StoriesEvent } from '../../../src/machines/stories.machine';
import type { storyPlaybackMachine } from '../../../src/machines/storyPlayback.machine';
import type { storyUploadMachine } from '../../../src/machines/storyUpload.machine';
import type { ToastsRef } from '../../../src/machines/toast.machine';
import { withImageSeen, withoutImage, type Story } from '../../../src/machines/story';
import { appRefs } from '../appRefs';
import { callbackService, deferredServices } from '../fakeServices';
import * as fx from '../fixtures';
import { storyOf } from '../stories.fixtures';
import { answers, describeEvent, labelled, modelPaths, replay, unreachedStates } from './model';

const ben = storyOf('8', ['i1', 'i2']);
const cara = storyOf('9', ['i3']);
const strip = [ben, cara];
const added = { created: storyOf('7', ['i9']) };

const refresh = labelled('a new_story notification', { type: 'stories.refresh' });
const loaded = answers(storiesMachine, 'stories.list.loading', 'loadStories', {
  done: { strip, empty: [] },
  error: { offline: fx.offline },
});
const reloaded = answers(storiesMachine, 'stories.list.refreshing', 'loadStories again', {
  done: { strip },
  error: { offline: fx.offline },
});
/** The strip itself: reading, reading again, watching and deleting (the overlay stays closed). */
const listEvents: AnyEventObject[] = [
  refresh,
  { type: 'stories.retry' },
  labelled('watch i1', { type: 'story.watched', imageId: 'i1' }),
  labelled('i3 deleted', { type: 'story.removed', imageId: 'i3' }),
  ...loaded,
  ...reloaded,
];
/** What opens over it: the player (chosen, or the person a notification named) and the upload modal. */
const overlayEvents: AnyEventObject[] = [
  { type: 'stories.retry' },
  labelled("open Ben's stories", { type: 'story.open', userId: '8' }),
  { type: 'upload.open' },
  ...loaded,
  ...reloaded,
  // The player and the upload modal are machines of their own (their suites walk them): here, how they end.
  ...answers(storiesMachine, 'stories.overlay.viewing', 'player', { done: { closed: undefined } }),
  ...answers(storiesMachine, 'stories.overlay.uploading', 'upload', { done: { shared: added, cancelled: { created: null } } }),
];
/** Guards read whether Ben has stories and whether he is still to open: the vertices tell them apart. */
const vertex = (snapshot: { context: { stories: Story[]; pendingOpen: string | null } }) => [
  snapshot.context.stories.some((story) => story.user.id === '8'),
  snapshot.context.pendingOpen,
];
/** The player and the upload modal as services that end when the step says (their own suites walk them). */
const endingWhenTold = ({ storyPlayback, storyUpload }: Record<'storyPlayback' | 'storyUpload', unknown>) =>
  ({ storyPlayback, storyUpload }) as { storyPlayback: typeof storyPlaybackMachine; storyUpload: typeof storyUploadMachine };
const model = (toasts: ToastsRef, openUserId: string | null) => ({ input: { toasts, viewerId: '7', openUserId }, vertex });
const suites = [
  { name: 'the strip', events: listEvents, openUserId: null },
  { name: "what opens over it, from a notification naming Ben's story", events: overlayEvents, openUserId: '8' },
];

/** The strip after the steps taken, from the spec's rules (§2 stories), not from the machine. */
function expected(taken: AnyEventObject[], openUserId: string | null) {
  let stories: Story[] = [];
  let pendingOpen = openUserId;
  let overlay: 'closed' | 'viewing' | 'uploading' = 'closed';
  const marked: string[] = [];
  const has = (userId: string) => stories.some((story) => story.user.id === userId);
  for (const event of taken) {
    const label = describeEvent(event);
    // What the server answers is the strip (seen marks included); a person to open who has no story now is forgotten.
    if (label.endsWith('✓ strip') || label.endsWith('✓ empty')) {
      stories = label.endsWith('✓ strip') ? strip : [];
      if (pendingOpen && !has(pendingOpen)) pendingOpen = null;
    } else if (label === 'watch i1') {
      const image = stories.flatMap((story) => story.images).find((candidate) => candidate.id === 'i1');
      // Seen here at once; the server hears of it once per image.
      if (image && !image.seen) {
        stories = withImageSeen(stories, 'i1');
        marked.push('i1');
      }
    } else if (label === 'i3 deleted') stories = withoutImage(stories, 'i3');
    else if (label === "open Ben's stories" && overlay === 'closed' && has('8')) overlay = 'viewing';
    else if (event.type === 'upload.open' && overlay === 'closed') overlay = 'uploading';
    else if (label.startsWith('player ✓') || label.startsWith('upload ✓')) overlay = 'closed';
    // The person a notification named opens as soon as the strip has them and nothing else is open.
    if (overlay === 'closed' && pendingOpen && has(pendingOpen)) [overlay, pendingOpen] = ['viewing', null];
  }
  return { stories, pendingOpen, overlay, marked };
}

const walks = suites.map((suite) => {
  const options = model(appRefs().toasts, suite.openUserId);
  return { suite, options, paths: modelPaths(storiesMachine, suite.events, options) };
});

it('story strip model: the two walks together reach every state', () => expect(unreachedStates(storiesMachine, walks)).toEqual([]));

for (const { suite, paths } of walks) {
  describe(`story strip model (${suite.name}): every path replayed on a live actor`, () => {
    it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(10));

    for (const path of paths) {
      it(path.title, async () => {
        const services = deferredServices(['loadStories', 'storyPlayback', 'storyUpload']);
        // Told once and left to finish on its own (a spawned child the strip does not wait for).
        const marks = deferredServices(['markSeen']);
        // A `new_story` notification arrives through the strip's subscription.
        const news = callbackService<StoriesEvent>();
        const { toasts } = appRefs();
        const options = model(toasts, suite.openUserId);
        const actor = createActor(
          storiesMachine.provide({
            actors: { ...services.actors, ...marks.actors, ...endingWhenTold(services.actors), storyNews: news.actor },
          }),
          {
            input: options.input,
          },
        ).start();
        const open = (src: string) => services.calls.filter((call) => call.src === src && !call.settled && !call.signal.aborted);
        await replay(
          storiesMachine,
          path,
          () => ({
            actor,
            calls: services.calls,
            deliver: (event) => {
              if (describeEvent(event) !== 'a new_story notification') return false;
              news.report({ type: 'stories.refresh' });
              return true;
            },
            states: {
              // The strip hears of new stories as long as it is shown.
              stories: () => expect(news.live()).toBe(1),
              'stories.list': () => {},
              'stories.list.loading': (_, running) => expect(running('loadStories')).toHaveLength(1),
              'stories.list.ready': (_, running) => expect(running('loadStories')).toEqual([]),
              // The strip stays as it was while it reads again.
              'stories.list.refreshing': (_, running) => expect(running('loadStories')).toHaveLength(1),
              'stories.list.failed': (snapshot, running) => {
                expect(snapshot.context.failure?.message).toBe(Messages.somethingWentWrong);
                expect(running('loadStories')).toEqual([]);
              },
              'stories.overlay': () => {},
              'stories.overlay.closed': () => expect([...open('storyPlayback'), ...open('storyUpload')]).toEqual([]),
              // The player opens on the person chosen, with the strip as it is.
              'stories.overlay.viewing': (snapshot) => {
                const [player] = open('storyPlayback');
                expect(player?.input).toMatchObject({ personIndex: snapshot.context.openIndex, viewerId: '7', toasts });
                expect(snapshot.context.stories[snapshot.context.openIndex]?.user.id).toBe('8');
              },
              'stories.overlay.uploading': () => expect(open('storyUpload').map((call) => call.input)).toEqual([{ toasts }]),
            },
            afterStep: (step) => {
              const want = expected(path.events.slice(0, step), suite.openUserId);
              const { context } = actor.getSnapshot();
              expect(context.stories).toEqual(want.stories);
              expect(context.pendingOpen).toBe(want.pendingOpen);
              expect(actor.getSnapshot().matches({ overlay: want.overlay })).toBe(true);
              // Each image watched is told to the server once.
              expect(marks.callsOf('markSeen').map((call) => call.input)).toEqual(want.marked.map((id) => ({ id })));
            },
          }),
          options,
        );
      });
    }
  });
}
