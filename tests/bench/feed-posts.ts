import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import type { UserRow } from '../../server/db/schema';
import { insertPeople } from '../support/people';

/**
 * Fills the bench database with `total` live posts in a few set-based statements (text, images, hashtags,
 * subscriber-only and pay-per-view mixed), keeping posts_count right.
 */
export async function seedBenchPosts(db: Db, total: number): Promise<void> {
  await db.execute(sql`
    with authors as (select array_agg(id order by id) as ids from users where email like '%@fanclub.local')
    insert into posts (user_id, post_type, description, payment_type, payment_amount, hash_tags, width, height, aspect_ratio, preview_key, created_at)
    select
      authors.ids[1 + g % array_length(authors.ids, 1)],
      case when g % 3 = 0 then 0 else 3 end,
      'Bench post ' || g || case when g % 5 = 0 then ' #bench #topic' || (g % 20) else '' end,
      case when g % 10 = 0 then 1 when g % 17 = 0 then 2 else 0 end,
      case when g % 10 <> 0 and g % 17 = 0 then 50 else 0 end,
      case when g % 5 = 0 then 'bench,topic' || (g % 20) else '' end,
      case when g % 3 = 0 then 720 end,
      case when g % 3 = 0 then 540 end,
      case when g % 3 = 0 then 1.3333 end,
      case when g % 3 = 0 then 'preview/bench' || g || '.jpg' end,
      now() - g * interval '1 minute'
    from generate_series(1, ${total}) as g, authors`);
  await db.execute(sql`
    insert into post_images (post_id, position, key, width, height)
    select id, 0, 'post/images/bench' || id || '.jpg', 720, 540 from posts where post_type = 0 and description like 'Bench post %'`);
  await db.execute(sql`
    insert into post_hashtags (tag, post_id)
    select distinct unnest(string_to_array(hash_tags, ',')), id from posts where hash_tags <> '' and description like 'Bench post %'`);
  await db.execute(
    sql`update users set posts_count = (select count(*) from posts p where p.user_id = users.id and p.deleted_at is null) where email like '%@fanclub.local'`,
  );
}

/**
 * A reader who follows `authors` people with `each` text posts apiece (their posts interleaved in
 * time), for the home feed of someone following many: answers the reader.
 */
export async function seedFollowedFeed(db: Db, authors: number, each: number): Promise<UserRow> {
  const [reader, ...followed] = await insertPeople(db, authors + 1, { prefix: 'reader' });
  const ids = `{${followed.map((user) => user.id).join(',')}}`;
  await db.execute(sql`
    insert into posts (user_id, post_type, description, payment_type, payment_amount, hash_tags, created_at)
    select a.id, 3, 'Followed post ' || g || ' of ' || a.id, 0, 0, '', now() - (g * ${authors} + a.n) * interval '1 second'
    from (select id, row_number() over (order by id) as n from users where id = any(${ids}::int[])) a, generate_series(1, ${each}) as g`);
  await db.execute(sql`insert into follows (follower_id, following_id) select ${reader!.id}, unnest(${ids}::int[])`);
  await db.execute(sql`update users set posts_count = ${each}, followers_count = 1 where id = any(${ids}::int[])`);
  await db.execute(sql`update users set following_count = ${authors} where id = ${reader!.id}`);
  return reader!;
}
