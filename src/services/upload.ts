import type { UploadPath } from '../../contract/rules';
import type { Gateway } from '../gateway/client';
import type { CreatePostInput, PostFieldsFragment } from '../gateway/generated/graphql';
import type { RestClient } from '../gateway/rest';
import { Endpoints } from '../gateway/generated/endpoints';
import { runOperation } from './gatewayError';

/** What the composers need of the outside world: files up through `/api/upload`, the post through the gateway. */
export interface PostingApi {
  uploadFile(file: { folder: UploadPath; file: File }, signal?: AbortSignal): Promise<{ key: string; location: string }>;
  createPost(input: CreatePostInput, signal?: AbortSignal): Promise<{ message: string; post: PostFieldsFragment }>;
}

export function createPostingApi({ rest, gateway }: { rest: RestClient; gateway: Gateway }): PostingApi {
  return {
    async uploadFile({ folder, file }, signal) {
      const { data } = await rest.call(Endpoints.upload, { path: folder, file }, { signal });
      return { key: data.key, location: data.location };
    },
    async createPost(input, signal) {
      const { createPost } = await runOperation(gateway, 'CreatePost', { input }, signal);
      return createPost;
    },
  };
}
