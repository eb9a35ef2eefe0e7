import type { ActorRefFrom } from 'xstate';
import type { storiesMachine } from '../../machines/stories.machine';
import type { storyPlaybackMachine } from '../../machines/storyPlayback.machine';
import type { storyUploadMachine } from '../../machines/storyUpload.machine';
import { useScreenActor } from '../root/hooks';

/* The story strip's hook and what its views read; only the (on-demand) story views import this. */

export type { Story, StoryImage } from '../../machines/story';
export { shownImage } from '../../machines/storyPlayback.machine';
export { STORY_ACCEPT, storyImageError } from '../../validation/stories';

export type StoriesActor = ActorRefFrom<typeof storiesMachine>;
export type StoryPlaybackActor = ActorRefFrom<typeof storyPlaybackMachine>;
export type StoryUploadActor = ActorRefFrom<typeof storyUploadMachine>;

export const useStories = (viewerId: string, openUserId: string | null) => useScreenActor('stories', { viewerId, openUserId });
