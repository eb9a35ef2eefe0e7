import { Messages } from '../../../contract/messages.ts';
import { HASHTAG_PATTERN, HASHTAGS_MAX, hashtagsIn } from '../../../contract/rules.ts';
import { badRequest } from '../../lib/errors.ts';

const validHashtag = new RegExp(HASHTAG_PATTERN, 'u');

/** '#Summer ' and 'summer' name the same hashtag. */
export const normalizeHashtag = (tag: string) => tag.trim().replace(/^#/, '').toLowerCase();

/**
 * The post's hashtags from the `hash_tags` field and the description, lowercase, each once; a malformed
 * one or a list longer than HASHTAGS_MAX is refused.
 */
export function collectHashtags(field: string | string[] | undefined, description: string): string[] {
  const listed = (typeof field === 'string' ? field.split(',') : (field ?? [])).map(normalizeHashtag).filter(Boolean);
  const invalid = listed.find((tag) => !validHashtag.test(tag));
  if (invalid !== undefined) throw badRequest(Messages.hashtagInvalid);
  const hashtags = [...new Set([...listed, ...hashtagsIn(description)])];
  if (hashtags.length > HASHTAGS_MAX) throw badRequest(Messages.hashtagsTooMany);
  return hashtags;
}
