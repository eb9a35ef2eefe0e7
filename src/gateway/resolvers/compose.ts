import type { CreatePostBody, Post as WirePost } from '../../../contract/posts';
import { Messages, type Message } from '../../../contract/messages';
import { AdminRoutes } from '../../../contract/routes';
import type { CreatePostInput, PaymentType, Post, PostType, Resolvers } from '../generated/resolvers';
import { ApiError } from '../rest';
import { idOf, isOn, mediaUrl, verificationOf } from './wire';

const postTypes: readonly PostType[] = ['IMAGE', 'AUDIO', 'VIDEO', 'TEXT', 'POLL'];
const paymentTypes: readonly PaymentType[] = ['FREE', 'SUBSCRIBERS', 'PAY_PER_VIEW'];
const paymentCodes: Record<PaymentType, 0 | 1 | 2> = { FREE: 0, SUBSCRIBERS: 1, PAY_PER_VIEW: 2 };

const commaList = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

// TODO(merge): use toPost from resolvers/posts.ts
/** The post the server answers to post/create, read in the client's words. */
export function toPostFromWire(post: WirePost): Post {
  const type = postTypes[post.post_type]!;
  const payment = paymentTypes[post.payment_type]!;
  return {
    id: idOf(post.id),
    author: {
      id: idOf(post.user.id),
      firstName: post.user.first_name,
      lastName: post.user.last_name,
      username: post.user.username,
      profilePhoto: mediaUrl(post.user.profile_photo),
      isVerified: verificationOf(post.user.user_verified) === 'VERIFIED',
      isFollowing: isOn(post.user.is_following),
      isSubscribed: isOn(post.user.is_subscribe),
      postsCount: post.user.posts_count,
    },
    type,
    description: post.description,
    images: post.images.map((image) => ({ url: mediaUrl(image.url) ?? image.url, width: image.width, height: image.height })),
    mediaUrl: type === 'AUDIO' || type === 'VIDEO' ? mediaUrl(post.post_type_link) : null,
    thumbnailUrl: mediaUrl(post.thumb_image),
    teaserUrl: mediaUrl(post.video_teaser),
    previewUrl: mediaUrl(post.preview),
    mediaCount: post.media_count,
    payment,
    price: payment === 'PAY_PER_VIEW' ? post.payment_amount : 0,
    hashtags: commaList(post.hash_tags),
    taggedUserIds: commaList(post.tags),
    width: post.width,
    height: post.height,
    aspectRatio: post.aspect_ratio,
    isLocked: isOn(post.is_lock),
    isLiked: isOn(post.is_like),
    isFavourite: isOn(post.is_favourite),
    likeCount: post.post_like_counter,
    commentCount: post.post_comment_counter,
    createdAt: post.created_at,
    poll: post.poll
      ? {
          id: idOf(post.poll.id),
          question: post.poll.question,
          kind: post.poll.poll_type === 'image' ? 'IMAGE' : 'TEXT',
          totalVotes: post.poll.total_votes,
          hasVoted: isOn(post.voted),
          options: post.poll_options.map((option) => ({
            id: idOf(option.id),
            text: option.text,
            imageUrl: mediaUrl(option.image_url),
            votes: option.votes,
            percentage: option.vote_percentage,
            isChosen: isOn(option.voted),
          })),
        }
      : null,
  };
}

/** A key the post cannot do without; its absence is the same 400 the server would answer. */
function required(key: string | null | undefined, message: Message): string {
  if (!key) throw new ApiError(400, message);
  return key;
}

/** The GraphQL input as the body of POST /api/post/create (contract/posts.ts CreatePostBody). */
export function toCreatePostBody(input: CreatePostInput): CreatePostBody {
  const hash_tags = input.hashtags ?? [];
  const payment_type = paymentCodes[input.payment ?? 'FREE'];
  const sale = { payment_type, payment_amount: payment_type === 2 ? (input.price ?? 0) : 0 };
  switch (input.type) {
    case 'IMAGE':
      return { post_type: 0, description: input.description, images: input.imageKeys ?? [], ...sale, hash_tags };
    case 'AUDIO':
      return {
        post_type: 1,
        description: input.description,
        post_type_link: required(input.mediaKey, Messages.audioRequired),
        thumb_image: required(input.thumbnailKey, Messages.coverRequired),
        ...sale,
        hash_tags,
      };
    case 'VIDEO':
      return {
        post_type: 2,
        description: input.description,
        post_type_link: required(input.mediaKey, Messages.videoRequired),
        thumb_image: required(input.thumbnailKey, Messages.thumbnailRequired),
        ...(input.teaserKey ? { video_teaser: input.teaserKey } : {}),
        ...sale,
        hash_tags,
      };
    case 'TEXT':
      return { post_type: 3, description: input.description, hash_tags };
    case 'POLL': {
      const poll = input.poll;
      if (!poll) throw new ApiError(400, Messages.pollQuestionRequired);
      return {
        post_type: 4,
        description: input.description,
        question: poll.question,
        poll_type: poll.kind === 'IMAGE' ? 'image' : 'text',
        options: poll.options.map((option) => ({ text: option.text, ...(option.imageKey ? { image: option.imageKey } : {}) })),
        hash_tags,
      };
    }
  }
}

export const composeResolvers: Resolvers = {
  Mutation: {
    createPost: async (_root, { input }, { rest, signal }) => {
      const { message, data } = await rest.admin(AdminRoutes.createPost, toCreatePostBody(input), { signal });
      return { message: message || Messages.postCreated, post: toPostFromWire(data) };
    },
  },
};
