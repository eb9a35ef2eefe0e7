import { Messages } from '../../../contract/messages';
import { HASHTAG_PATTERN } from '../../../contract/rules';
import { badRequest } from '../../lib/errors';

const validHashtag = new RegExp(HASHTAG_PATTERN, 'u');
// A '#word' written in a caption; longer runs than a hashtag may have are not hashtags.
const hashtagInText = /#([\p{L}\p{N}_]{1,50})(?![\p{L}\p{N}_])/gu;

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
  const written = [...description.matchAll(hashtagInText)].map((match) => normalizeHashtag(match[1] ?? ''));
  return [...new Set([...listed, ...written])];
}
