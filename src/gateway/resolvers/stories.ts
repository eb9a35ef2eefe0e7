import { Messages } from '../../../contract/messages';
import type { Story as RestStory } from '../../../contract/stories';
import { Endpoints } from '../generated/endpoints';
import type { Resolvers, Story } from '../generated/resolvers';
import { toWriter } from './posts';
import { idOf, mediaUrl, restNumber } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment StoryFields on Story {
    user {
      id
      firstName
      lastName
      username
      profilePhoto
      isVerified
    }
    images {
      id
      url
      createdAt
      expiresAt
      seen
    }
    seen
  }

  query Stories {
    stories {
      ...StoryFields
    }
  }

  mutation CreateStory($imageKey: String!) {
    createStory(imageKey: $imageKey) {
      message
      story {
        ...StoryFields
      }
    }
  }

  mutation DeleteStory($id: ID!) {
    deleteStory(id: $id) {
      message
      id
    }
  }

  mutation MarkStorySeen($id: ID!) {
    markStorySeen(id: $id)
  }
`;

/** The admin API's story in the client's words. */
export const toStory = (story: RestStory): Omit<Story, '__typename'> => ({
  user: toWriter(story.user),
  images: story.story_image.map((image) => ({
    id: idOf(image.id),
    url: mediaUrl(image.story_image) ?? '',
    createdAt: image.created_at,
    expiresAt: image.expires_at,
    seen: image.seen,
  })),
  seen: story.seen,
});

const storyNumber = (id: string) => restNumber(id, Messages.storyNotFound);

/** Stories (spec §7 stories calls, and ours: seen). */
export const storiesResolvers: Resolvers = {
  Query: {
    stories: async (_root, _args, { rest, signal }) => (await rest.call(Endpoints.stories, {}, { signal })).data.map(toStory),
  },
  Mutation: {
    createStory: async (_root, { imageKey }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.postStory, { story_image: imageKey }, { signal });
      return { message, story: toStory(data) };
    },
    deleteStory: async (_root, { id }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.deleteStory, { story_id: storyNumber(id) }, { signal });
      return { message, id: idOf(data.story_id) };
    },
    markStorySeen: async (_root, { id }, { rest, signal }) =>
      idOf((await rest.call(Endpoints.markStorySeen, { story_id: storyNumber(id) }, { signal })).data.story_id),
  },
};
