import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import {
  CreateAudioPost,
  CreateImagePost,
  CreatePollPost,
  CreateTextPost,
  CreateVideoPost,
  type CreatePostBody,
} from '../../../contract/posts.ts';
import { PostType, type PostTypeCode } from '../../../contract/codes.ts';
import { schemaErrorFormatter } from '../../plugins/errors.ts';

/** Each post type has its own body; one anyOf over all five would only say that none matched. */
const bodyOfType: Record<PostTypeCode, TSchema> = {
  [PostType.image]: CreateImagePost,
  [PostType.audio]: CreateAudioPost,
  [PostType.video]: CreateVideoPost,
  [PostType.text]: CreateTextPost,
  [PostType.poll]: CreatePollPost,
};

/** The 400 of a body that failed its schema, with the failing rule's contract message. */
export function bodyRefusal(errors: FastifySchemaValidationError[]): Error {
  return Object.assign(schemaErrorFormatter(errors, 'body'), { statusCode: 400 });
}

/**
 * Validates `body` against the schema of its `post_type` with the app's own validator (so defaults
 * apply and the contract's `errorMessage` is answered), throwing 400 with the failing field's message.
 */
export function validateCreatePost(request: FastifyRequest, body: { post_type: PostTypeCode }): CreatePostBody {
  const validate = request.compileValidationSchema(bodyOfType[body.post_type], 'body');
  if (validate(body)) return body as CreatePostBody;
  throw bodyRefusal((validate.errors ?? []) as FastifySchemaValidationError[]);
}
