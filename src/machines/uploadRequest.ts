import type { UploadPath } from '../../contract/rules';
import { FILE_SLOTS, parseHashtags, type FileSlot, type PaymentChoice } from '../validation/posts';
import type { PaymentType, PollKind, Post, PostType } from './post';
import type { Draft } from './uploadDraft';

/** One file to send up: where it goes in the draft, and the folder `/api/upload` files it under. */
export interface UploadJob {
  slot: FileSlot;
  /** Position among the images of an image post, or the poll option; 0 for single slots. */
  index: number;
  folder: UploadPath;
  file: File;
}

/** What an upload answers that the post needs. */
export interface UploadedFile {
  key: string;
  location: string;
}

/** What post/create is asked: the draft's words and choices, its files by their uploaded keys. */
export interface CreatePostInput {
  type: PostType;
  description: string;
  hashtags?: string[];
  payment?: PaymentType;
  price?: number;
  imageKeys?: string[];
  /** Audio or video file key. */
  mediaKey?: string;
  /** Video thumbnail or audio cover key. */
  thumbnailKey?: string;
  teaserKey?: string;
  /** The people the post tags; absent when nobody is. */
  taggedUserIds?: string[];
  poll?: { question: string; kind: PollKind; options: Array<{ text: string; imageKey?: string }> };
}

export interface CreatedPost {
  message: string;
  post: Post;
}

const paymentTypes: Record<PaymentChoice, PaymentType> = { free: 'FREE', subscribers: 'SUBSCRIBERS', payPerView: 'PAY_PER_VIEW' };

/** The files a draft sends up, in the order the post lists them. */
export function uploadJobs(draft: Draft): UploadJob[] {
  const job = (slot: FileSlot, file: File | null, index = 0): UploadJob[] =>
    file ? [{ slot, index, folder: FILE_SLOTS[slot].folder, file }] : [];
  switch (draft.kind) {
    case 'image':
      return draft.images.flatMap((image, index) => job('image', image, index));
    case 'video':
      return [...job('video', draft.video), ...job('thumbnail', draft.thumbnail), ...job('teaser', draft.teaser)];
    case 'audio':
      return [...job('audio', draft.audio), ...job('cover', draft.cover)];
    case 'text':
      return [];
    case 'poll':
      return draft.poll.kind === 'image' ? draft.poll.options.flatMap((option, index) => job('pollImage', option.image, index)) : [];
  }
}

/** The createPost input of a valid draft whose files answered `uploaded` (same order as `jobs`). */
export function toCreatePostInput(draft: Draft, jobs: readonly UploadJob[], uploaded: readonly UploadedFile[]): CreatePostInput {
  const keyOf = (slot: FileSlot, index = 0) => {
    const at = jobs.findIndex((job) => job.slot === slot && job.index === index);
    return at < 0 ? undefined : uploaded[at]?.key;
  };
  const description = draft.description.trim();
  const base = {
    description,
    hashtags: parseHashtags(description),
    ...(draft.tagged.length > 0 ? { taggedUserIds: draft.tagged.map((person) => person.id) } : {}),
  };
  const sale = {
    payment: paymentTypes[draft.payment],
    ...(draft.payment === 'payPerView' ? { price: Number(draft.amount) } : {}),
  };
  switch (draft.kind) {
    case 'image':
      return { type: 'IMAGE', ...base, ...sale, imageKeys: draft.images.map((_, index) => keyOf('image', index)!) };
    case 'video': {
      const teaserKey = keyOf('teaser');
      return {
        type: 'VIDEO',
        ...base,
        ...sale,
        mediaKey: keyOf('video'),
        thumbnailKey: keyOf('thumbnail'),
        ...(teaserKey ? { teaserKey } : {}),
      };
    }
    case 'audio':
      return { type: 'AUDIO', ...base, ...sale, mediaKey: keyOf('audio'), thumbnailKey: keyOf('cover') };
    case 'text':
      return { type: 'TEXT', ...base };
    case 'poll': {
      const { poll } = draft;
      const options =
        poll.kind === 'image'
          ? poll.options.map((option, index) => ({ text: option.text.trim(), imageKey: keyOf('pollImage', index) }))
          : poll.options.filter((option) => option.text.trim()).map((option) => ({ text: option.text.trim() }));
      return { type: 'POLL', ...base, poll: { question: poll.question.trim(), kind: poll.kind === 'image' ? 'IMAGE' : 'TEXT', options } };
    }
  }
}
