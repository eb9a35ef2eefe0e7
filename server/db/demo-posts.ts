import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { NotificationType, PaymentType, PostType, type PaymentTypeCode, type PostTypeCode } from '../../contract/codes.ts';
import { hashtagsIn, type UploadPath } from '../../contract/rules.ts';
import type { FileStorage } from '../providers/storage/index.ts';
import { storeUpload, type StoredUpload } from '../modules/uploads/pipeline.ts';
import { recordUpload } from '../modules/uploads/repository.ts';
import type { Db } from './client.ts';
import { drawScene, type Scene } from './demo-art.ts';
import { comments, pollOptions, pollVotes, polls, postHashtags, postImages, postLikes, posts, users } from './schema.ts';

export const demoMediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-media');

type Clip = 'tone.mp3' | 'clip.mp4' | 'teaser.mp4';

interface DemoComment {
  by: string;
  text: string;
  replies?: { by: string; text: string }[];
}

/** One demo post, by the author's username; likes, votes and comments name usernames too. */
interface DemoPost {
  author: string;
  type: PostTypeCode;
  description: string;
  hoursAgo: number;
  payment?: { type: PaymentTypeCode; amount?: number };
  images?: Scene[];
  /** Audio cover or video thumbnail. */
  cover?: Scene;
  media?: Clip;
  teaser?: Clip;
  poll?: { question: string; kind: 'text' | 'image'; options: { text: string; image?: Scene }[]; votes: Record<string, number> };
  likes?: string[];
  comments?: DemoComment[];
}

const subscribers = { type: PaymentType.subscribers };
const payPerView = { type: PaymentType.payPerView, amount: 50 };

