import { Messages } from '../../../contract/messages.ts';
import { HASHTAG_PATTERN, HASHTAGS_MAX, hashtagsIn } from '../../../contract/rules.ts';
import { badRequest } from '../../lib/errors.ts';

const validHashtag = new RegExp(HASHTAG_PATTERN, 'u');

/** '#Summer ' and 'summer' name the same hashtag. */
export const normalizeHashtag = (tag: string) => tag.trim().replace(/^#/, '').toLowerCase();

/**
 * The post's hashtags: those of the `hash_tags` field (comma list or array, '#' optional) and those
 * written in the description, lowercase and each once. A malformed one in the field is refused, and
 * so is a final list longer than HASHTAGS_MAX (a comma list is one string to the schema).
 */
export function collectHashtags(field: string | string[] | undefined, description: string): string[] {
  const listed = (typeof field === 'string' ? field.split(',') : (field ?? [])).map(normalizeHashtag).filter(Boolean);
  const invalid = listed.find((tag) => !validHashtag.test(tag));
  if (invalid !== undefined) throw badRequest(Messages.hashtagInvalid);
  const hashtags = [...new Set([...listed, ...hashtagsIn(description)])];
  if (hashtags.length > HASHTAGS_MAX) throw badRequest(Messages.hashtagsTooMany);
  return hashtags;
}
