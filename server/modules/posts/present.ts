import { sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { CommentAuthor, Poll, PollOption, Post, PostAuthor } from '../../../contract/posts';
import { PaymentType, PostType } from '../../../contract/codes';
import type { Db } from '../../db/client';
import type { pollOptions, polls, postImages, PostRow, UserRow } from '../../db/schema';
import type { MediaUrls } from '../../lib/media-urls';
import type { Clock } from '../../lib/tokens';
import { asVerifyStatus } from '../users/present';

export interface PresentDeps {
  db: Db;
  mediaUrls: MediaUrls;
  clock: Clock;
}

type PollRow = typeof polls.$inferSelect;
type PollOptionRow = typeof pollOptions.$inferSelect;
type PostImageRow = typeof postImages.$inferSelect;
const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;
const groupBy = <T, K>(rows: T[], keyOf: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
};

/** What the viewer may see of a page of posts, each relation read once for the whole page. */
interface PageContext {
  authors: Map<number, AuthorRow>;
  images: Map<number, PostImageRow[]>;
  pollOfPost: Map<number, PollRow>;
  options: Map<number, PollOptionRow[]>;
  liked: Set<number>;
  favourited: Set<number>;
  /** Poll id → the option the viewer voted for. */
  votes: Map<number, number>;
  subscribedTo: Set<number>;
  bought: Set<number>;
}

/** What a post or comment shows of its author. */
export type AuthorRow = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'username' | 'profilePhoto' | 'userVerified' | 'postsCount' | 'createdBy'>;

/** The one row loadPageContext reads: each relation of the page as a JSON list. */
interface PageContextRow {
  authors: AuthorRow[];
  images: PostImageRow[];
  polls: PollRow[];
  options: PollOptionRow[];
  votes: { pollId: number; optionId: number }[];
  liked: number[];
  favourited: number[];
  bought: number[];
  subscribed_to: number[];
}

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * Everything a page of posts needs besides the posts, seen by the viewer, in ONE round trip: an
 * embedded database answers one query at a time, so round trips are what a feed page costs.
 */
async function loadPageContext(db: Db, viewerId: number, now: Date, rows: PostRow[]): Promise<PageContext> {
  const postIds = idList(rows.map((row) => row.id));
  const authorIds = idList([...new Set(rows.map((row) => row.userId))]);
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object(
          'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'username', u.username,
          'profilePhoto', u.profile_photo, 'userVerified', u.user_verified, 'postsCount', u.posts_count, 'createdBy', u.created_by)), '[]')
        from users u where u.id in (${authorIds})) as authors,
      (select coalesce(json_agg(json_build_object(
          'postId', i.post_id, 'position', i.position, 'key', i.key, 'width', i.width, 'height', i.height)
          order by i.post_id, i.position), '[]')
        from post_images i where i.post_id in (${postIds})) as images,
      (select coalesce(json_agg(json_build_object(
          'id', p.id, 'postId', p.post_id, 'question', p.question, 'pollType', p.poll_type, 'totalVotes', p.total_votes)), '[]')
        from polls p where p.post_id in (${postIds})) as polls,
      (select coalesce(json_agg(json_build_object(
          'id', o.id, 'pollId', o.poll_id, 'position', o.position, 'text', o.text, 'imageKey', o.image_key, 'votes', o.votes)
          order by o.poll_id, o.position), '[]')
        from poll_options o join polls p on p.id = o.poll_id where p.post_id in (${postIds})) as options,
      (select coalesce(json_agg(json_build_object('pollId', v.poll_id, 'optionId', v.option_id)), '[]')
        from poll_votes v join polls p on p.id = v.poll_id where v.user_id = ${viewerId} and p.post_id in (${postIds})) as votes,
      (select coalesce(json_agg(post_id), '[]') from post_likes where user_id = ${viewerId} and post_id in (${postIds})) as liked,
      (select coalesce(json_agg(post_id), '[]') from post_favourites where user_id = ${viewerId} and post_id in (${postIds})) as favourited,
      (select coalesce(json_agg(post_id), '[]') from post_purchases where user_id = ${viewerId} and post_id in (${postIds})) as bought,
      -- A cancelled subscription (status 0) still opens the creator's posts until it expires.
      (select coalesce(json_agg(distinct creator_id), '[]') from subscriptions
        where subscriber_id = ${viewerId} and creator_id in (${authorIds}) and expiry_date > ${now.toISOString()}) as subscribed_to`);
  const [page] = (result as unknown as { rows: PageContextRow[] }).rows;
  if (!page) throw new Error('the page context query answered no row');
  return {
    authors: new Map(page.authors.map((author) => [author.id, author])),
    images: groupBy(page.images, (image) => image.postId),
    pollOfPost: new Map(page.polls.map((poll) => [poll.postId, poll])),
    options: groupBy(page.options, (option) => option.pollId),
    liked: new Set(page.liked),
    favourited: new Set(page.favourited),
    votes: new Map(page.votes.map((vote) => [vote.pollId, vote.optionId])),
    subscribedTo: new Set(page.subscribed_to),
    bought: new Set(page.bought),
  };
}

/** Subscriber-only posts open to active subscribers, pay-per-view posts to buyers; own posts always. */
function isLocked(post: PostRow, viewerId: number, context: PageContext): boolean {
  if (post.userId === viewerId) return false;
  if (post.paymentType === PaymentType.subscribers) return !context.subscribedTo.has(post.userId);
  if (post.paymentType === PaymentType.payPerView) return !context.bought.has(post.id);
  return false;
}

/** Who wrote a post or a comment: what both show next to the text. */
export function presentWriter(author: AuthorRow): CommentAuthor {
  return {
    id: author.id,
    first_name: author.firstName,
    last_name: author.lastName,
    username: author.username,
    profile_photo: author.profilePhoto,
    user_verified: asVerifyStatus(author.userVerified),
  };
}

export function presentAuthor(author: AuthorRow, isSubscribed: boolean): PostAuthor {
  return {
    ...presentWriter(author),
    is_following: 0,
    is_subscribe: flag(isSubscribed),
    posts_count: author.postsCount,
  };
}

/** One decimal, 0 while nobody voted. */
const votePercentage = (votes: number, total: number) => (total > 0 ? Math.round((votes * 1000) / total) / 10 : 0);

export function presentPoll(poll: PollRow, options: PollOptionRow[], votedOptionId: number | undefined, mediaUrls: MediaUrls) {
  const presented: Static<typeof Poll> = { id: poll.id, question: poll.question, poll_type: poll.pollType, total_votes: poll.totalVotes };
  const presentedOptions: PollOption[] = options.map((option) => ({
    id: option.id,
    poll_id: option.pollId,
    text: option.text,
    image_url: option.imageKey ? mediaUrls.public(option.imageKey) : null,
    votes: option.votes,
    vote_percentage: votePercentage(option.votes, poll.totalVotes),
    voted: flag(option.id === votedOptionId),
  }));
  return { poll: presented, poll_options: presentedOptions, voted: flag(votedOptionId !== undefined) };
}

/**
 * The media references of a post: nothing but the public preview (and teaser) when locked; public
 * URLs for free posts; short-lived signed URLs for the paid media an entitled viewer sees.
 */
function presentMedia(post: PostRow, images: PostImageRow[], locked: boolean, mediaUrls: MediaUrls) {
  const preview = post.previewKey ? mediaUrls.public(post.previewKey) : null;
  const common = { preview, video_teaser: post.teaserKey ? mediaUrls.public(post.teaserKey) : null, media_count: images.length };
  if (locked) return { ...common, post_type_link: '', thumb_image: preview, images: [] };

  const url = post.paymentType === PaymentType.free ? mediaUrls.public : mediaUrls.signed;
  const presentedImages = images.map((image) => ({ url: url(image.key), width: image.width, height: image.height }));
  if (post.postType === PostType.image) {
    return { ...common, post_type_link: presentedImages.map((image) => image.url).join(','), thumb_image: presentedImages[0]?.url ?? null, images: presentedImages };
  }
  return {
    ...common,
    post_type_link: post.mediaKey ? url(post.mediaKey) : '',
    thumb_image: post.thumbKey ? url(post.thumbKey) : null,
    images: presentedImages,
  };
}

function presentPost(post: PostRow, viewerId: number, context: PageContext, mediaUrls: MediaUrls): Post {
  const author = context.authors.get(post.userId);
  if (!author) throw new Error(`post ${post.id} has no author`);
  const locked = isLocked(post, viewerId, context);
  const poll = context.pollOfPost.get(post.id);
  const pollView = poll
    ? presentPoll(poll, context.options.get(poll.id) ?? [], context.votes.get(poll.id), mediaUrls)
    : { poll: null, poll_options: [], voted: 0 as const };
  return {
    id: post.id,
    user_id: post.userId,
    user: presentAuthor(author, context.subscribedTo.has(author.id)),
    created_by: author.createdBy,
    post_type: post.postType as Post['post_type'],
    description: post.description,
    ...presentMedia(post, context.images.get(post.id) ?? [], locked, mediaUrls),
    title: post.title,
    web_url: post.webUrl,
    payment_type: post.paymentType as Post['payment_type'],
    payment_amount: post.paymentAmount,
    tags: post.tags,
    hash_tags: post.hashTags,
    width: post.width,
    height: post.height,
    aspect_ratio: post.aspectRatio,
    is_lock: flag(locked),
    is_like: flag(context.liked.has(post.id)),
    is_favourite: flag(context.favourited.has(post.id)),
    post_like_counter: post.likeCounter,
    post_comment_counter: post.commentCounter,
    created_at: post.createdAt.toISOString(),
    ...pollView,
  };
}

/** A page of posts as `viewerId` sees them, in a fixed number of queries whatever the page size. */
export async function presentPosts(deps: PresentDeps, viewerId: number, rows: PostRow[]): Promise<Post[]> {
  if (rows.length === 0) return [];
  const context = await loadPageContext(deps.db, viewerId, new Date(deps.clock()), rows);
  return rows.map((post) => presentPost(post, viewerId, context, deps.mediaUrls));
}
