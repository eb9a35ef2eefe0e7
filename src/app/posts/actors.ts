import { fromPromise } from 'xstate';
import { postActionsMachine, postCallMachine } from '../../machines/postActions.machine';
import type { PostsApi } from '../../services/posts';

/*
 * The post actions (like, favourite, hide, delete, and the unlock, subscribe and donate openings) provided
 * with their calls: this module and the machine load once the first screen has settled, or with the first action a
 * person takes before that (./area.ts declares the actor on demand; the views deliver to it through the
 * root), so the first load carries none of it.
 */

export const postActionsLogic = (api: PostsApi) =>
  postActionsMachine.provide({
    actors: {
      postCall: postCallMachine.provide({
        actors: {
          toggleLike: fromPromise(({ input, signal }) => api.toggleLike(input.postId, signal)),
          setFavourite: fromPromise(({ input, signal }) => api.setFavourite(input.postId, input.favourite, signal)),
          hidePost: fromPromise(({ input, signal }) => api.hidePost(input.postId, input.authorId, signal)),
          deletePost: fromPromise(({ input, signal }) => api.deletePost(input.postId, signal)),
        },
      }),
    },
  });
