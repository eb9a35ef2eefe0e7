import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, initialTransition, SimulatedClock, transition, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { Messages } from '../../../contract/messages';
import { STORY_PROGRESS_END, STORY_PROGRESS_STEP, STORY_TICK_MS } from '../../../contract/rules';
import type { Story } from '../../../src/machines/story';
import { storyPlaybackMachine, type StoryPlaybackEvent } from '../../../src/machines/storyPlayback.machine';

/*
 * The story player as the viewer sees it (spec §5): only where it is and whether it plays; every shortest path to
 * every (place, event) pair is replayed on the real machine under xstate's SimulatedClock, time passing as modelled.
 */

const person = (id: string, imageIds: string[], seen = false): Story => ({
  user: { id, firstName: `First${id}`, lastName: 'Last', username: `user${id}`, profilePhoto: null, isVerified: false },
  images: imageIds.map((imageId) => ({
    id: imageId,
    url: `/media/story/images/${imageId}.jpg`,
    createdAt: '2026-01-01T00:00:00Z',
    expiresAt: '2026-01-02T00:00:00Z',
    seen,
  })),
  seen,
});

/** Ana has two images, Ben one: three places to be, then closed. */
const STORIES = [person('1', ['a1', 'a2']), person('2', ['b1'])];
const PLACES = [
  { name: 'a1', person: 0, image: 0 },
  { name: 'a2', person: 0, image: 1 },
  { name: 'b1', person: 1, image: 0 },
] as const;
const TICKS_PER_IMAGE = Math.ceil(STORY_PROGRESS_END / STORY_PROGRESS_STEP);
const IMAGE_MS = TICKS_PER_IMAGE * STORY_TICK_MS;

type Pause = { held: boolean; hidden: boolean };
const PAUSES: Pause[] = [
  { held: false, hidden: false },
  { held: true, hidden: false },
  { held: false, hidden: true },
  { held: true, hidden: true },
];
const key = (place: number, pause: Pause) => `${PLACES[place]!.name}_${pause.held ? 'held' : 'free'}_${pause.hidden ? 'hidden' : 'shown'}`;

/** The model: each place times each pause, and closed. WAIT is a whole image's time passing. */
function viewModel() {
  const states: Record<string, object> = { closed: { type: 'final', meta: { place: null } } };
  PLACES.forEach((_, place) => {
    for (const pause of PAUSES) {
      const here = key(place, pause);
      const next = place < PLACES.length - 1 ? key(place + 1, pause) : 'closed';
      const previous = key(place === 0 ? 0 : place === 2 ? 0 : place - 1, pause);
      const playing = !pause.held && !pause.hidden;
      states[here] = {
        meta: { place, playing },
        on: {
          WAIT: playing ? next : here,
          NEXT: next,
          PREVIOUS: previous,
          CLOSE: 'closed',
          HOLD: key(place, { ...pause, held: true }),
          RELEASE: key(place, { ...pause, held: false }),
          HIDE: key(place, { ...pause, hidden: true }),
          SHOW: key(place, { ...pause, hidden: false }),
        },
      };
    }
  });
  // Generated states: typed as the plain config objects they are.
  return createMachine({ id: 'storyView', initial: key(0, PAUSES[0]!), states: states as never });
}

const EVENTS: Record<string, StoryPlaybackEvent | 'wait'> = {
  WAIT: 'wait',
  NEXT: { type: 'story.next' },
  PREVIOUS: { type: 'story.previous' },
  CLOSE: { type: 'story.close' },
  HOLD: { type: 'story.hold' },
  RELEASE: { type: 'story.release' },
  HIDE: { type: 'story.hidden' },
  SHOW: { type: 'story.visible' },
};

/** The real player under a simulated clock, with a strip that records what it hears. */
function startPlayer(
  stories = STORIES,
  personIndex = 0,
  viewerId = '9',
  remove: (id: string) => Promise<{ message: string; id: string }> = async (id) => ({ message: Messages.storyDeleted, id }),
) {
  const clock = new SimulatedClock();
  const heard: AnyEventObject[] = [];
  const toasts: AnyEventObject[] = [];
  const store = createActor(createMachine({ on: { '*': { actions: ({ event }) => void heard.push(event) } } })).start();
  const toastActor = createActor(createMachine({ on: { '*': { actions: ({ event }) => void toasts.push(event) } } })).start();
  const actor = createActor(storyPlaybackMachine.provide({ actors: { deleteStory: fromPromise(({ input }) => remove(input.id)) } }), {
    clock,
    input: { stories, personIndex, viewerId, toasts: toastActor, store },
  }).start();
  const pass = (ms: number) => {
    for (let passed = 0; passed < ms; passed += STORY_TICK_MS) clock.increment(STORY_TICK_MS);
  };
  const watched = () => heard.filter((event) => event.type === 'story.watched').map((event) => event.imageId as string);
  return { actor, pass, watched, heard, toasts };
}

const model = viewModel();
const eventTypes = Object.keys(EVENTS).map((type) => ({ type }));
const toPlaces = getShortestPaths(model, { events: eventTypes });
// Every event from every place: the shortest path there, then the event.
const paths = toPlaces.flatMap((path) =>
  path.state.status === 'done'
    ? [path.steps.slice(1).map((step) => step.event.type)]
    : eventTypes.map((event) => [...path.steps.slice(1).map((step) => step.event.type), event.type]),
);

