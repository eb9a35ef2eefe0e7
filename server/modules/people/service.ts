import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotificationType } from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import type { Static } from 'typebox';
import type { BlockedPerson, BlockResponse, Follower, FollowResponse, Following, FoundPerson } from '../../../contract/people.ts';
import type { User } from '../../../contract/user.ts';
import type { Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { reportProblem, reportTextOf, type ReportUserBody } from '../../../contract/reports.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { presentUser } from '../users/present.ts';
import { presentBlocked, presentConnection, presentPerson } from './present.ts';
import {
  autocompletePeople,
  blockListPage,
  deleteBlock,
  deleteFollow,
  findUserSeenBy,
  followCountsOf,
  followersPage,
  followingsPage,
  hasBlocked,
  insertBlock,
  insertUserReport,
  insertFollow,
  isBlockedEitherWay,
  lockUsers,
  moveFollowCounts,
  trendingPeople,
  userExists,
} from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Follows, blocks and finding people (spec §7 user calls). */
    peopleService: PeopleService;
  }
}

export interface PeopleService {
  follow(viewer: UserRow, userId: number): Promise<FollowResponse['data']>;
  unfollow(viewer: UserRow, userId: number): Promise<FollowResponse['data']>;
  followers(viewer: UserRow, userId: number, page: number): Promise<Follower[]>;
  followings(viewer: UserRow, userId: number, page: number): Promise<Following[]>;
  block(viewer: UserRow, userId: number): Promise<BlockResponse['data']>;
  unblock(viewer: UserRow, userId: number): Promise<BlockResponse['data']>;
  blockList(viewer: UserRow, page: number): Promise<BlockedPerson[]>;
  /** Reports the person with a reason: once per reporter; not oneself, nor someone who blocked the viewer (they are unknown to them). */
  report(viewer: UserRow, body: ReportUserBody): Promise<{ user_id: number }>;
  trending(viewer: UserRow, page: number): Promise<User[]>;
  autocomplete(viewer: UserRow, search: string): Promise<Static<typeof FoundPerson>[]>;
}

