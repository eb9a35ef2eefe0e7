import { and, inArray, sql } from 'drizzle-orm';
import { STORY_LIFETIME_HOURS } from '../../contract/rules.ts';
import { STORY_FOLDER } from '../modules/stories/repository.ts';
import { recordUpload } from '../modules/uploads/repository.ts';
import type { FileStorage } from '../providers/storage/index.ts';
import type { Db } from './client.ts';
import type { Scene } from './demo-art.ts';
import { ingestDemoFile } from './demo-posts.ts';
import { drawScene } from './demo-art.ts';
import { stories, storyViews, users } from './schema.ts';

const HOUR_MS = 60 * 60_000;

/** The demo creators' stories, by the seeded account's email: each image's scene and how long ago it went up. */
const DEMO_STORIES: Array<{ email: string; images: Array<{ scene: Scene; hoursAgo: number }> }> = [
  {
    email: 'creator@fanclub.local',
    images: [
      { scene: { colors: ['#fc5c7d', '#6a82fb'], motif: 'sun', label: 'Morning light', width: 720, height: 1280 }, hoursAgo: 9 },
      { scene: { colors: ['#f6d365', '#fda085'], motif: 'rings', label: 'New set today', width: 720, height: 1280 }, hoursAgo: 3 },
      { scene: { colors: ['#a18cd1', '#fbc2eb'], motif: 'dots', label: 'See you live', width: 720, height: 1280 }, hoursAgo: 1 },
    ],
  },
  {
    email: 'milo@fanclub.local',
    images: [
      { scene: { colors: ['#30cfd0', '#330867'], motif: 'peaks', label: 'Summit', width: 720, height: 1280 }, hoursAgo: 14 },
      { scene: { colors: ['#43e97b', '#38f9d7'], motif: 'waves', label: 'Lake camp', width: 720, height: 1280 }, hoursAgo: 5 },
    ],
  },
  {
    email: 'nina@fanclub.local',
    images: [{ scene: { colors: ['#ff9a9e', '#fecfef'], motif: 'bars', label: 'Studio day', width: 720, height: 1280 }, hoursAgo: 7 }],
  },
  {
    email: 'theo@fanclub.local',
    images: [{ scene: { colors: ['#84fab0', '#8fd3f4'], motif: 'waves', label: 'Beach run', width: 720, height: 1280 }, hoursAgo: 11 }],
  },
  {
    email: 'lena@fanclub.local',
    images: [{ scene: { colors: ['#fbc2eb', '#a6c1ee'], motif: 'dots', label: 'Sketchbook', width: 720, height: 1280 }, hoursAgo: 2 }],
  },
];
/** The demo fan already watched these owners' stories, so the strip shows a seen (greyed) person too. */
const DEMO_FAN = 'fan@fanclub.local';
const SEEN_BY_FAN = ['theo@fanclub.local'];

/**
 * New stories for each seeded demo creator who has none live (stories last a day), so every start shows a
 * live strip; answers how many images were added.
 */
export async function refreshDemoStories(db: Db, storage: FileStorage, now = Date.now()): Promise<number> {
  const emails = [...DEMO_STORIES.map((demo) => demo.email), DEMO_FAN];
  const accounts = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(accounts.map((account) => [account.email, account.id]));
  const liveOwners = new Set(
    (
      await db
        .selectDistinct({ userId: stories.userId })
        .from(stories)
        .where(and(inArray(stories.userId, [...idOf.values(), 0]), sql`${stories.expiresAt} > ${new Date(now).toISOString()}::timestamptz`))
    ).map((row) => row.userId),
  );
  const due = DEMO_STORIES.filter((demo) => idOf.has(demo.email) && !liveOwners.has(idOf.get(demo.email) ?? 0));
  if (due.length === 0) return 0;

  // Files first (sharp works on its own threads), then one transaction for the rows.
  const drawn = await Promise.all(
    due.map(async (demo) => ({
      demo,
      files: await Promise.all(
        demo.images.map(async (image) => ({
          image,
          stored: await ingestDemoFile(storage, STORY_FOLDER, 'story.jpg', await drawScene(image.scene)),
        })),
      ),
    })),
  );
  const fanId = idOf.get(DEMO_FAN);
  let added = 0;
  await db.transaction(async (tx) => {
    for (const { demo, files } of drawn) {
      const ownerId = idOf.get(demo.email) ?? 0;
      for (const { image, stored } of files) {
        const createdAt = new Date(now - image.hoursAgo * HOUR_MS);
        await recordUpload(tx, ownerId, stored, null, createdAt);
        const [story] = await tx
          .insert(stories)
          .values({
            userId: ownerId,
            imageKey: stored.key,
            createdAt,
            expiresAt: new Date(createdAt.getTime() + STORY_LIFETIME_HOURS * HOUR_MS),
          })
          .returning({ id: stories.id });
        added++;
        if (fanId !== undefined && story && SEEN_BY_FAN.includes(demo.email)) {
          await tx
            .insert(storyViews)
            .values({ storyId: story.id, userId: fanId, createdAt: new Date(now) })
            .onConflictDoNothing();
        }
      }
    }
  });
  return added;
}
