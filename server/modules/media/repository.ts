import { and, eq, isNull } from 'drizzle-orm';
import { PaymentType } from '../../../contract/codes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { mediaFiles, pollOptions, polls, posts, stories } from '../../db/schema.ts';

/** A stored file as its access rule reads it: its upload path and the post it is part of, if any. */
export interface MediaFileUse {
  path: string;
  /** A variant's source: the file whose rule serves it. */
  sourceKey: string | null;
  postId: number | null;
  paymentType: number | null;
  deletedAt: Date | null;
  /** When the story showing this file ends, null when no story uses it. */
  storyExpiresAt: Date | null;
}

export async function findMediaFileUse(db: DbOrTx, key: string): Promise<MediaFileUse | undefined> {
  const [file] = await db
    .select({
      path: mediaFiles.path,
      sourceKey: mediaFiles.sourceKey,
      postId: mediaFiles.postId,
      paymentType: posts.paymentType,
      deletedAt: posts.deletedAt,
      storyExpiresAt: stories.expiresAt,
    })
    .from(mediaFiles)
    .leftJoin(posts, eq(posts.id, mediaFiles.postId))
    .leftJoin(stories, eq(stories.imageKey, mediaFiles.key))
    .where(eq(mediaFiles.key, key))
    .limit(1);
  return file;
}

/** An image poll names its option images by key; polls are always free, so live ones are public. */
export async function isFreePollOptionImage(db: DbOrTx, key: string): Promise<boolean> {
  const [option] = await db
    .select({ id: pollOptions.id })
    .from(pollOptions)
    .innerJoin(polls, eq(polls.id, pollOptions.pollId))
    .innerJoin(posts, eq(posts.id, polls.postId))
    .where(and(eq(pollOptions.imageKey, key), isNull(posts.deletedAt), eq(posts.paymentType, PaymentType.free)))
    .limit(1);
  return option !== undefined;
}
