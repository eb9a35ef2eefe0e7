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
  '/comment maxLength': Messages.commentTooLong,
};

const ruleOf = (error: FastifySchemaValidationError) =>
  error.keyword === 'required' ? `/${String(error.params.missingProperty)} required` : `${error.instancePath} ${error.keyword}`;

/** The 400 of a body that failed its schema: the rule's own message, else the field's contract message. */
export function bodyRefusal(errors: FastifySchemaValidationError[]): Error {
  const [first] = errors;
  const message = first ? messageOfRule[ruleOf(first)] : undefined;
  if (message) return badRequest(message);
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