describe('story playback model: every event from every place, replayed on the player with a simulated clock', () => {
  it('covers every place and transition', () => {
    expect(toPlaces).toHaveLength(PLACES.length * PAUSES.length + 1);
    expect(paths.length).toBeGreaterThanOrEqual(PLACES.length * PAUSES.length * eventTypes.length);
  });

  for (const events of paths) {
    it(events.join(' → ') || 'start', () => {
      const player = startPlayer();
      let [state] = initialTransition(model);
      const expectedWatched = [PLACES[0]!.name as string];
      const check = () => {
        const meta = Object.values(state.getMeta())[0] as { place: number | null; playing?: boolean };
        const snapshot = player.actor.getSnapshot();
        if (meta.place === null) {
          expect(snapshot.status).toBe('done');
          return;
        }
        const place = PLACES[meta.place]!;
        expect(snapshot.status).toBe('active');
        expect([snapshot.context.personIndex, snapshot.context.imageIndex]).toEqual([place.person, place.image]);
        expect(snapshot.matches({ showing: meta.playing ? 'playing' : 'paused' })).toBe(true);
        expect(player.watched()).toEqual(expectedWatched);
      };
      check();
      for (const type of events) {
        const before = state;
        [state] = transition(model, state, { type });
        const event = EVENTS[type]!;
        if (event === 'wait') player.pass(IMAGE_MS);
        else player.actor.send(event);
        // Entering a place (not staying) shows its image and tells the strip it was watched.
        const beforeMeta = Object.values(before.getMeta())[0] as { place: number | null };
        const afterMeta = Object.values(state.getMeta())[0] as { place: number | null };
        const moved = afterMeta.place !== null && (afterMeta.place !== beforeMeta.place || type === 'NEXT' || type === 'PREVIOUS');
        if (moved) expectedWatched.push(PLACES[afterMeta.place!]!.name);
        check();
      }
    });
  }
});

describe('story playback timing and actions', () => {
  it('moves +1.5 every 100 ms and to the next image at 100, not before', () => {
    const player = startPlayer();
    player.pass(STORY_TICK_MS);
    expect(player.actor.getSnapshot().context.progress).toBe(STORY_PROGRESS_STEP);
    player.pass((TICKS_PER_IMAGE - 2) * STORY_TICK_MS);
    expect(player.actor.getSnapshot().context.progress).toBeCloseTo((TICKS_PER_IMAGE - 1) * STORY_PROGRESS_STEP);
    expect(player.actor.getSnapshot().context.imageIndex).toBe(0);
    player.pass(STORY_TICK_MS);
    expect(player.actor.getSnapshot().context).toMatchObject({ imageIndex: 1, progress: 0 });
  });

  it('a held image keeps its progress and goes on from there after release', () => {
    const player = startPlayer();
    player.pass(10 * STORY_TICK_MS);
    player.actor.send({ type: 'story.hold' });
    player.pass(60 * STORY_TICK_MS);
    expect(player.actor.getSnapshot().context.progress).toBeCloseTo(10 * STORY_PROGRESS_STEP);
    player.actor.send({ type: 'story.release' });
    player.pass(STORY_TICK_MS);
    expect(player.actor.getSnapshot().context.progress).toBeCloseTo(11 * STORY_PROGRESS_STEP);
  });

  it('opens a person at their first unseen image and previous at the very first image starts it over', () => {
    const stories = [
      {
        ...person('1', ['a1', 'a2', 'a3']),
        images: person('1', ['a1', 'a2', 'a3']).images.map((image, index) => ({ ...image, seen: index === 0 })),
      },
    ];
    const player = startPlayer(stories);
    expect(player.actor.getSnapshot().context.imageIndex).toBe(1);
    player.actor.send({ type: 'story.previous' });
    player.pass(5 * STORY_TICK_MS);
    player.actor.send({ type: 'story.previous' });
    expect(player.actor.getSnapshot().context).toMatchObject({ imageIndex: 0, progress: 0 });
    expect(player.watched()).toEqual(['a2', 'a1', 'a1']);
  });

  it('only the owner deletes: the image leaves, the strip hears, the toast says Story Delete Success, the next plays', async () => {
    const stories = [person('9', ['m1', 'm2']), person('2', ['b1'])];
    const player = startPlayer(stories, 0, '9');
    player.actor.send({ type: 'story.delete' });
    expect(player.actor.getSnapshot().matches({ showing: 'deleting' })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const snapshot = player.actor.getSnapshot();
    expect(snapshot.context.stories[0]?.images.map((image) => image.id)).toEqual(['m2']);
    expect(snapshot.context).toMatchObject({ personIndex: 0, imageIndex: 0 });
    expect(snapshot.matches({ showing: 'playing' })).toBe(true);
    expect(player.heard.filter((event) => event.type === 'story.removed')).toEqual([{ type: 'story.removed', imageId: 'm1' }]);
    expect(player.toasts.at(-1)).toMatchObject({ type: 'toast.show', notice: { kind: 'success', message: Messages.storyDeleted } });
    // Someone else's image: no Delete.
    player.actor.send({ type: 'story.next' });
    player.actor.send({ type: 'story.delete' });
    expect(player.actor.getSnapshot().matches({ showing: 'deleting' })).toBe(false);
  });

  it('deleting the last image closes; a refused delete says Story Delete Failed and plays on', async () => {
    const failing = startPlayer([person('9', ['m1'])], 0, '9', () => Promise.reject(new Error(Messages.storyDeleteFailed)));
    failing.actor.send({ type: 'story.delete' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.actor.getSnapshot().matches({ showing: 'playing' })).toBe(true);
    expect(failing.toasts.at(-1)).toMatchObject({ notice: { kind: 'error', message: Messages.storyDeleteFailed } });

    const last = startPlayer([person('9', ['m1'])], 0, '9');
    last.actor.send({ type: 'story.delete' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(last.actor.getSnapshot().status).toBe('done');
  });

  it('an empty list closes at once', () => {
    expect(startPlayer([]).actor.getSnapshot().status).toBe('done');
  });
});
