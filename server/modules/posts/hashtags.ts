import { Messages } from '../../../contract/messages';
import { HASHTAG_PATTERN, hashtagsIn } from '../../../contract/rules';
import { badRequest } from '../../lib/errors';

const validHashtag = new RegExp(HASHTAG_PATTERN, 'u');

/** '#Summer ' and 'summer' name the same hashtag. */
export const normalizeHashtag = (tag: string) => tag.trim().replace(/^#/, '').toLowerCase();

/**
 * The post's hashtags: those of the `hash_tags` field (comma list or array, '#' optional) and those
 * written in the description, lowercase and each once. A malformed one in the field is refused.
 */
export function collectHashtags(field: string | string[] | undefined, description: string): string[] {
  const listed = (typeof field === 'string' ? field.split(',') : (field ?? [])).map(normalizeHashtag).filter(Boolean);
  const invalid = listed.find((tag) => !validHashtag.test(tag));
  if (invalid !== undefined) throw badRequest(Messages.hashtagInvalid);
  return [...new Set([...listed, ...hashtagsIn(description)])];
}