const DEMO_POSTS: DemoPost[] = [
  {
    author: 'milo',
    type: PostType.image,
    description: 'Sunrise over the dunes, worth every minute of the 4 am alarm #travel #desert #sunrise',
    hoursAgo: 2,
    images: [
      // Camera-sized, as a creator's photos are: the feed's first picture shows its responsive widths at work.
      { colors: ['#ff7e5f', '#feb47b'], motif: 'sun', label: 'Sunrise over the dunes', width: 1440, height: 1080 },
      { colors: ['#f7971e', '#ffd200'], motif: 'peaks', label: 'Golden hour', width: 1440, height: 1080 },
      { colors: ['#c94b4b', '#4b134f'], motif: 'dots', label: 'Desert night sky', width: 1440, height: 1080 },
    ],
    likes: ['fabio', 'lena', 'nina', 'clara'],
    comments: [
      { by: 'fabio', text: 'These colours are unreal!', replies: [{ by: 'milo', text: 'No filter, I promise 😄' }] },
      { by: 'lena', text: 'Adding this to my bucket list #travel' },
    ],
  },
  {
    author: 'milo',
    type: PostType.image,
    description: 'The hidden lagoon, coordinates for my subscribers only #travel #beach',
    hoursAgo: 20,
    payment: subscribers,
    images: [{ colors: ['#00c6ff', '#0072ff'], motif: 'waves', label: 'Hidden lagoon' }],
    likes: ['lena'],
  },
  {
    author: 'milo',
    type: PostType.text,
    description:
      'My packing list for two weeks with one backpack: 3 shirts, 1 warm layer, a rain shell and a good book. What would you add? #travel #tips',
    hoursAgo: 30,
    likes: ['fabio', 'theo'],
    comments: [
      {
        by: 'theo',
        text: 'Resistance bands, obviously 💪',
        replies: [
          { by: 'milo', text: 'Ha, next trip!' },
          { by: 'fabio', text: 'And snacks' },
        ],
      },
    ],
  },
  {
    author: 'milo',
    type: PostType.poll,
    description: 'Help me pick the next trip #travel',
    hoursAgo: 44,
    poll: {
      question: 'Where should I go next?',
      kind: 'image',
      options: [
        { text: 'Iceland', image: { colors: ['#74ebd5', '#acb6e5'], motif: 'peaks', label: 'Iceland', width: 480, height: 480 } },
        { text: 'Japan', image: { colors: ['#ee9ca7', '#ffdde1'], motif: 'sun', label: 'Japan', width: 480, height: 480 } },
        { text: 'Peru', image: { colors: ['#56ab2f', '#a8e063'], motif: 'peaks', label: 'Peru', width: 480, height: 480 } },
      ],
      votes: { fabio: 1, lena: 1, nina: 0 },
    },
    likes: ['nina'],
  },
  {
    author: 'nina',
    type: PostType.audio,
    description: "A loop from tonight's session, headphones on #music #synth",
    hoursAgo: 5,
    media: 'tone.mp3',
    cover: { colors: ['#4568dc', '#b06ab3'], motif: 'bars', label: 'Night session', width: 600, height: 600 },
    likes: ['fabio', 'milo'],
    comments: [{ by: 'fabio', text: 'On repeat 🎧' }],
  },
  {
    author: 'nina',
    type: PostType.video,
    description: 'A quick tour of the studio #music #studio',
    hoursAgo: 26,
    media: 'clip.mp4',
    cover: { colors: ['#141e30', '#243b55'], motif: 'rings', label: 'Studio tour', width: 640, height: 360 },
    likes: ['lena', 'clara', 'theo'],
    comments: [{ by: 'lena', text: 'What synth is that on the left?', replies: [{ by: 'nina', text: 'An old Juno, my favourite' }] }],
  },
  {
    author: 'nina',
    type: PostType.video,
    description: 'The full live set from Friday, unlock it for 50 coins #music #live',
    hoursAgo: 50,
    payment: payPerView,
    media: 'clip.mp4',
    teaser: 'teaser.mp4',
    cover: { colors: ['#8e2de2', '#4a00e0'], motif: 'bars', label: 'Live set', width: 640, height: 360 },
    likes: ['fabio'],
  },
  {
    author: 'nina',
    type: PostType.poll,
    description: 'Thinking about the next EP #music',
    hoursAgo: 70,
    poll: {
      question: 'Which sound should the next EP have?',
      kind: 'text',
      options: [{ text: 'Ambient' }, { text: 'Synthwave' }, { text: 'Lo-fi beats' }],
      votes: { fabio: 2, lena: 1, milo: 1, theo: 2 },
    },
  },
  {
    author: 'theo',
    type: PostType.image,
    description: 'Leg day done. Slow reps, full range #fitness #gym',
    hoursAgo: 8,
    images: [
      { colors: ['#11998e', '#38ef7d'], motif: 'bars', label: 'Leg day', width: 600, height: 750 },
      { colors: ['#0f2027', '#2c5364'], motif: 'rings', label: 'Recovery', width: 600, height: 750 },
    ],
    likes: ['fabio', 'lena'],
    comments: [{ by: 'lena', text: 'How many sets?', replies: [{ by: 'theo', text: '5 sets of 8, last one to failure' }] }],
  },
  {
    author: 'theo',
    type: PostType.text,
    description:
      'Five habits that matter more than any programme: sleep, walk daily, eat protein, lift twice a week, be patient #fitness #health',
    hoursAgo: 36,
    likes: ['milo', 'fabio', 'nina'],
    comments: [{ by: 'fabio', text: 'Patience is the hard one' }],
  },
  {
    author: 'theo',
    type: PostType.image,
    description: 'My complete 12-week strength plan, every session laid out #fitness #plan',
    hoursAgo: 60,
    payment: payPerView,
    images: [
      { colors: ['#e53935', '#e35d5b'], motif: 'dots', label: '12-week plan' },
      { colors: ['#232526', '#414345'], motif: 'bars', label: 'Weeks 1 to 4' },
    ],
  },
  {
    author: 'theo',
    type: PostType.poll,
    description: 'Settle this for me #fitness',
    hoursAgo: 90,
    poll: {
      question: 'Morning or evening workouts?',
      kind: 'text',
      options: [{ text: 'Morning' }, { text: 'Evening' }],
      votes: { fabio: 1, lena: 0, milo: 0 },
    },
    likes: ['lena'],
  },
  {
    author: 'clara',
    type: PostType.image,
    description: 'Behind the scenes of this week’s shoot #photography #behindthescenes',
    hoursAgo: 12,
    images: [
      { colors: ['#fc5c7d', '#6a82fb'], motif: 'rings', label: 'On set' },
      { colors: ['#eecda3', '#ef629f'], motif: 'sun', label: 'Golden light' },
    ],
    likes: ['fabio', 'milo', 'lena'],
    comments: [{ by: 'fabio', text: 'Love the light in the second one' }],
  },
  {
    author: 'clara',
    type: PostType.audio,
    description: 'A voice note for my subscribers: how I plan a shoot #photography #podcast',
    hoursAgo: 40,
    payment: subscribers,
    media: 'tone.mp3',
    cover: { colors: ['#355c7d', '#c06c84'], motif: 'waves', label: 'Voice note', width: 600, height: 600 },
  },
  {
    author: 'clara',
    type: PostType.video,
    description: 'The full golden-hour shoot, start to finish: unlock it for 50 coins #photography #video',
    hoursAgo: 30,
    payment: payPerView,
    media: 'clip.mp4',
    cover: { colors: ['#f7971e', '#ffd200'], motif: 'sun', label: 'Golden hour', width: 640, height: 360 },
    likes: ['nina'],
  },
  {
    author: 'clara',
    type: PostType.image,
    description: 'Three prints from the rooftop series, in full size #photography #prints',
    hoursAgo: 55,
    payment: payPerView,
    images: [
      { colors: ['#0f2027', '#2c5364'], motif: 'rings', label: 'Rooftop I' },
      { colors: ['#41295a', '#2f0743'], motif: 'dots', label: 'Rooftop II' },
      { colors: ['#ff512f', '#dd2476'], motif: 'bars', label: 'Rooftop III' },
    ],
  },
  {
    author: 'clara',
    type: PostType.text,
    description: 'Welcome to my page! New photos every week, and subscribers get the stories behind them #photography',
    hoursAgo: 120,
    likes: ['fabio'],
    comments: [{ by: 'fabio', text: 'Glad to be here 👋', replies: [{ by: 'clara', text: 'Welcome!' }] }],
  },
];

