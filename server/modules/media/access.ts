import { and, eq, isNull } from 'drizzle-orm';
import { PaymentType } from '../../../contract/rules';
import type { Db } from '../../db/client';
import { mediaFiles, pollOptions, polls, posts } from '../../db/schema';
import { PREVIEW_PATH } from '../uploads/pipeline';

/** public: anyone may fetch it; locked: only with a valid signature; missing: 404. */
export type MediaAccess = 'public' | 'locked' | 'missing';

/** Parts of a post shown even when it is locked: its blurred preview and its teaser. */
const SHOWN_LOCKED: ReadonlySet<string> = new Set([PREVIEW_PATH, 'post/teasers/']);
/** Avatars are public by purpose from the upload on; every other file is private until a post uses it. */
const PUBLIC_UNATTACHED: ReadonlySet<string> = new Set(['user/profile/']);
export const isPublicUnattached = (uploadPath: string) => PUBLIC_UNATTACHED.has(uploadPath);

/** Who may fetch the file of `key`, read from its media_files row and the post it is attached to. */
export async function mediaAccess(db: Db, key: string): Promise<MediaAccess> {
  const [file] = await db
    .select({ path: mediaFiles.path, postId: mediaFiles.postId, paymentType: posts.paymentType, deletedAt: posts.deletedAt })
    .from(mediaFiles)
    .leftJoin(posts, eq(posts.id, mediaFiles.postId))
    .where(eq(mediaFiles.key, key))
    .limit(1);
  if (!file) return 'missing';
  if (file.postId !== null) {
    // A deleted post takes its media with it, signed or not.
    if (file.deletedAt !== null) return 'missing';
    if (SHOWN_LOCKED.has(file.path) || file.paymentType === PaymentType.free) return 'public';
    return 'locked';
  }
  if (isPublicUnattached(file.path)) return 'public';
  return (await isFreePollOptionImage(db, key)) ? 'public' : 'locked';
}

/** An image poll names its option images by key; polls are always free, so live ones are public. */
async function isFreePollOptionImage(db: Db, key: string): Promise<boolean> {
  const [option] = await db
    .select({ id: pollOptions.id })
    .from(pollOptions)
    .innerJoin(polls, eq(polls.id, pollOptions.pollId))
    .innerJoin(posts, eq(posts.id, polls.postId))
    .where(and(eq(pollOptions.imageKey, key), isNull(posts.deletedAt), eq(posts.paymentType, PaymentType.free)))
    .limit(1);
  return option !== undefined;
}
