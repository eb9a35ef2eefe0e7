import { postActionsMachine, postCallMachine } from '../../machines/postActions.machine';
import type { Gateway } from '../../services/gatewayError';
import { operation } from '../root/area';

/*
 * The post actions (like, favourite, hide, delete, and the unlock, subscribe and donate openings) provided
 * with their calls: this module and the machine load once the first screen has settled, or with the first action a
 * person takes before that (./area.ts declares the actor on demand; the views deliver to it through the
 * root), so the first load carries none of it.
 */

export const postActionsLogic = (gateway: Gateway) =>
  postActionsMachine.provide({
    actors: {
      postCall: postCallMachine.provide({
        actors: {
          toggleLike: operation(gateway, 'ToggleLike', ({ toggleLike: { isLiked, likeCount } }) => ({ isLiked, likeCount })),
          setFavourite: operation(gateway, 'SetFavourite', ({ setFavourite: { isFavourite } }) => ({ isFavourite })),
          hidePost: operation(gateway, 'HidePost', ({ hidePost: { message } }) => ({ message })),
          deletePost: operation(gateway, 'DeletePost', ({ deletePost: { message, postsCount } }) => ({ message, postsCount })),
        },
      }),
    },
  });
