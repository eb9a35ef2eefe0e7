import type { Gateway } from '../gateway/client';
import type { StoryFieldsFragment } from '../gateway/generated/graphql';
import type { PostingApi } from './upload';
import { runOperation } from './gatewayError';

/** The story calls; every failure rejects with a GatewayError. The image goes up through /api/upload first. */
export interface StoriesApi {
  list(signal?: AbortSignal): Promise<StoryFieldsFragment[]>;
  /** Uploads the image on story/images/ and makes it a story of the viewer. */
  create(file: File, signal?: AbortSignal): Promise<{ message: string; story: StoryFieldsFragment }>;
  remove(id: string, signal?: AbortSignal): Promise<{ message: string; id: string }>;
  markSeen(id: string, signal?: AbortSignal): Promise<string>;
}

export function createStoriesApi({ gateway, posting }: { gateway: Gateway; posting: PostingApi }): StoriesApi {
  return {
    list: async (signal) => (await runOperation(gateway, 'Stories', {}, signal)).stories,
    async create(file, signal) {
      const { key } = await posting.uploadFile({ folder: 'story/images/', file }, signal);
      return (await runOperation(gateway, 'CreateStory', { imageKey: key }, signal)).createStory;
    },
    remove: async (id, signal) => (await runOperation(gateway, 'DeleteStory', { id }, signal)).deleteStory,
    markSeen: async (id, signal) => (await runOperation(gateway, 'MarkStorySeen', { id }, signal)).markStorySeen,
  };
}
