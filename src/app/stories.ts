import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { NotificationsRef } from '../machines/notifications.machine';
import type { StoriesEvent, storiesMachine } from '../machines/stories.machine';
import type { storyPlaybackMachine } from '../machines/storyPlayback.machine';
import type { storyUploadMachine } from '../machines/storyUpload.machine';
import { runOperation, type Gateway } from '../services/gatewayError';
import type { Uploads } from '../services/upload';
import { onNotificationArrivals } from './notifications';
import { onDemand, operation, type Area } from './root/area';
import { useScreenActor } from './root/hooks';

/** What the story strip, its player and its upload modal need of the outside world. */
export interface StoriesServices {
  gateway: Gateway;
  /** The story's image goes up through /api/upload first. */
  uploads: Pick<Uploads, 'file'>;
}

/** `stories.refresh` whenever a `new_story` notification arrives on the socket (the notifications actor's pushes). */
const storyNews = fromCallback<StoriesEvent>(({ sendBack, system }) => {
  const notifications = (system as { get(id: string): NotificationsRef | undefined }).get('notifications');
  return notifications
    ? onNotificationArrivals(notifications, new Set(['NEW_STORY']), () => sendBack({ type: 'stories.refresh' }))
    : () => {};
});

/** Stories: the home strip with its player and upload modal (one screen-scoped machine, loaded on demand). */
export function stories({ gateway, uploads }: StoriesServices) {
  return {
    actors: {},
    screens: {
      // The strip's three machines load together with the strip, so its first read is not a chain of loads behind it.
      stories: onDemand(async () => {
        const [{ storiesMachine }, { storyPlaybackMachine }, { storyUploadMachine }] = await Promise.all([
          import('../machines/stories.machine'),
          import('../machines/storyPlayback.machine'),
          import('../machines/storyUpload.machine'),
        ]);
        return storiesMachine.provide({
          actors: {
            loadStories: operation(
              gateway,
              'Stories',
              (answer) => answer.stories,
              () => ({}),
            ),
            markSeen: operation(gateway, 'MarkStorySeen', (answer) => answer.markStorySeen),
            storyNews,
            storyPlayback: storyPlaybackMachine.provide({
              actors: { deleteStory: operation(gateway, 'DeleteStory', (answer) => answer.deleteStory) },
            }),
            storyUpload: storyUploadMachine.provide({
              actors: {
                // The view hands in the browser's File; the story names the uploaded image by its key.
                createStory: fromPromise(async ({ input, signal }) => {
                  const { key } = await uploads.file({ folder: 'story/images/', file: input.file as File }, signal);
                  return (await runOperation(gateway, 'CreateStory', { imageKey: key }, signal)).createStory;
                }),
              },
            }),
          },
        });
      }),
    },
  } satisfies Area;
}

// The story strip's hook and what its views read; only the (on-demand) story views use them.

export type { Story, StoryImage } from '../machines/story';
export { shownImage } from '../machines/story';

export type StoriesActor = ActorRefFrom<typeof storiesMachine>;
export type StoryPlaybackActor = ActorRefFrom<typeof storyPlaybackMachine>;
export type StoryUploadActor = ActorRefFrom<typeof storyUploadMachine>;

export const useStories = (viewerId: string, openUserId: string | null) => useScreenActor('stories', { viewerId, openUserId });
