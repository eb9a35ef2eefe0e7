import { fromCallback, fromPromise } from 'xstate';
import type { NotificationsRef } from '../../machines/notifications.machine';
import { storiesMachine, type StoriesEvent } from '../../machines/stories.machine';
import { storyPlaybackMachine } from '../../machines/storyPlayback.machine';
import { storyUploadMachine } from '../../machines/storyUpload.machine';
import type { StoriesApi } from '../../services/stories';
import { onNotificationArrivals } from '../notifications/area';

/*
 * The story strip's machines provided with their service: this module and the machines load with the strip, in
 * one step (./area.ts declares it on demand), so the strip's first read is not a chain of loads behind it.
 */

/** `stories.refresh` whenever a `new_story` notification arrives on the socket (the notifications actor's pushes). */
const storyNews = fromCallback<StoriesEvent>(({ sendBack, system }) => {
  const notifications = (system as { get(id: string): NotificationsRef | undefined }).get('notifications');
  return notifications
    ? onNotificationArrivals(notifications, new Set(['NEW_STORY']), () => sendBack({ type: 'stories.refresh' }))
    : () => {};
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
