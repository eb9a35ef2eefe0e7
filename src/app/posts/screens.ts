import { fromPromise } from 'xstate';
import type { Gateway } from '../../services/gatewayError';
import type { Uploads } from '../../services/upload';
import { operation } from '../root/area';

/*
 * The composer's, the post modal's and the comments' machines provided with their services: this module and each
 * machine load with the first of them the person opens (./area.ts declares them on demand).
 */

/** What the composer, the post modal and comments need of the outside world. */
export interface ScreenServices {
  gateway: Gateway;
  /** The composers' files go up through rest.ts before the post names them. */
  uploads: Pick<Uploads, 'file'>;
  navigate(path: string, options?: { replace?: boolean }): void;
}

export const composerScreen = async ({ gateway, uploads, navigate }: ScreenServices) => {
  const { uploadMachine, tagSearchMachine } = await import('../../machines/upload.machine');
  return uploadMachine.provide({
    actors: {
      uploadFile: fromPromise(({ input, signal }) => uploads.file(input, signal)),
      createPost: operation(
        gateway,
        'CreatePost',
        (answer) => answer.createPost,
        (input) => ({ input }),
      ),
      // The header's people search, to tag people with.
      tagSearch: tagSearchMachine.provide({
        actors: { searchPeople: operation(gateway, 'SearchPeople', (answer) => answer.searchPeople) },
      }),
    },
    actions: { goToVerifyProfile: () => navigate('/settings/verify-profile') },
  });
};

export const postDetailScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/postDetail.machine')).postDetailMachine.provide({
    actors: {
      loadPost: operation(
        gateway,
        'Post',
        (answer) => answer.post,
        ({ postId }) => ({ id: postId }),
      ),
    },
  });

export const commentsScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/comments.machine')).commentsMachine.provide({
    actors: {
      // Top-level comments newest first, each with its replies oldest first.
      loadComments: operation(gateway, 'Comments', (answer) => answer.comments),
      addComment: operation(
        gateway,
        'AddComment',
        (answer) => answer.addComment,
        (input) => ({ input }),
      ),
    },
  });
