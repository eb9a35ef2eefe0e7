import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { Messages } from '../../contract/messages';
import { KB } from '../../contract/rules';
import { storiesMachine, type StoriesEvent } from '../../src/machines/stories.machine';
import type { Story } from '../../src/machines/story';
import { storyOf } from './stories.fixtures';
import { storyPlaybackMachine } from '../../src/machines/storyPlayback.machine';
import { storyUploadMachine } from '../../src/machines/storyUpload.machine';
import { storyImageError } from '../../src/validation/stories';
import { appRefs } from './appRefs';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('story image rules (spec §5, the upload modal’s check)', () => {
  it('takes jpg, jpeg and png up to 30 MB; refuses others with the spec’s words', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png']) expect(storyImageError({ name, size: 1000 })).toBeUndefined();
    expect(storyImageError({ name: 'a.gif', size: 10 })).toBe('imageType');
    expect(storyImageError({ name: 'noext', size: 10 })).toBe('imageType');
    expect(storyImageError({ name: 'a.mp4', size: 10 })).toBe('imageType');
    expect(storyImageError({ name: 'big.jpg', size: 30 * 1024 * KB + 1 })).toBe('storyImageTooBig');
    expect(storyImageError({ name: 'edge.jpg', size: 30 * 1024 * KB })).toBeUndefined();
    expect(Messages.storyImageTooBig).toBe('Please upload less the 30 MB Image File');
    expect(Messages.imageType).toBe('Upload only .jpeg/.jpg/.png files');
  });
});

describe('story upload (screen actor)', () => {
  const start = (
    create = vi.fn(async (): Promise<{ message: string; story: Story }> => ({
      message: Messages.storyCreated,
      story: storyOf('9', ['n1']),
    })),
  ) => {
    const refs = appRefs();
    const actor = createActor(storyUploadMachine.provide({ actors: { createStory: fromPromise(create) } }), {
      input: { toasts: refs.toasts },
    }).start();
    return { actor, refs, create };
  };

  it('refuses a wrong type or a big file with the spec’s words and uploads nothing', () => {
    const { actor, create } = start();
    actor.send({ type: 'upload.pick', file: { name: 'clip.gif', size: 100 } });
    expect(actor.getSnapshot().context.error).toBe('imageType');
    expect(actor.getSnapshot().value).toBe('picking');
    actor.send({ type: 'upload.pick', file: { name: 'huge.png', size: 31 * 1024 * KB } });
    expect(actor.getSnapshot().context.error).toBe('storyImageTooBig');
    actor.send({ type: 'upload.submit' });
    expect(actor.getSnapshot().value).toBe('picking');
    expect(create).not.toHaveBeenCalled();
  });

  it('previews a good pick, keeps it over a refused second pick, uploads, toasts and ends with the new story', async () => {
    const { actor, refs, create } = start();
    const file = { name: 'me.jpg', size: 2000 };
    actor.send({ type: 'upload.pick', file });
    expect(actor.getSnapshot().value).toBe('previewing');
    actor.send({ type: 'upload.pick', file: { name: 'x.txt', size: 1 } });
    expect(actor.getSnapshot().context).toMatchObject({ file, error: 'imageType' });
    actor.send({ type: 'upload.submit' });
    expect(actor.getSnapshot().value).toBe('uploading');
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ input: { file } }));
    expect(done.output?.created?.images[0]?.id).toBe('n1');
    expect(refs.shown()).toEqual([{ kind: 'success', message: Messages.storyCreated }]);
  });

  it('a failed upload says why and lets the person try again', async () => {
    const { actor, refs } = start(vi.fn(async () => Promise.reject(Object.assign(new Error(Messages.storyImageTooBig), { status: 400 }))));
    actor.send({ type: 'upload.pick', file: { name: 'me.png', size: 10 } });
    actor.send({ type: 'upload.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('previewing'));
    expect(actor.getSnapshot().context.failure?.message).toBe(Messages.storyImageTooBig);
    expect(refs.shown()).toEqual([{ kind: 'error', message: Messages.storyImageTooBig }]);
  });

  it('cancel closes without a story', () => {
    const { actor } = start();
    actor.send({ type: 'upload.cancel' });
    expect(actor.getSnapshot()).toMatchObject({ status: 'done', output: { created: null } });
  });
});

