import {
  PaymentType as PaymentCode,
  PollKind,
  PostType as PostCode,
  type PaymentTypeCode,
  type PostTypeCode,
} from '../../../contract/codes';
import { reportFields } from './reports';
import type { Post as RestPost, PollOption as RestPollOption, ProfileTab as ContractProfileTab } from '../../../contract/posts';
import type { Person as RestWriter } from '../../../contract/user';
import { CommonMessages } from '../../../contract/commonMessages';
import { Endpoints } from '../generated/endpoints';
import type { CommentAuthor, PaymentType, Post, PostType, ProfileTab, Resolvers } from '../generated/resolvers';
import { idOf, isOn, mediaUrl, restNumber, verificationOf } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment PostAuthorFields on PostAuthor {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
    isFollowing
    isSubscribed
    postsCount
  }

  fragment PollFields on Poll {
    id
    question
    kind
    totalVotes
    hasVoted
    options {
      id
      text
      imageUrl
      votes
      percentage
      isChosen
    }
  }

  fragment PostFields on Post {
    id
    author {
      ...PostAuthorFields
    }
    type
    description
    images {
      url
      width
      height
      sources {
        type
        srcset
      }
    }
    mediaUrl
    thumbnailUrl
    teaserUrl
    hlsUrl
    posterUrl
    previewUrl
    previewSources {
      type
      srcset
    }
    mediaCount
    payment
    price
    hashtags
    taggedUserIds
    taggedPeople {
      id
      firstName
      lastName
      username
      profilePhoto
      isVerified
    }
    width
    height
    aspectRatio
    isLocked
    isLiked
    isFavourite
    likeCount
    commentCount
    createdAt
    poll {
      ...PollFields
    }
  }

  query HomeFeed($page: Int!) {
    homeFeed(page: $page) {
      ...PostFields
    }
  }

  query UserFeed($userId: ID!, $page: Int!, $tab: ProfileTab) {
    userFeed(userId: $userId, page: $page, tab: $tab) {
      ...PostFields
    }
  }

  query ProfileCounts($userId: ID!) {
    profileCounts(userId: $userId) {
      posts
      photos
      videos
      audios
      locked
    }
  }

  query TrendingFeed($page: Int!) {
    trendingFeed(page: $page) {
      ...PostFields
    }
  }

  query TagFeed($hashtag: String!, $page: Int!) {
    tagFeed(hashtag: $hashtag, page: $page) {
      ...PostFields
    }
  }

  query FavouriteFeed($page: Int!) {
    favouriteFeed(page: $page) {
      ...PostFields
    }
  }

  query Post($id: ID!) {
    post(id: $id) {
      ...PostFields
    }
  }

  query SearchHashtags($search: String!, $page: Int!) {
    searchHashtags(search: $search, page: $page) {
      name
      postsCount
    }
  }

  mutation ToggleLike($postId: ID!) {
    toggleLike(postId: $postId) {
      message
      postId
      isLiked
      likeCount
    }
  }

  mutation SetFavourite($postId: ID!, $favourite: Boolean!) {
    setFavourite(postId: $postId, favourite: $favourite) {
      message
      postId
      isFavourite
    }
  }

  mutation ReportPost($postId: ID!, $reason: ReportReason!, $text: String) {
    reportPost(postId: $postId, reason: $reason, text: $text) {
      message
      postId
    }
  }

  mutation HidePost($postId: ID!, $authorId: ID) {
    hidePost(postId: $postId, authorId: $authorId) {
      message
      postId
    }
  }

  mutation DeletePost($postId: ID!) {
    deletePost(postId: $postId) {
      message
      postId
      postsCount
    }
  }
