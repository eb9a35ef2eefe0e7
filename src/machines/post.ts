/**
 * A post as the client's lists and flows see it (the gateway's `PostFields`, camelCase, real enums), written here so
 * machines depend on their own words; the composition root checks the services answer exactly this.
 */
export type PostType = 'AUDIO' | 'IMAGE' | 'POLL' | 'TEXT' | 'VIDEO';
export type PaymentType = 'FREE' | 'PAY_PER_VIEW' | 'SUBSCRIBERS';
export type PollKind = 'IMAGE' | 'TEXT';

export interface PostAuthor {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  profilePhoto: string | null;
  isVerified: boolean;
  isFollowing: boolean;
  isSubscribed: boolean;
  postsCount: number;
}

/** Someone a post tags: who they are, without the relations. */
export type TaggedPerson = Pick<PostAuthor, 'id' | 'firstName' | 'lastName' | 'username' | 'profilePhoto' | 'isVerified'>;

export interface PollOption {
  id: string;
  text: string;
  imageUrl: string | null;
  votes: number;
  percentage: number;
  isChosen: boolean;
}

/** A poll as counted now: after a vote its options carry percentages and the viewer's choice. */
export interface Poll {
  id: string;
  question: string;
  kind: PollKind;
  totalVotes: number;
  hasVoted: boolean;
  options: PollOption[];
}

/** An image's widths in one format (image/avif, image/webp), as `<source srcset>` takes them. */
export interface ImageSource {
  type: string;
  srcset: string;
}

export interface Post {
  id: string;
  type: PostType;
  description: string;
  mediaUrl: string | null;
  thumbnailUrl: string | null;
  teaserUrl: string | null;
  /** Video posts: the HLS master playlist once the renditions are ready (the MP4 in mediaUrl plays until then). */
  hlsUrl: string | null;
  posterUrl: string | null;
  previewUrl: string | null;
  /** The preview blurred at each width (image posts), AVIF first; empty until the server made them. */
  previewSources: ImageSource[];
  mediaCount: number;
  payment: PaymentType;
  price: number;
  hashtags: string[];
  taggedUserIds: string[];
  /** The tagged people the viewer may see, in the order tagged. */
  taggedPeople: TaggedPerson[];
  width: number | null;
  height: number | null;
  aspectRatio: number | null;
  isLocked: boolean;
  isLiked: boolean;
  isFavourite: boolean;
  likeCount: number;
  commentCount: number;
  createdAt: string;
  author: PostAuthor;
  /** `sources`: the image's widths, AVIF first; empty until the server made them. */
  images: Array<{ url: string; width: number; height: number; sources: ImageSource[] }>;
  poll: Poll | null;
}
