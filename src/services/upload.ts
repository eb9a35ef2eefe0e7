import type { Gateway } from '../gateway/client';
import { CreatePostDocument, type CreatePostInput } from '../gateway/generated/graphql';
import type { RestClient } from '../gateway/rest';
import type { CreatedPost, UploadedFile, UploadJob } from '../machines/upload.machine';
import { runOperation } from './gatewayError';

/** What the composers need of the outside world: files up through `/api/upload`, the post through the gateway. */
export interface PostingApi {
  uploadFile(job: Pick<UploadJob, 'folder' | 'file'>, signal?: AbortSignal): Promise<UploadedFile>;
  createPost(input: CreatePostInput, signal?: AbortSignal): Promise<CreatedPost>;
}

export function createPostingApi({ rest, gateway }: { rest: RestClient; gateway: Gateway }): PostingApi {
  return {
    async uploadFile({ folder, file }, signal) {
      const { data } = await rest.upload(folder, file, { signal, fileName: file.name });
      return { key: data.key, location: data.location };
    },
    async createPost(input, signal) {
      const { createPost } = await runOperation(gateway, CreatePostDocument, { input }, signal);
      return createPost;
    },
  };
}
