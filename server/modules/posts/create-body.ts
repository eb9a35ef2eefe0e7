import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { CreateAudioPost, CreateImagePost, CreatePollPost, CreateTextPost, CreateVideoPost, type CreatePostBody } from '../../../contract/posts';
import { Messages, type Message } from '../../../contract/messages';
import { PostType, type PostTypeCode } from '../../../contract/rules';
import { badRequest } from '../../lib/errors';
import { schemaErrorFormatter } from '../../plugins/errors';

/** Each post type has its own body; one anyOf over all five would only say that none matched. */
const bodyOfType: Record<PostTypeCode, TSchema> = {
  [PostType.image]: CreateImagePost,
  [PostType.audio]: CreateAudioPost,
  [PostType.video]: CreateVideoPost,
  [PostType.text]: CreateTextPost,
  [PostType.poll]: CreatePollPost,
};

/** Where one field's contract message covers two rules, the rule that failed picks the spec's message. */
const messageOfRule: Record<string, Message> = {
  '/options maxItems': Messages.pollMaxOptions,
  '/description required': Messages.captionRequired,
  '/description minLength': Messages.captionRequired,
  '/description pattern': Messages.captionRequired,
};

const ruleOf = (error: FastifySchemaValidationError) =>
  error.keyword === 'required' ? `/${String(error.params.missingProperty)} required` : `${error.instancePath} ${error.keyword}`;

/**
 * Validates `body` against the schema of its `post_type` with the app's own validator (so defaults
 * apply and the contract's `errorMessage` is answered), throwing 400 with the failing field's message.
 */
export function validateCreatePost(request: FastifyRequest, body: { post_type: PostTypeCode }): CreatePostBody {
  const validate = request.compileValidationSchema(bodyOfType[body.post_type], 'body');
  if (validate(body)) return body as CreatePostBody;
  const errors = (validate.errors ?? []) as FastifySchemaValidationError[];
  const [first] = errors;
  const message = first ? messageOfRule[ruleOf(first)] : undefined;
  if (message) throw badRequest(message);
  throw Object.assign(schemaErrorFormatter(errors, 'body'), { statusCode: 400 });
}