/** Stores bytes through the upload pipeline, as if the creator had uploaded them. */
export async function ingestDemoFile(storage: FileStorage, uploadPath: UploadPath, filename: string, bytes: Buffer): Promise<StoredUpload> {
  const tempPath = path.join(tmpdir(), `fanclub-seed-${randomBytes(8).toString('hex')}`);
  await writeFile(tempPath, bytes);
  try {
    return await storeUpload(storage, uploadPath, { tempPath, filename, size: bytes.length, truncated: false });
  } finally {
    await rm(tempPath, { force: true });
  }
}

const ingestScene = async (storage: FileStorage, uploadPath: UploadPath, scene: Scene) =>
  ingestDemoFile(storage, uploadPath, 'scene.jpg', await drawScene(scene));
const ingestClip = async (storage: FileStorage, uploadPath: UploadPath, clip: Clip) =>
  ingestDemoFile(storage, uploadPath, clip, await readFile(path.join(demoMediaDir, clip)));

/** The stored files of one demo post. */
interface PostFiles {
  images: StoredUpload[];
  cover: StoredUpload | null;
  media: StoredUpload | null;
  teaser: StoredUpload | null;
  options: (StoredUpload | null)[];
}

/** Draws and stores every file the demo posts need (in parallel: sharp works on its own threads). */
export async function makeDemoPostFiles(storage: FileStorage): Promise<PostFiles[]> {
  return Promise.all(
    DEMO_POSTS.map(async (post) => ({
      images: await Promise.all((post.images ?? []).map((scene) => ingestScene(storage, 'post/images/', scene))),
      cover: post.cover ? await ingestScene(storage, 'post/thumbs/', post.cover) : null,
      media: post.media ? await ingestClip(storage, post.type === PostType.audio ? 'post/audios/' : 'post/videos/', post.media) : null,
      teaser: post.teaser ? await ingestClip(storage, 'post/teasers/', post.teaser) : null,
      options: await Promise.all(
        (post.poll?.options ?? []).map((option) => (option.image ? ingestScene(storage, 'post/images/', option.image) : null)),
      ),
    })),
  );
}

/**
 * Inserts the demo posts with their files attached, hashtags, likes, comments and votes, then sets
 * every counter from the rows (so they agree with what the calls would have counted).
 */
