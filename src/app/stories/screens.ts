import { fromCallback, fromPromise } from 'xstate';
import type { NotificationsRef } from '../../machines/notifications.machine';
import { storiesMachine, type StoriesEvent } from '../../machines/stories.machine';
import { storyPlaybackMachine } from '../../machines/storyPlayback.machine';
import { storyUploadMachine } from '../../machines/storyUpload.machine';
import { runOperation, type Gateway } from '../../services/gatewayError';
import type { Uploads } from '../../services/upload';
import { onNotificationArrivals } from '../notifications/area';
import { operation } from '../root/area';

/** What the story strip, its player and its upload modal need of the outside world. */
export interface StoriesServices {
  gateway: Gateway;
  /** The story's image goes up through /api/upload first. */
  uploads: Pick<Uploads, 'file'>;
}

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

export const storiesScreen = ({ gateway, uploads }: StoriesServices) =>
  storiesMachine.provide({
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
