import type { Static } from 'typebox';
import type { ImageSource, Poll, PollOption, Post, PostAuthor } from '../../../contract/posts.ts';
import type { Person } from '../../../contract/user.ts';
import { PaymentType, PostType } from '../../../contract/codes.ts';
import type { PostRow } from '../../db/schema.ts';
import type { MediaUrls } from '../../lib/media-urls.ts';
import { asVerifyStatus } from '../users/present.ts';
import { presentVideo } from '../videos/service.ts';
import type { VideoRenditions } from '../videos/repository.ts';
import {
  taggedIdsOf,
  type AuthorRow,
  type PageRelations,
  type PollOptionRow,
  type PollRow,
  type PostImageRow,
  type VariantRow,
} from './repository.ts';

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;
const groupBy = <T, K>(rows: T[], keyOf: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
};

/** What the viewer may see of a page of posts, each relation indexed for the page. */
interface PageContext {
  authors: Map<number, AuthorRow>;
  /** The tagged people the viewer may see. */
  tagged: Map<number, AuthorRow>;
  images: Map<number, PostImageRow[]>;
  /** Source key → its variants, by format then width. */
  variants: Map<string, VariantRow[]>;
  pollOfPost: Map<number, PollRow>;
  options: Map<number, PollOptionRow[]>;
  liked: Set<number>;
  favourited: Set<number>;
  followed: Set<number>;
  /** Poll id → the option the viewer voted for. */
  votes: Map<number, number>;
  subscribedTo: Set<number>;
  bought: Set<number>;
  /** Video renditions by original key. */
  videos: Map<string, VideoRenditions>;
}