export async function insertDemoPosts(db: Db, userIds: Map<string, number>, files: PostFiles[], now = Date.now()): Promise<void> {
  const idOf = (username: string) => {
    const id = userIds.get(username);
    if (id === undefined) throw new Error(`demo user ${username} is missing`);
    return id;
  };

  // Oldest first, so ids follow time as they do for real posts (feeds page by id).
  const byAge = [...DEMO_POSTS.entries()].sort(([, a], [, b]) => b.hoursAgo - a.hoursAgo);
  for (const [index, demo] of byAge) {
    const stored = files[index];
    if (!stored) throw new Error('demo files are missing');
    const authorId = idOf(demo.author);
    const measured = stored.images[0] ?? stored.cover;
    const hashtags = hashtagsIn(demo.description);
    const [post] = await db
      .insert(posts)
      .values({
        userId: authorId,
        postType: demo.type,
        description: demo.description,
        mediaKey: stored.media?.key ?? null,
        thumbKey: stored.cover?.key ?? null,
        teaserKey: stored.teaser?.key ?? null,
        previewKey: measured?.preview?.key ?? null,
        paymentType: demo.payment?.type ?? PaymentType.free,
        paymentAmount: demo.payment?.amount ?? 0,
        hashTags: hashtags.join(','),
        width: measured?.width ?? null,
        height: measured?.height ?? null,
        aspectRatio: measured?.aspectRatio ?? null,
        createdAt: new Date(now - demo.hoursAgo * 3_600_000),
      })
      .returning({ id: posts.id });
    const postId = post?.id ?? 0;

    const attached = [...stored.images, stored.cover, stored.media, stored.teaser, ...stored.options].filter((file) => file !== null);
    for (const file of attached) await recordUpload(db, authorId, file, postId);
    if (stored.images.length > 0) {
      await db.insert(postImages).values(
        stored.images.map((image, position) => ({
          postId,
          position,
          key: image.key,
          width: image.width ?? 0,
          height: image.height ?? 0,
        })),
      );
    }
    if (hashtags.length > 0) await db.insert(postHashtags).values(hashtags.map((tag) => ({ tag, postId })));
    if (demo.likes?.length) await db.insert(postLikes).values(demo.likes.map((username) => ({ postId, userId: idOf(username) })));
    for (const comment of demo.comments ?? []) {
      const [top] = await db
        .insert(comments)
        .values({ postId, userId: idOf(comment.by), comment: comment.text })
        .returning({ id: comments.id });
      for (const reply of comment.replies ?? []) {
        await db.insert(comments).values({ postId, userId: idOf(reply.by), comment: reply.text, parentId: top?.id ?? null });
      }
    }
    if (demo.poll) await insertDemoPoll(db, postId, demo.poll, stored.options, idOf);
  }
  await recountDemoCounters(db);
  await notifyDemoActivity(db);
}

/** The notifications the demo likes, comments and replies would have raised, a little after each post. */
async function notifyDemoActivity(db: Db): Promise<void> {
  await db.execute(sql`insert into notifications (user_id, type, actor_id, post_id, created_at)
    select p.user_id, ${NotificationType.likePost}, l.user_id, p.id, p.created_at + interval '20 minutes'
    from post_likes l join posts p on p.id = l.post_id where l.user_id <> p.user_id`);
  await db.execute(sql`insert into notifications (user_id, type, actor_id, post_id, comment_id, created_at)
    select p.user_id, ${NotificationType.postComment}, c.user_id, p.id, c.id, p.created_at + interval '40 minutes'
    from comments c join posts p on p.id = c.post_id where c.user_id <> p.user_id`);
  // A reply is news to the one replied to as well, unless they wrote the post (told above) or the reply.
  await db.execute(sql`insert into notifications (user_id, type, actor_id, post_id, comment_id, created_at)
    select parent.user_id, ${NotificationType.postComment}, c.user_id, p.id, c.id, p.created_at + interval '50 minutes'
    from comments c join comments parent on parent.id = c.parent_id join posts p on p.id = c.post_id
    where c.user_id <> parent.user_id and parent.user_id <> p.user_id`);
}

async function insertDemoPoll(
  db: Db,
  postId: number,
  poll: NonNullable<DemoPost['poll']>,
  images: (StoredUpload | null)[],
  idOf: (username: string) => number,
): Promise<void> {
  const [row] = await db.insert(polls).values({ postId, question: poll.question, pollType: poll.kind }).returning({ id: polls.id });
  const pollId = row?.id ?? 0;
  const options = await db
    .insert(pollOptions)
    .values(poll.options.map((option, position) => ({ pollId, position, text: option.text, imageKey: images[position]?.key ?? null })))
    .returning({ id: pollOptions.id, position: pollOptions.position });
  const optionAt = new Map(options.map((option) => [option.position, option.id]));
  const votes = Object.entries(poll.votes).map(([username, position]) => ({
    pollId,
    userId: idOf(username),
    optionId: optionAt.get(position) ?? 0,
  }));
  if (votes.length > 0) await db.insert(pollVotes).values(votes);
}

/** Counters from the rows: likes, comments (replies included), votes per option and poll, posts per author. */
async function recountDemoCounters(db: Db): Promise<void> {
  await db.execute(sql`update posts set
    like_counter = (select count(*) from post_likes l where l.post_id = posts.id),
    comment_counter = (select count(*) from comments c where c.post_id = posts.id)`);
  await db.execute(sql`update poll_options set votes = (select count(*) from poll_votes v where v.option_id = poll_options.id)`);
  await db.execute(sql`update polls set total_votes = (select count(*) from poll_votes v where v.poll_id = polls.id)`);
  await db.execute(
    sql`update ${users} set posts_count = (select count(*) from posts p where p.user_id = users.id and p.deleted_at is null)`,
  );
}
