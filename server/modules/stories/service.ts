import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { STORY_LIFETIME_HOURS } from '../../../contract/rules.ts';
import type { Story } from '../../../contract/stories.ts';
import { DEFAULT_STORY_SWEEP_SECONDS } from '../../config.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { scheduleSweep } from '../../lib/sweep.ts';
import { viewerOf } from '../../plugins/auth.ts';
import type { Raised } from '../notifications/service.ts';
import { presentStories, presentStory } from './present.ts';
import {
  claimableStoryUpload,
  deleteExpiredStories,
  deleteOwnStory,
  findStory,
  insertStory,
  markSeen,
  notifyStoryAudience,
  storyOwner,
  visibleStories,
  visibleStory,
} from './repository.ts';

export const STORY_LIFETIME_MS = STORY_LIFETIME_HOURS * 60 * 60_000;
/** At most this many stories per sweep transaction; a longer backlog continues in the next batch. */
const SWEEP_BATCH = 200;

declare module 'fastify' {
  interface FastifyInstance {
    /** Stories of spec §3: 24-hour images seen by their owner and the owner's followers. */
    storiesService: StoriesService;
  }
}

export interface StoriesService {
  /** The viewer's strip: own story first, then unseen, then seen; only live images, never across a block. */
  list(viewer: UserRow): Promise<Story[]>;
  /** Turns the viewer's story upload into a story for STORY_LIFETIME_HOURS and tells their followers. */
  create(viewer: UserRow, input: { user?: number; imageKey: string }): Promise<Story>;
  /** The owner deletes one image (and its file); 404 unknown, 403 someone else's. */
  remove(viewer: UserRow, storyId: number): Promise<void>;
  /** The viewer watched an image they may see (404 otherwise). */
  seen(viewer: UserRow, storyId: number): Promise<void>;
  /** Deletes expired stories, their rows of media_files and their files; answers the keys. Safe in every process at once. */
  sweepExpired(): Promise<string[]>;
}

async function storiesService(app: FastifyInstance) {
  const { db, mediaUrls, storage } = app;

  const service: StoriesService = {
    async list(viewer) {
      const now = app.clock();
      return presentStories(viewer.id, await visibleStories(db, viewer.id, new Date(now)), mediaUrls, now);
    },

    async create(viewer, { user, imageKey }) {
      if (user !== undefined && user !== viewer.id) throw forbidden(Messages.forbidden);
      const now = app.clock();
      let raised: Raised = [];
      const write = () =>
        db.transaction(async (tx) => {
          if (!(await claimableStoryUpload(tx, viewer.id, imageKey))) throw badRequest(Messages.fileNotUploaded);
          const row = await insertStory(tx, {
            userId: viewer.id,
            imageKey,
            createdAt: new Date(now),
            expiresAt: new Date(now + STORY_LIFETIME_MS),
          });
          raised = await notifyStoryAudience(tx, viewer.id, row.id);
          return row;
        });
      const story = await write().catch((error: unknown) => {
        // Two creates with one upload at once: the second finds it taken.
        if (violatedUniqueConstraint(error) === 'stories_image_unique') throw badRequest(Messages.fileNotUploaded);
        throw error;
      });
      await app.notificationsService.deliver(raised);
      const owner = await storyOwner(db, viewer.id);
      if (!owner) throw notFound(Messages.userNotFound);
      return presentStory(owner, [{ story, seen: false }], mediaUrls, now);
    },

    async remove(viewer, storyId) {
      const story = await findStory(db, storyId);
      if (!story) throw notFound(Messages.storyDeleteFailed);
      if (story.userId !== viewer.id) throw forbidden(Messages.storyDeleteFailed);
      const removed = await deleteOwnStory(db, viewer.id, storyId, (key) => storage.remove(key));
      if (!removed) throw notFound(Messages.storyDeleteFailed);
    },

    async seen(viewer, storyId) {
      const now = new Date(app.clock());
      if (!(await visibleStory(db, viewer.id, storyId, now))) throw notFound(Messages.storyNotFound);
      await markSeen(db, storyId, viewer.id, now);
    },

    async sweepExpired() {
      const removed: string[] = [];
      const now = new Date(app.clock());
      for (;;) {
        const batch = await deleteExpiredStories(db, now, SWEEP_BATCH, async (keys) => {
          for (const key of keys) await storage.remove(key);
        });
        removed.push(...batch);
        if (batch.length < SWEEP_BATCH) return removed;
      }
    },
  };
  app.decorate('storiesService', service);

  // The sweep runs in every process; SKIP LOCKED keeps two from taking the same story.
  scheduleSweep(app, {
    seconds: app.config.storySweepSeconds ?? DEFAULT_STORY_SWEEP_SECONDS,
    name: 'story sweep',
    run: () => service.sweepExpired(),
    report: (removed) => (removed.length > 0 ? { line: 'expired stories removed', fields: { count: removed.length } } : undefined),
  });
}

export default fp(storiesService, {
  name: 'stories-service',
  dependencies: ['config', 'db', 'storage', 'media-urls', 'notifications-service'],
});

/** Stories of spec §7: the strip, creating and deleting an image, and (ours) marking one watched. */
export const storiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stories = app.storiesService;

  serve(app, Endpoints.stories, async (request) => answer('', await stories.list(viewerOf(request))));

  serve(app, Endpoints.postStory, async (request) =>
    answer(Messages.storyCreated, await stories.create(viewerOf(request), { user: request.body.user, imageKey: request.body.story_image })),
  );

  serve(app, Endpoints.deleteStory, async (request) => {
    await stories.remove(viewerOf(request), request.body.story_id);
    return answer(Messages.storyDeleted, { story_id: request.body.story_id });
  });

  serve(app, Endpoints.markStorySeen, async (request) => {
    await stories.seen(viewerOf(request), request.body.story_id);
    return answer('', { story_id: request.body.story_id });
  });
};