function pageContextOf(page: PageRelations): PageContext {
  return {
    authors: new Map(page.authors.map((author) => [author.id, author])),
    tagged: new Map(page.tagged.map((person) => [person.id, person])),
    images: groupBy(page.images, (image) => image.postId),
    variants: groupBy(page.variants, (variant) => variant.sourceKey),
    pollOfPost: new Map(page.polls.map((poll) => [poll.postId, poll])),
    options: groupBy(page.options, (option) => option.pollId),
    liked: new Set(page.liked),
    favourited: new Set(page.favourited),
    followed: new Set(page.followed),
    votes: new Map(page.votes.map((vote) => [vote.pollId, vote.optionId])),
    subscribedTo: new Set(page.subscribed_to),
    bought: new Set(page.bought),
    videos: new Map(page.videos.map((video) => [video.mediaKey, video])),
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
export function presentWriter(
  author: Pick<AuthorRow, 'id' | 'firstName' | 'lastName' | 'username' | 'profilePhoto' | 'userVerified'>,
  mediaUrls: MediaUrls,
): Person {
  return {
    id: author.id,
    first_name: author.firstName,
    last_name: author.lastName,
    username: author.username,
    profile_photo: mediaUrls.photo(author.profilePhoto),
    user_verified: asVerifyStatus(author.userVerified),
  };
}

/** A post's author and the viewer's standing with them, on presentWriter's object. See docs/decisions/0005-post-objects-as-literals.md */
function presentAuthor(author: AuthorRow, isSubscribed: boolean, isFollowing: boolean, mediaUrls: MediaUrls): PostAuthor {
  return Object.assign(presentWriter(author, mediaUrls), {
    is_following: flag(isFollowing),
    is_subscribe: flag(isSubscribed),
    posts_count: author.postsCount,
  });
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

const SOURCE_TYPES: readonly ImageSource['type'][] = ['image/avif', 'image/webp'];

/** An image's variants as one srcset per format (AVIF first), each URL made by `url` (public or signed like the image). */
export function sourcesOf(variants: VariantRow[] | undefined, url: (key: string) => string): ImageSource[] {
  if (!variants?.length) return [];
  return SOURCE_TYPES.flatMap((type) => {
    const widths = variants.filter((variant) => variant.mime === type).sort((a, b) => a.width - b.width);
    return widths.length ? [{ type, srcset: widths.map((variant) => `${url(variant.key)} ${variant.width}w`).join(', ') }] : [];
  });
}

/** What presentMedia answers: the media fields of a post. */
interface PostMedia {
  preview: string | null;
  preview_sources: ImageSource[];
  video_teaser: string | null;
  media_count: number;
  post_type_link: string;
  thumb_image: string | null;
  images: { url: string; width: number; height: number; sources: ImageSource[] }[];
  video_hls: string | null;
  video_poster: string | null;
}

/**
 * A post's media references: the preview when locked, public URLs when free, signed URLs for entitled viewers.
 * See docs/decisions/0005-post-objects-as-literals.md
 */
function presentMedia(
  post: PostRow,
  images: PostImageRow[],
  variants: PageContext['variants'],
  locked: boolean,
  videos: Map<string, VideoRenditions>,
  mediaUrls: MediaUrls,
): PostMedia {
  const preview = post.previewKey ? mediaUrls.public(post.previewKey) : null;
  const teaser = post.teaserKey ? presentVideo(post.teaserKey, videos.get(post.teaserKey), mediaUrls.public).url : null;
  if (locked) {
    return {
      preview,
      // Blurred at every width, public like the preview they are made from.
      preview_sources: post.previewKey ? sourcesOf(variants.get(post.previewKey), mediaUrls.public) : [],
      video_teaser: teaser,
      media_count: images.length,
      post_type_link: '',
      thumb_image: preview,
      images: [],
      video_hls: null,
      video_poster: null,
    };
  }

  const url = post.paymentType === PaymentType.free ? mediaUrls.public : mediaUrls.signed;
  const presentedImages = images.map((image) => ({
    url: url(image.key),
    width: image.width,
    height: image.height,
    sources: sourcesOf(variants.get(image.key), url),
  }));
  const isImage = post.postType === PostType.image;
  // A video plays as uploaded until its renditions are ready; then the faststart MP4 and the HLS master.
  const video = post.postType === PostType.video && post.mediaKey ? presentVideo(post.mediaKey, videos.get(post.mediaKey), url) : null;
  return {
    preview,
    // Only a locked card draws the blurred preview: its widths would be a third of an open page's answer.
    preview_sources: [],
    video_teaser: teaser,
    media_count: images.length,
    post_type_link: isImage
      ? presentedImages.map((image) => image.url).join(',')
      : video
        ? video.url
        : post.mediaKey
          ? url(post.mediaKey)
          : '',
    thumb_image: isImage ? (presentedImages[0]?.url ?? null) : post.thumbKey ? url(post.thumbKey) : null,
    images: presentedImages,
    video_hls: video?.hls ?? null,
    video_poster: video?.poster ?? null,
  };
}

const NO_POLL = { poll: null, poll_options: [], voted: 0 as const };

function presentPost(
  post: PostRow,
  viewerId: number,
  context: PageContext,
  mediaUrls: MediaUrls,
  authorOf: (id: number) => PostAuthor,
): Post {
  const author = context.authors.get(post.userId);
  if (!author) throw new Error(`post ${post.id} has no author`);
  const locked = isLocked(post, viewerId, context);
  const poll = context.pollOfPost.get(post.id);
  const pollView = poll ? presentPoll(poll, context.options.get(poll.id) ?? [], context.votes.get(poll.id), mediaUrls) : NO_POLL;
  const media = presentMedia(post, context.images.get(post.id) ?? [], context.variants, locked, context.videos, mediaUrls);
  return {
    id: post.id,
    user_id: post.userId,
    user: authorOf(author.id),
    created_by: author.createdBy,
    post_type: post.postType as Post['post_type'],
    description: post.description,
    preview: media.preview,
    preview_sources: media.preview_sources,
    video_teaser: media.video_teaser,
    media_count: media.media_count,
    post_type_link: media.post_type_link,
    thumb_image: media.thumb_image,
    images: media.images,
    video_hls: media.video_hls,
    video_poster: media.video_poster,
    title: post.title,
    web_url: post.webUrl,
    payment_type: post.paymentType as Post['payment_type'],
    payment_amount: post.paymentAmount,
    tags: post.tags,
    tagged_users: taggedIdsOf(post.tags).flatMap((id) => {
      const person = context.tagged.get(id);
      return person ? [presentWriter(person, mediaUrls)] : [];
    }),
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
    poll: pollView.poll,
    poll_options: pollView.poll_options,
    voted: pollView.voted,
  };
}

/** A page of posts as `viewerId` sees them, from the page's relations (`loadPageRelations`); each author presented once. */
export function presentPosts(viewerId: number, rows: PostRow[], relations: PageRelations, mediaUrls: MediaUrls): Post[] {
  const context = pageContextOf(relations);
  const presentedAuthors = new Map<number, PostAuthor>();
  const authorOf = (id: number) => {
    let presented = presentedAuthors.get(id);
    if (!presented) {
      const author = context.authors.get(id);
      if (!author) throw new Error(`author ${id} is not on the page`);
      presented = presentAuthor(author, context.subscribedTo.has(id), context.followed.has(id), mediaUrls);
      presentedAuthors.set(id, presented);
    }
    return presented;
  };
  return rows.map((post) => presentPost(post, viewerId, context, mediaUrls, authorOf));
}
