import { fromPromise } from 'xstate';
import type { CommentsApi } from '../../services/comments';
import type { PeopleSearchApi } from '../../services/search';
import type { PostingApi } from '../../services/upload';
import { withSignal } from '../root/area';

/*
 * The composer's, the post modal's and the comments' machines provided with their services: this module and each
 * machine load with the first of them the person opens (./area.ts declares them on demand).
 */

/** What the composer, the post modal and comments need of the outside world. */
export interface ScreenServices {
  /** File uploads and post creation for the composers. */
  posting: PostingApi;
  /** Post detail, comments and poll votes. */
  comments: CommentsApi;
  /** The people search the composer tags people with (the header's). */
  peopleSearch: PeopleSearchApi;
  navigate(path: string, options?: { replace?: boolean }): void;
}

export const composerScreen = async ({ posting, peopleSearch, navigate }: ScreenServices) => {
  const { uploadMachine, tagSearchMachine } = await import('../../machines/upload.machine');
  return uploadMachine.provide({
    actors: {
      uploadFile: fromPromise(({ input, signal }) => posting.uploadFile(input, signal)),
      createPost: fromPromise(({ input, signal }) => posting.createPost(input, signal)),
      tagSearch: tagSearchMachine.provide({
        actors: {
          searchPeople: fromPromise(withSignal(({ search }: { search: string }, signal) => peopleSearch.searchPeople(search, signal))),
        },
      }),
    },
    actions: { goToVerifyProfile: () => navigate('/settings/verify-profile') },
  });
};

export const postDetailScreen = async ({ comments }: ScreenServices) =>
  (await import('../../machines/postDetail.machine')).postDetailMachine.provide({
    actors: { loadPost: fromPromise(({ input, signal }) => comments.post(input.postId, signal)) },
  });

export const commentsScreen = async ({ comments }: ScreenServices) =>
  (await import('../../machines/comments.machine')).commentsMachine.provide({
    actors: {
      loadComments: fromPromise(({ input, signal }) => comments.comments(input, signal)),
      addComment: fromPromise(({ input, signal }) => comments.addComment(input, signal)),
    },
  });
