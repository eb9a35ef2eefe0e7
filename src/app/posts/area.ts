import { pagedFeedMachine } from '../../machines/pagedFeed.machine';
import { pollVoteMachine } from '../../machines/pollVote.machine';
import type { Poll } from '../../machines/post';
import { postStoreMachine } from '../../machines/postStore.machine';
import { longLived, longLivedOnDemand, onDemand, operation, type Area } from '../root/area';
import type { ScreenServices } from './screens';

/** What the feeds, the post actions, the composer, the post modal, comments and polls need of the outside world. */
export type PostsServices = ScreenServices;

// Opened by the person rather than drawn with a feed: these machines' code loads with the first composer or comment thread.
const screensCode = () => import('./screens');
// Taken by the person rather than drawn: the post actions load once the first screen has settled (or with the first one).
const postActionsCode = () => import('./actors');

/** Posts: the one post store and the post actions (long-lived), every feed, the composer, the post modal, comments and polls. */
export function posts(services: PostsServices) {
  const { gateway } = services;
  return {
    actors: {
      postStore: longLived(postStoreMachine),
      postActions: longLivedOnDemand(async () => (await postActionsCode()).postActionsLogic(gateway), { afterFirstScreen: true }),
    },
    screens: {
      // One paged list machine; each feed is its own page query (the subject is the user id or hashtag).
      homeFeed: pagedFeedMachine.provide({
        actors: {
          loadPage: operation(
            gateway,
            'HomeFeed',
            (answer) => answer.homeFeed,
            ({ page }) => ({ page }),
          ),
        },
      }),
      userFeed: pagedFeedMachine.provide({
        actors: {
          loadPage: operation(
            gateway,
            'UserFeed',
            (answer) => answer.userFeed,
            ({ page, subject }) => ({ userId: subject ?? '', page }),
          ),
        },
      }),
      trendingFeed: pagedFeedMachine.provide({
        actors: {
          loadPage: operation(
            gateway,
            'TrendingFeed',
            (answer) => answer.trendingFeed,
            ({ page }) => ({ page }),
          ),
        },
      }),
      tagFeed: pagedFeedMachine.provide({
        actors: {
          loadPage: operation(
            gateway,
            'TagFeed',
            (answer) => answer.tagFeed,
            ({ page, subject }) => ({ hashtag: subject ?? '', page }),
          ),
        },
      }),
      favouriteFeed: pagedFeedMachine.provide({
        actors: {
          loadPage: operation(
            gateway,
            'FavouriteFeed',
            (answer) => answer.favouriteFeed,
            ({ page }) => ({ page }),
          ),
        },
      }),
      // The home composer, started for the kind the person opened.
      composer: onDemand(async () => (await screensCode()).composerScreen(services)),
      postDetail: onDemand(async () => (await screensCode()).postDetailScreen(services)),
      comments: onDemand(async () => (await screensCode()).commentsScreen(services)),
      pollVote: pollVoteMachine.provide({
        actors: {
          votePoll: operation(gateway, 'VotePoll', (answer) => answer.votePoll),
          loadPoll: operation(
            gateway,
            'Post',
            ({ post }) => pollOf(post),
            ({ postId }) => ({ id: postId }),
          ),
        },
      }),
    },
  } satisfies Area;
}

/** The poll of a poll post; a post without one cannot answer for it. */
function pollOf(post: { poll: Poll | null }): Poll {
  if (!post.poll) throw new Error('the post has no poll');
  return post.poll;
}
