import { fromPromise } from 'xstate';
import { pagedFeedMachine, type PageRequest } from '../../machines/pagedFeed.machine';
import { pollVoteMachine } from '../../machines/pollVote.machine';
import type { Poll, Post } from '../../machines/post';
import { postStoreMachine } from '../../machines/postStore.machine';
import type { PostsApi } from '../../services/posts';
import { longLived, longLivedOnDemand, onDemand, type Area } from '../root/area';
import type { ScreenServices } from './screens';

/** What the feeds, the post actions, the composer, the post modal, comments and polls need of the outside world. */
export interface PostsServices extends ScreenServices {
  /** Feeds and the post actions (like, favourite, report, hide, delete). */
  posts: PostsApi;
}

// Opened by the person rather than drawn with a feed: these machines' code loads with the first composer or comment thread.
const screensCode = () => import('./screens');
// Taken by the person rather than drawn: the post actions load once the first screen has settled (or with the first one).
const postActionsCode = () => import('./actors');

/** Posts: the one post store and the post actions (long-lived), every feed, the composer, the post modal, comments and polls. */
export function posts(services: PostsServices) {
  const { posts: api, comments } = services;
  // One paged list machine; each feed is its own page loader (the subject is the user id or hashtag).
  const feed = (loadPage: (request: PageRequest, signal: AbortSignal) => Promise<Post[]>) =>
    pagedFeedMachine.provide({ actors: { loadPage: fromPromise(({ input, signal }) => loadPage(input, signal)) } });

  return {
    actors: {
      postStore: longLived(postStoreMachine),
      postActions: longLivedOnDemand(async () => (await postActionsCode()).postActionsLogic(api), { afterFirstScreen: true }),
    },
    screens: {
      homeFeed: feed(({ page }, signal) => api.homeFeed(page, signal)),
      userFeed: feed(({ page, subject }, signal) => api.userFeed(subject ?? '', page, signal)),
      trendingFeed: feed(({ page }, signal) => api.trendingFeed(page, signal)),
      tagFeed: feed(({ page, subject }, signal) => api.tagFeed(subject ?? '', page, signal)),
      favouriteFeed: feed(({ page }, signal) => api.favouriteFeed(page, signal)),
      // The home composer, started for the kind the person opened.
      composer: onDemand(async () => (await screensCode()).composerScreen(services)),
      postDetail: onDemand(async () => (await screensCode()).postDetailScreen(services)),
      comments: onDemand(async () => (await screensCode()).commentsScreen(services)),
      pollVote: pollVoteMachine.provide({
        actors: {
          votePoll: fromPromise(({ input, signal }) => comments.votePoll(input, signal)),
          loadPoll: fromPromise(({ input, signal }) => comments.post(input.postId, signal).then(pollOf)),
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