describe('stories strip (screen actor)', () => {
  function start(lists: Story[][], options: { openUserId?: string | null; news?: (send: (event: StoriesEvent) => void) => void } = {}) {
    const refs = appRefs();
    let call = 0;
    const loadStories = vi.fn(async () => lists[Math.min(call++, lists.length - 1)]!);
    const markSeen = vi.fn(async ({ input }: { input: { id: string } }): Promise<unknown> => input.id);
    const remove = vi.fn(async ({ input }: { input: { id: string } }): Promise<{ message: string; id: string }> => ({
      message: Messages.storyDeleted,
      id: input.id,
    }));
    const create = vi.fn(async (): Promise<{ message: string; story: Story }> => ({
      message: Messages.storyCreated,
      story: storyOf('9', ['new']),
    }));
    const actor = createActor(
      storiesMachine.provide({
        actors: {
          loadStories: fromPromise(loadStories),
          markSeen: fromPromise(markSeen),
          storyNews: fromCallback(({ sendBack }) => {
            options.news?.(sendBack);
            return () => {};
          }),
          storyPlayback: storyPlaybackMachine.provide({ actors: { deleteStory: fromPromise(remove) } }),
          storyUpload: storyUploadMachine.provide({ actors: { createStory: fromPromise(create) } }),
        },
      }),
      { input: { toasts: refs.toasts, viewerId: '9', openUserId: options.openUserId ?? null } },
    ).start();
    const player = () => actor.getSnapshot().children.player as AnyActorRef | undefined;
    const upload = () => actor.getSnapshot().children.upload as AnyActorRef | undefined;
    return { actor, refs, loadStories, markSeen, remove, create, player, upload };
  }
  const list = [storyOf('9', ['m1']), storyOf('1', ['a1', 'a2']), storyOf('2', ['b1'], true)];

  it('loads, opens a person at their first unseen image, marks each image seen once (here and on the server)', async () => {
    const strip = start([list]);
    await waitFor(strip.actor, (snapshot) => snapshot.matches({ list: 'ready' }));
    strip.actor.send({ type: 'story.open', userId: '1' });
    expect(strip.actor.getSnapshot().matches({ overlay: 'viewing' })).toBe(true);
    expect(strip.player()?.getSnapshot().context).toMatchObject({ personIndex: 1, imageIndex: 0 });
    strip.player()?.send({ type: 'story.next' });
    strip.player()?.send({ type: 'story.previous' });
    await settle();
    expect(strip.markSeen.mock.calls.map(([{ input }]) => input.id)).toEqual(['a1', 'a2']);
    expect(strip.actor.getSnapshot().context.stories[1]?.seen).toBe(true);
    strip.player()?.send({ type: 'story.close' });
    expect(strip.actor.getSnapshot().matches({ overlay: 'closed' })).toBe(true);
    // An unknown person opens nothing.
    strip.actor.send({ type: 'story.open', userId: '404' });
    expect(strip.actor.getSnapshot().matches({ overlay: 'closed' })).toBe(true);
  });

  it('a delete in the viewer leaves the strip at once and reads it again', async () => {
    const strip = start([list, list.slice(1)]);
    await waitFor(strip.actor, (snapshot) => snapshot.matches({ list: 'ready' }));
    strip.actor.send({ type: 'story.open', userId: '9' });
    strip.player()?.send({ type: 'story.delete' });
    await waitFor(strip.actor, (snapshot) => snapshot.matches({ list: 'ready' }) && strip.loadStories.mock.calls.length === 2);
    expect(strip.remove).toHaveBeenCalledTimes(1);
    expect(strip.actor.getSnapshot().context.stories.map((story) => story.user.id)).toEqual(['1', '2']);
    expect(strip.refs.shown()).toContainEqual({ kind: 'success', message: Messages.storyDeleted });
  });

  it('an upload that made a story refreshes the strip; a cancelled one does not', async () => {
    const strip = start([list.slice(1), list]);
    await waitFor(strip.actor, (snapshot) => snapshot.matches({ list: 'ready' }));
    strip.actor.send({ type: 'upload.open' });
    strip.upload()?.send({ type: 'upload.cancel' });
    expect(strip.loadStories).toHaveBeenCalledTimes(1);
    strip.actor.send({ type: 'upload.open' });
    strip.upload()?.send({ type: 'upload.pick', file: { name: 'me.jpg', size: 5 } });
    strip.upload()?.send({ type: 'upload.submit' });
    await waitFor(
      strip.actor,
      (snapshot) => snapshot.matches({ overlay: 'closed' }) && snapshot.matches({ list: 'ready' }) && snapshot.context.stories.length === 3,
    );
    expect(strip.loadStories).toHaveBeenCalledTimes(2);
  });

  it('a new_story push reads the strip again; a failed load says why and retries', async () => {
    let push: ((event: StoriesEvent) => void) | undefined;
    const strip = start([list], { news: (send) => (push = send) });
    await waitFor(strip.actor, (snapshot) => snapshot.matches({ list: 'ready' }));
    push?.({ type: 'stories.refresh' });
    await waitFor(strip.actor, () => strip.loadStories.mock.calls.length === 2);

    const refs = appRefs();
    let attempts = 0;
    const failing = createActor(
      storiesMachine.provide({
        actors: {
          loadStories: fromPromise(async () => {
            attempts += 1;
            if (attempts === 1) throw new Error(Messages.storiesLoadFailed);
            return list;
          }),
        },
      }),
      { input: { toasts: refs.toasts, viewerId: '9' } },
    ).start();
    await waitFor(failing, (snapshot) => snapshot.matches({ list: 'failed' }));
    expect(failing.getSnapshot().context.failure?.message).toBe(Messages.storiesLoadFailed);
    failing.send({ type: 'stories.retry' });
    await waitFor(failing, (snapshot) => snapshot.matches({ list: 'ready' }));
  });

  it('opens the person a notification names once loaded, and forgets one who has no story', async () => {
    const opened = start([list], { openUserId: '2' });
    await waitFor(opened.actor, (snapshot) => snapshot.matches({ overlay: 'viewing' }));
    expect(opened.player()?.getSnapshot().context.personIndex).toBe(2);
    const missing = start([list], { openUserId: '404' });
    await waitFor(missing.actor, (snapshot) => snapshot.matches({ list: 'ready' }));
    expect(missing.actor.getSnapshot().matches({ overlay: 'closed' })).toBe(true);
    expect(missing.actor.getSnapshot().context.pendingOpen).toBeNull();
  });
});