`;

/** The contract's reading of post_type (contract/codes.ts). */
export const postTypeByCode: Record<PostTypeCode, PostType> = {
  [PostCode.image]: 'IMAGE',
  [PostCode.audio]: 'AUDIO',
  [PostCode.video]: 'VIDEO',
  [PostCode.text]: 'TEXT',
  [PostCode.poll]: 'POLL',
};
/** The contract's reading of payment_type (contract/codes.ts). */
const paymentByCode: Record<PaymentTypeCode, PaymentType> = {
  [PaymentCode.free]: 'FREE',
  [PaymentCode.subscribers]: 'SUBSCRIBERS',
  [PaymentCode.payPerView]: 'PAY_PER_VIEW',
};

/** A REST comma list ("a, b,,c") as its non-empty items. */
export const commaList = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Image posts: `images` when the server measured them, else the comma list of `post_type_link` (no sizes known). */
function imagesOf(rest: RestPost): Post['images'] {
  if (rest.post_type !== PostCode.image || isOn(rest.is_lock)) return [];
  if (rest.images.length > 0) {
    return rest.images.flatMap((image) => {
      const url = mediaUrl(image.url);
      return url ? [{ url, width: image.width, height: image.height, sources: image.sources }] : [];
    });
  }
  return commaList(rest.post_type_link).flatMap((link) => {
    const url = mediaUrl(link);
    return url ? [{ url, width: rest.width ?? 0, height: rest.height ?? 0, sources: [] }] : [];
  });
}

const toPollOption = (option: RestPollOption) => ({
  id: idOf(option.id),
  text: option.text,
  imageUrl: mediaUrl(option.image_url),
  votes: option.votes,
  percentage: option.vote_percentage,
  isChosen: isOn(option.voted),
});

/** The poll of a poll post with its options; `voted` is the viewer's own vote. */
export function toPoll(poll: NonNullable<RestPost['poll']>, options: readonly RestPollOption[], voted: 0 | 1): NonNullable<Post['poll']> {
  return {
    id: idOf(poll.id),
    question: poll.question,
    kind: poll.poll_type === PollKind.image ? 'IMAGE' : 'TEXT',
    totalVotes: poll.total_votes,
    hasVoted: isOn(voted) || options.some((option) => isOn(option.voted)),
    options: options.map(toPollOption),
  };
}

/** Who wrote a comment, a person a post tags, the other side of a subscription, who a review is about: a name, a photo, a badge. */
export function toWriter(writer: RestWriter): Omit<CommentAuthor, '__typename'> {
  return {
    id: idOf(writer.id),
    firstName: writer.first_name,
    lastName: writer.last_name,
    username: writer.username,
    profilePhoto: mediaUrl(writer.profile_photo),
    isVerified: verificationOf(writer.user_verified) === 'VERIFIED',
  };
}

/** The admin API's post, read in the client's words: every wire quirk of a post ends here. */
export function toPost(rest: RestPost): Post {
  const type = postTypeByCode[rest.post_type] ?? 'TEXT';
  const locked = isOn(rest.is_lock);
  const verification = verificationOf(rest.user.user_verified);
  const playable = type === 'AUDIO' || type === 'VIDEO';
  return {
    id: idOf(rest.id),
    author: {
      id: idOf(rest.user.id),
      firstName: rest.user.first_name,
      lastName: rest.user.last_name,
      username: rest.user.username,
      profilePhoto: mediaUrl(rest.user.profile_photo),
      isVerified: verification === 'VERIFIED',
      isFollowing: isOn(rest.user.is_following),
      isSubscribed: isOn(rest.user.is_subscribe),
      postsCount: rest.user.posts_count,
    },
    type,
    description: rest.description,
    images: imagesOf(rest),
    // A locked post carries no usable reference to its file, whatever the wire says.
    mediaUrl: playable && !locked ? mediaUrl(rest.post_type_link) : null,
    thumbnailUrl: mediaUrl(rest.thumb_image),
    teaserUrl: type === 'VIDEO' ? mediaUrl(rest.video_teaser) : null,
    hlsUrl: type === 'VIDEO' && !locked ? mediaUrl(rest.video_hls) : null,
    posterUrl: type === 'VIDEO' && !locked ? mediaUrl(rest.video_poster) : null,
    previewUrl: mediaUrl(rest.preview),
    previewSources: rest.preview_sources,
    mediaCount: type === 'IMAGE' ? Math.max(rest.media_count, locked ? 0 : imagesOf(rest).length) : rest.media_count,
    payment: paymentByCode[rest.payment_type] ?? 'FREE',
    price: rest.payment_type === PaymentCode.payPerView ? rest.payment_amount : 0,
    hashtags: commaList(rest.hash_tags).map((tag) => tag.replace(/^#/, '').toLowerCase()),
    taggedUserIds: commaList(rest.tags),
    taggedPeople: rest.tagged_users.map(toWriter),
    width: rest.width,
    height: rest.height,
    aspectRatio: rest.aspect_ratio,
    isLocked: locked,
    isLiked: isOn(rest.is_like),
    isFavourite: isOn(rest.is_favourite),
    likeCount: Math.max(0, rest.post_like_counter),
    commentCount: Math.max(0, rest.post_comment_counter),
    createdAt: rest.created_at,
    poll: type === 'POLL' && rest.poll ? toPoll(rest.poll, rest.poll_options, rest.voted) : null,
  };
}

const postNumber = (id: string) => restNumber(id, CommonMessages.postNotFound);

/** Feed pages start at 1 (spec §9). */
export const pageOf = (page: number) => Math.max(1, Math.trunc(page));

const profileTabOf = { POSTS: 'posts', MEDIA: 'media', LOCKED: 'locked' } as const satisfies Record<ProfileTab, ContractProfileTab>;

export const postsResolvers: Resolvers = {
  Query: {
    homeFeed: async (_root, { page }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.homeFeed, { page: pageOf(page) }, { signal });
      return data.map(toPost);
    },
    userFeed: async (_root, { userId, page, tab }, { rest, signal }) => {
      const body = {
        user_id: restNumber(userId, CommonMessages.userNotFound),
        page: pageOf(page),
        ...(tab ? { tab: profileTabOf[tab] } : {}),
      };
      const { data } = await rest.call(Endpoints.personFeed, body, { signal });
      return data.map(toPost);
    },
    profileCounts: async (_root, { userId }, { rest, signal }) =>
      (await rest.call(Endpoints.profileCounts, { user_id: restNumber(userId, CommonMessages.userNotFound) }, { signal })).data,
    // The trending feed carries its page in the query and an empty body (spec §7).
    trendingFeed: async (_root, { page }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.trendingPosts, { page: pageOf(page) }, { signal });
      return data.map(toPost);
    },
    tagFeed: async (_root, { hashtag, page }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.hashtagFeed, { hash_tag: hashtag.trim(), page: pageOf(page) }, { signal });
      return data.map(toPost);
    },
    // Spec §9: the favourite list is sorted DESC, newest favourite first.
    favouriteFeed: async (_root, { page }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.favourites, { page: pageOf(page), sort: 'DESC' }, { signal });
      return data.map(toPost);
    },
    post: async (_root, { id }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.post, { id: postNumber(id) }, { signal });
      return toPost(data);
    },
    searchHashtags: async (_root, { search, page }, { rest, signal }) => {
      const { data } = await rest.call(
        Endpoints.searchHashtags,
        { search: search.trim().replace(/^#/, ''), page: pageOf(page) },
        { signal },
      );
      return data.map((tag) => ({ name: tag.hash_tag.replace(/^#/, ''), postsCount: tag.posts_count }));
    },
  },
  Mutation: {
    toggleLike: async (_root, { postId }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.likePost, { post_id: postNumber(postId) }, { signal });
      return { message, postId: idOf(data.post_id), isLiked: isOn(data.is_like), likeCount: Math.max(0, data.post_like_counter) };
    },
    setFavourite: async (_root, { postId, favourite }, { rest, signal }) => {
      const path = favourite ? Endpoints.favouritePost : Endpoints.unfavouritePost;
      const { message, data } = await rest.call(path, { post_id: postNumber(postId) }, { signal });
      return { message, postId: idOf(data.post_id), isFavourite: isOn(data.is_favourite) };
    },
    reportPost: async (_root, { postId, reason, text }, { rest, signal }) => {
      const body = { post_id: postNumber(postId), ...reportFields(reason, text) };
      const { message, data } = await rest.call(Endpoints.reportPost, body, { signal });
      return { message, postId: idOf(data.post_id), postsCount: data.posts_count ?? null };
    },
    hidePost: async (_root, { postId, authorId }, { rest, signal }) => {
      const body = { post_id: postNumber(postId), ...(authorId ? { to_user_id: restNumber(authorId, CommonMessages.userNotFound) } : {}) };
      const { message, data } = await rest.call(Endpoints.hidePost, body, { signal });
      return { message, postId: idOf(data.post_id), postsCount: data.posts_count ?? null };
    },
    deletePost: async (_root, { postId }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.deletePost, { post_id: postNumber(postId) }, { signal });
      return { message, postId: idOf(data.post_id), postsCount: data.posts_count ?? null };
    },
  },
};
