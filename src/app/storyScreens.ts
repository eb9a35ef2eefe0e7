import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import type { Notification } from '../machines/notifications.machine';
import { storiesMachine, type StoriesEvent } from '../machines/stories.machine';
import { storyPlaybackMachine } from '../machines/storyPlayback.machine';
import { storyUploadMachine } from '../machines/storyUpload.machine';
import type { StoriesApi } from '../services/stories';

/*
 * The story strip's machines provided with their service: this module and the machines load with the strip, in
 * one step (src/app/stories.ts declares it on demand), so the strip's first read is not a chain of loads behind it.
 */

/** `stories.refresh` whenever a `new_story` notification arrives on the socket (the notifications actor's pushes). */
const storyNews = fromCallback<StoriesEvent>(({ sendBack, system }) => {
  const notifications = (system as { get(id: string): AnyActorRef | undefined }).get('notifications');
  if (!notifications) return () => {};
  const known = new Set<string>();
  const read = (snapshot: { context: { received: Notification[] } }) => {
    let news = false;
    for (const notification of snapshot.context.received) {
      if (known.has(notification.id)) continue;
      known.add(notification.id);
      if (notification.kind === 'NEW_STORY') news = true;
    }
    return news;
  };
  read(notifications.getSnapshot());
  const subscription = notifications.subscribe((snapshot) => {
    if (read(snapshot)) sendBack({ type: 'stories.refresh' });
  });
  return () => subscription.unsubscribe();
});

export const storiesScreen = (api: StoriesApi) =>
  storiesMachine.provide({
    actors: {
      loadStories: fromPromise(({ signal }) => api.list(signal)),
      markSeen: fromPromise(({ input, signal }) => api.markSeen(input.id, signal)),
      storyNews,
      storyPlayback: storyPlaybackMachine.provide({
        actors: { deleteStory: fromPromise(({ input, signal }) => api.remove(input.id, signal)) },
      }),
      // The view hands in the browser's File.
      storyUpload: storyUploadMachine.provide({
        actors: { createStory: fromPromise(({ input, signal }) => api.create(input.file as File, signal)) },
      }),
    },
  });
