import { PaymentType as PaymentCode, PollKind, PostType as PostCode, type PaymentTypeCode } from '../../../contract/codes';
import type { CreatePostBody, Draft as RestDraft } from '../../../contract/posts';
import { Messages, type Message } from '../../../contract/messages';
import { Endpoints } from '../generated/endpoints';
import type { CreatePostInput, PaymentType, PostDraft, Resolvers } from '../generated/resolvers';
import { ApiError } from '../rest';
import { idOf, restNumber } from './wire';
import { pageOf, postTypeByCode, toPost } from './posts';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  mutation CreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      message
      post {
        ...PostFields
      }
    }
  }

  fragment DraftFields on PostDraft {
    id
    status
    publishAt
    updatedAt
    type
    description
    body
  }

  query Drafts($page: Int!) {
    drafts(page: $page) {
      ...DraftFields
    }
  }

  mutation SaveDraft($input: SaveDraftInput!) {
    saveDraft(input: $input) {
      message
      draft {
        ...DraftFields
      }
    }
  }

  mutation EditDraft($input: EditDraftInput!) {
    editDraft(input: $input) {
      message
      draft {
        ...DraftFields
      }
    }
  }

  mutation PublishDraft($id: ID!) {
    publishDraft(id: $id) {
      message
      post {
        ...PostFields
      }
    }
  }

  mutation DeleteDraft($id: ID!) {
    deleteDraft(id: $id) {
      message
      id
    }
  }
`;

function toDraft(draft: RestDraft): PostDraft {
  return {
    id: idOf(draft.id),
    status: draft.status === 'scheduled' ? 'SCHEDULED' : 'DRAFT',
    publishAt: draft.publish_at,
    updatedAt: draft.updated_at,
    type: postTypeByCode[draft.post_type],
    description: draft.description,
    body: JSON.stringify(draft.post),
  };
}

const draftNumber = (id: string) => restNumber(id, Messages.draftNotFound);

const paymentCodes: Record<PaymentType, PaymentTypeCode> = {
  FREE: PaymentCode.free,
  SUBSCRIBERS: PaymentCode.subscribers,
  PAY_PER_VIEW: PaymentCode.payPerView,
};

/** A key the post cannot do without; its absence is the same 400 the server would answer. */
function required(key: string | null | undefined, message: Message): string {
  if (!key) throw new ApiError(400, message);
  return key;
}

/** The GraphQL input as the body of POST /api/post/create (contract/posts.ts CreatePostBody). */
export function toCreatePostBody(input: CreatePostInput): CreatePostBody {
  // The people tagged, as the comma list of ids the server reads; absent when nobody is.
  const tagged = input.taggedUserIds?.length
    ? { tags: input.taggedUserIds.map((id) => String(restNumber(id, Messages.userNotFound))).join(',') }
    : {};
  const hash_tags = input.hashtags ?? [];
  const payment_type = paymentCodes[input.payment ?? 'FREE'];
  // A pay-per-view post sent without its price gets the server's 'amount required', not a price of 0.
  const sale =
    payment_type !== PaymentCode.payPerView
      ? { payment_type, payment_amount: 0 }
      : { payment_type, ...(input.price === null || input.price === undefined ? {} : { payment_amount: input.price }) };
  switch (input.type) {
    case 'IMAGE':
      return { post_type: PostCode.image, description: input.description, images: input.imageKeys ?? [], ...sale, hash_tags, ...tagged };
    case 'AUDIO':
      return {
        post_type: PostCode.audio,
        description: input.description,
        post_type_link: required(input.mediaKey, Messages.audioRequired),
        thumb_image: required(input.thumbnailKey, Messages.coverRequired),
        ...sale,
        hash_tags,
        ...tagged,
      };
    case 'VIDEO':
      return {
        post_type: PostCode.video,
        description: input.description,
        post_type_link: required(input.mediaKey, Messages.videoRequired),
        thumb_image: required(input.thumbnailKey, Messages.thumbnailRequired),
        ...(input.teaserKey ? { video_teaser: input.teaserKey } : {}),
        ...sale,
        hash_tags,
        ...tagged,
      };
    case 'TEXT':
      return { post_type: PostCode.text, description: input.description, hash_tags, ...tagged };
    case 'POLL': {
      const poll = input.poll;
      if (!poll) throw new ApiError(400, Messages.pollQuestionRequired);
      return {
        post_type: PostCode.poll,
        description: input.description,
        question: poll.question,
        poll_type: poll.kind === 'IMAGE' ? PollKind.image : PollKind.text,
        options: poll.options.map((option) => ({ text: option.text, ...(option.imageKey ? { image: option.imageKey } : {}) })),
        hash_tags,
        ...tagged,
      };
    }
  }
}

export const composeResolvers: Resolvers = {
  Mutation: {
    createPost: async (_root, { input }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.createPost, toCreatePostBody(input), { signal });
      return { message: message || Messages.postCreated, post: toPost(data) };
    },
    saveDraft: async (_root, { input }, { rest, signal }) => {
      const body = { post: toCreatePostBody(input.post), ...(input.publishAt ? { publish_at: input.publishAt } : {}) };
      const { message, data } = await rest.call(Endpoints.saveDraft, body, { signal });
      return { message, draft: toDraft(data) };
    },
    editDraft: async (_root, { input }, { rest, signal }) => {
      const post = { ...(JSON.parse(input.body) as CreatePostBody), description: input.description };
      const body = { id: draftNumber(input.id), post, publish_at: input.publishAt ?? null };
      const { message, data } = await rest.call(Endpoints.saveDraft, body, { signal });
      return { message, draft: toDraft(data) };
    },
    publishDraft: async (_root, { id }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.publishDraft, { id: draftNumber(id) }, { signal });
      return { message: message || Messages.draftPublished, post: toPost(data) };
    },
    deleteDraft: async (_root, { id }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.deleteDraft, { id: draftNumber(id) }, { signal });
      return { message, id: idOf(data.id) };
    },
  },
  Query: {
    drafts: async (_root, { page }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.drafts, { page: pageOf(page) }, { signal });
      return data.map(toDraft);
    },
  },
};