async function peopleService(app: FastifyInstance) {
  const { db, notificationsService: notifications, timelines } = app;

  /**
   * Runs `change` with the viewer's and the other user's rows locked (in id order); the other user
   * must exist, and for `visible` changes must not be blocked either way (they answer as unknown).
   */
  const withPair = <T>(viewerId: number, userId: number, visible: boolean, change: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      const locked = await lockUsers(tx, [viewerId, userId]);
      if (!locked.some((user) => user.id === userId)) throw notFound(Messages.userNotFound);
      if (visible && (await isBlockedEitherWay(tx, viewerId, userId))) throw notFound(Messages.userNotFound);
      return change(tx);
    });

  /** The follow answer: the followed user's followers and the viewer's followings, as committed by `tx`. */
  const followAnswer = async (tx: Tx, viewerId: number, userId: number, following: boolean) => ({
    user_id: userId,
    is_following: following ? (1 as const) : (0 as const),
    followers_count: (await followCountsOf(tx, userId)).followersCount,
    following_count: (await followCountsOf(tx, viewerId)).followingCount,
  });

  const blockAnswer = async (tx: Tx, viewerId: number, userId: number, blocked: boolean) => {
    const counts = await followCountsOf(tx, viewerId);
    return {
      user_id: userId,
      is_block: blocked ? (1 as const) : (0 as const),
      followers_count: counts.followersCount,
      following_count: counts.followingCount,
    };
  };

  /** The lists of a user nobody blocked either way with the viewer; 404 otherwise, as their profile. */
  const visibleUser = async (viewerId: number, userId: number) => {
    if (userId === viewerId) return;
    const seen = await findUserSeenBy(db, viewerId, userId);
    if (!seen || seen.hidden) throw notFound(Messages.userNotFound);
  };

  app.decorate('peopleService', {
    async follow(viewer, userId) {
      if (userId === viewer.id) throw badRequest(Messages.cannotFollowYourself);
      const { answer, raised } = await withPair(viewer.id, userId, true, async (tx) => {
        const followed = await insertFollow(tx, viewer.id, userId);
        if (followed) await moveFollowCounts(tx, viewer.id, userId, 1);
        if (followed) await timelines.followed(tx, viewer.id, userId);
        const raised = followed
          ? await notifications.raise(tx, { to: userId, type: NotificationType.startFollow, actorId: viewer.id })
          : [];
        return { answer: await followAnswer(tx, viewer.id, userId, true), raised };
      });
      await notifications.deliver(raised);
      return answer;
    },

    async unfollow(viewer, userId) {
      if (userId === viewer.id) throw badRequest(Messages.cannotFollowYourself);
      return withPair(viewer.id, userId, true, async (tx) => {
        if (await deleteFollow(tx, viewer.id, userId)) await moveFollowCounts(tx, viewer.id, userId, -1);
        await timelines.unfollowed(tx, viewer.id, userId);
        // Following again later tells them once more, not twice.
        await notifications.withdraw(tx, { to: userId, type: NotificationType.startFollow, actorId: viewer.id });
        return followAnswer(tx, viewer.id, userId, false);
      });
    },

    async followers(viewer, userId, page) {
      await visibleUser(viewer.id, userId);
      return (await followersPage(db, viewer.id, userId, page)).map((row) => ({
        user_id: row.id,
        follower_details: presentConnection(row, app.mediaUrls),
      }));
    },

    async followings(viewer, userId, page) {
      await visibleUser(viewer.id, userId);
      return (await followingsPage(db, viewer.id, userId, page)).map((row) => ({
        user_id: row.id,
        following_details: presentConnection(row, app.mediaUrls),
      }));
    },

    // Blocking someone who blocked you too is allowed: each side's block is their own to lift.
    async block(viewer, userId) {
      if (userId === viewer.id) throw badRequest(Messages.cannotBlockYourself);
      return withPair(viewer.id, userId, false, async (tx) => {
        await insertBlock(tx, viewer.id, userId);
        if (await deleteFollow(tx, viewer.id, userId)) await moveFollowCounts(tx, viewer.id, userId, -1);
        if (await deleteFollow(tx, userId, viewer.id)) await moveFollowCounts(tx, userId, viewer.id, -1);
        // Blocked posts are filtered where the feed reads; the rows go too, so unblocking does not bring them back unfollowed.
        await timelines.unfollowed(tx, viewer.id, userId);
        await timelines.unfollowed(tx, userId, viewer.id);
        return blockAnswer(tx, viewer.id, userId, true);
      });
    },

    async unblock(viewer, userId) {
      if (userId === viewer.id) throw badRequest(Messages.cannotBlockYourself);
      return withPair(viewer.id, userId, false, async (tx) => {
        await deleteBlock(tx, viewer.id, userId);
        return blockAnswer(tx, viewer.id, userId, false);
      });
    },

    async blockList(viewer, page) {
      return (await blockListPage(db, viewer.id, page)).map((row) => presentBlocked(row, app.mediaUrls));
    },

    async report(viewer, { user_id: userId, reason, text }) {
      const problem = reportProblem(reason, text);
      if (problem) throw badRequest(problem);
      if (userId === viewer.id) throw badRequest(Messages.cannotReportYourself);
      // One may report someone one has blocked (one knows them); someone who blocked you answers as unknown.
      if (!(await userExists(db, userId)) || (await hasBlocked(db, userId, viewer.id))) throw notFound(Messages.userNotFound);
      if (!(await insertUserReport(db, viewer.id, userId, reason, reportTextOf(reason, text))))
        throw conflict(Messages.userAlreadyReported);
      return { user_id: userId };
    },

    async trending(viewer, page) {
      const [people, packs] = await Promise.all([trendingPeople(db, viewer.id, page), app.coinPacks()]);
      return people.map(({ user, isFollowing }) => presentUser(user, viewer.id, packs, app.mediaUrls, { isFollowing, isBlock: false }));
    },

    async autocomplete(viewer, search) {
      return (await autocompletePeople(db, viewer.id, search.trim())).map((row) => ({
        ...presentPerson(row, app.mediaUrls),
        is_following: row.is_following ? (1 as const) : (0 as const),
      }));
    },
  } satisfies PeopleService);
}

export default fp(peopleService, {
  name: 'people-service',
  dependencies: ['db', 'coin-packs', 'media-urls', 'notifications-service', 'timelines'],
});

/** Follow, block and find people (spec §7); pages of PAGE_SIZE from 1, an empty page ends the paging. */
export const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const people = app.peopleService;

  serve(app, Endpoints.follow, async (request) => answer('', await people.follow(viewerOf(request), request.body.user_id)));

  serve(app, Endpoints.unfollow, async (request) => answer('', await people.unfollow(viewerOf(request), request.body.user_id)));

  serve(app, Endpoints.followers, async (request) =>
    answer('', await people.followers(viewerOf(request), request.body.user_id, request.body.page)),
  );

  serve(app, Endpoints.followings, async (request) =>
    answer('', await people.followings(viewerOf(request), request.body.user_id, request.body.page)),
  );

  serve(app, Endpoints.block, async (request) => answer(Messages.userBlocked, await people.block(viewerOf(request), request.body.user_id)));

  serve(app, Endpoints.unblock, async (request) =>
    answer(Messages.userUnblocked, await people.unblock(viewerOf(request), request.body.user_id)),
  );

  serve(app, Endpoints.reportPerson, async (request) =>
    answer(Messages.userReported, await people.report(viewerOf(request), request.body)),
  );

  serve(app, Endpoints.blockedPeople, async (request) => answer('', await people.blockList(viewerOf(request), request.body.page)));

  // The page travels in the query, as the trending feed's; a body, if any, is ignored.
  serve(app, Endpoints.suggestedPeople, async (request) => answer('', await people.trending(viewerOf(request), request.query.page)));

  serve(app, Endpoints.searchPeople, async (request) => answer('', await people.autocomplete(viewerOf(request), request.body.search)));
};
