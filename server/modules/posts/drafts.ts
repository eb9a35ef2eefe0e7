import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Type from 'typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { DraftStatus, PostTypeField, SaveDraftBody, type CreatePostBody, type Draft, type Post } from '../../../contract/posts.ts';
import { DRAFTS_MAX, PAGE_SIZE, SCHEDULE_MAX_DAYS, SCHEDULE_MIN_MINUTES } from '../../../contract/rules.ts';
import type { Db } from '../../db/client.ts';
import { postDrafts, users, type UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { scheduleSweep } from '../../lib/sweep.ts';
import type { Clock } from '../../lib/tokens.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { pageOffset } from './repository.ts';
import { mediaUsesOf, type PostsService } from './service.ts';
import { validateCreatePost } from './validation.ts';

type DraftRow = typeof postDrafts.$inferSelect;

/** Due posts one sweep publishes at most; the rest wait for the next run (or another replica's). */
const PUBLISH_BATCH = 20;

declare module 'fastify' {
  interface FastifyInstance {
    /** Drafts and scheduled posts: saved, listed and deleted by their author, published by them or by the sweep. */
    draftsService: DraftsService;
  }
}

export interface DraftsDeps {
  db: Db;
  clock: Clock;
  posts: PostsService;
  log: Pick<FastifyInstance['log'], 'warn'>;
}

function present(row: DraftRow): Draft {
  const post = row.body as unknown as CreatePostBody;
  return {
    id: row.id,
    status: row.publishAt ? DraftStatus.scheduled : DraftStatus.draft,
    publish_at: row.publishAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    post_type: post.post_type,
    description: post.description,
    post,
  };
}

/**
 * A post saved before it goes out. It lives in `post_drafts`, never in `posts`, until it is published: then it is
 * written exactly as a post made that moment (its id, its time, its count, its fan-out, its notifications) and its
 * draft row is deleted in the same transaction, claimed `for update skip locked` only while it is still due and
 * unchanged, so two replicas, a reschedule or a cancel never make it twice. See docs/decisions/0047-drafts-and-scheduled-posts.md
 */
export class DraftsService {
  private readonly deps: DraftsDeps;

  constructor(deps: DraftsDeps) {
    this.deps = deps;
  }

  /** The author's scheduled posts soonest first, then drafts last changed first. */
  async list(viewerId: number, page: number): Promise<Draft[]> {
    const rows = await this.deps.db
      .select()
      .from(postDrafts)
      .where(eq(postDrafts.userId, viewerId))
      .orderBy(sql`${postDrafts.publishAt} asc nulls last`, desc(postDrafts.updatedAt), desc(postDrafts.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page));
    return rows.map(present);
  }

  /** A new draft (no `id`), or the author's draft changed; scheduled when `publishAt` is given. Checked as a new post is. */
  async save(author: UserRow, post: CreatePostBody, publishAt: string | null | undefined, id: number | undefined): Promise<Draft> {
    const at = this.checkedTime(publishAt);
    await this.deps.posts.preparePost(author, post);
    const values = {
      body: post as unknown as Record<string, unknown>,
      mediaKeys: mediaUsesOf(post).map((use) => use.key),
      publishAt: at,
      updatedAt: new Date(this.deps.clock()),
    };
    if (id !== undefined) {
      const [changed] = await this.deps.db
        .update(postDrafts)
        .set(values)
        .where(and(eq(postDrafts.id, id), eq(postDrafts.userId, author.id)))
        .returning();
      if (!changed) throw notFound(Messages.draftNotFound);
      return present(changed);
    }
    const [kept] = await this.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(postDrafts)
      .where(eq(postDrafts.userId, author.id));
    if ((kept?.count ?? 0) >= DRAFTS_MAX) throw badRequest(Messages.draftsTooMany);
    const [created] = await this.deps.db
      .insert(postDrafts)
      .values({ userId: author.id, ...values })
      .returning();
    if (!created) throw new Error('insert returned no draft');
    return present(created);
  }

  /** The author's draft or scheduled post goes out now. */
  async publishNow(author: UserRow, id: number): Promise<Post> {
    const [draft] = await this.deps.db
      .select()
      .from(postDrafts)
      .where(and(eq(postDrafts.id, id), eq(postDrafts.userId, author.id)));
    if (!draft) throw notFound(Messages.draftNotFound);
    const post = await this.publish(author, draft, undefined);
    if (!post) throw notFound(Messages.draftNotFound);
    return post;
  }

  /** Deletes the author's draft, or cancels their scheduled post. */
  async remove(viewerId: number, id: number): Promise<{ id: number }> {
    const deleted = await this.deps.db
      .delete(postDrafts)
      .where(and(eq(postDrafts.id, id), eq(postDrafts.userId, viewerId)))
      .returning({ id: postDrafts.id });
    if (deleted.length === 0) throw notFound(Messages.draftNotFound);
    return { id };
  }

  /**
   * Publishes the scheduled posts due by the app's clock (the sweep, in every process); answers how many it
   * published. One that can no longer be posted (its files gone, its author no longer verified to sell) becomes a draft.
   */
  async publishDue(): Promise<number> {
    const now = new Date(this.deps.clock());
    const due = await this.deps.db
      .select({ draft: postDrafts, author: users })
      .from(postDrafts)
      .innerJoin(users, eq(users.id, postDrafts.userId))
      .where(lte(postDrafts.publishAt, now))
      .orderBy(asc(postDrafts.publishAt))
      .limit(PUBLISH_BATCH);
    let published = 0;
    for (const { draft, author } of due) {
      try {
        if (await this.publish(author, draft, now)) published++;
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode !== 400) throw error;
        this.deps.log.warn({ err: error, draft: draft.id }, 'scheduled post could not be published: kept as a draft');
        await this.deps.db
          .update(postDrafts)
          .set({ publishAt: null })
          .where(and(eq(postDrafts.id, draft.id), eq(postDrafts.updatedAt, draft.updatedAt)));
      }
    }
    return published;
  }

  /**
   * Writes the draft as a post made now and deletes it, in one transaction; undefined when another process took it,
   * or it was changed, rescheduled or deleted since it was read (`dueBy`: it must still be due by then).
   */
  private async publish(author: UserRow, draft: DraftRow, dueBy: Date | undefined): Promise<Post | undefined> {
    const prepared = await this.deps.posts.preparePost(author, draft.body as unknown as CreatePostBody);
    const written = await this.deps.db.transaction(async (tx) => {
      const claimed = await tx.execute(sql`
        delete from ${postDrafts} where id = (
          select id from ${postDrafts} where id = ${draft.id} and user_id = ${author.id}
            and updated_at = ${draft.updatedAt.toISOString()}::timestamptz
            ${dueBy ? sql`and publish_at <= ${dueBy.toISOString()}::timestamptz` : sql``}
          for update skip locked)
        returning id`);
      if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) return undefined;
      // The author's row as it is now (followers_count decides the fan-out).
      const [current] = await tx.select().from(users).where(eq(users.id, author.id));
      return this.deps.posts.writePost(tx, current ?? author, prepared);
    });
    return written ? this.deps.posts.afterPosted(author, written) : undefined;
  }

  /** `publishAt` as a time SCHEDULE_MIN_MINUTES to SCHEDULE_MAX_DAYS ahead; null for a draft. */
  private checkedTime(publishAt: string | null | undefined): Date | null {
    if (publishAt === undefined || publishAt === null) return null;
    const at = new Date(publishAt);
    if (Number.isNaN(at.getTime()) || !/^\d{4}-\d\d-\d\dT/.test(publishAt)) throw badRequest(Messages.scheduleTimeInvalid);
    const now = this.deps.clock();
    if (at.getTime() < now + SCHEDULE_MIN_MINUTES * 60_000) throw badRequest(Messages.scheduleTooSoon);
    if (at.getTime() > now + SCHEDULE_MAX_DAYS * 24 * 60 * 60_000) throw badRequest(Messages.scheduleTooLate);
    return at;
  }
}

async function draftsService(app: FastifyInstance) {
  const service = new DraftsService({ db: app.db, clock: app.clock, posts: app.postsService, log: app.log });
  app.decorate('draftsService', service);
  // Every process sweeps; the claim's row lock and its conditions publish each post once.
  scheduleSweep(app, {
    seconds: app.config.draftSweepSeconds ?? 15,
    name: 'scheduled post sweep',
    run: () => service.publishDue(),
    report: (count) => (count > 0 ? { line: 'scheduled posts published', fields: { count } } : undefined),
  });
}

export const draftsServicePlugin = fp(draftsService, { name: 'drafts-service', dependencies: ['db', 'config', 'posts-service'] });

/** Only the post's type is checked up front: the post is validated by that type's own schema. */
const SaveDraftEnvelope = Type.Object({
  id: SaveDraftBody.properties.id,
  post: Type.Object({ post_type: PostTypeField }),
  publish_at: SaveDraftBody.properties.publish_at,
});

export const draftsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.draftsService;

  serve(app, Endpoints.drafts, async (request) => answer('', await service.list(request.viewerId, request.body.page)));

  serve(
    app,
    Endpoints.saveDraft,
    async (request) => {
      const body = request.body;
      const draft = await service.save(viewerOf(request), validateCreatePost(request, body.post), body.publish_at, body.id);
      return answer(draft.status === DraftStatus.scheduled ? Messages.postScheduled : Messages.draftSaved, draft);
    },
    { bodyCheckedFirst: SaveDraftEnvelope },
  );

  serve(app, Endpoints.publishDraft, async (request) =>
    answer(Messages.draftPublished, await service.publishNow(viewerOf(request), request.body.id)),
  );

  serve(app, Endpoints.deleteDraft, async (request) =>
    answer(Messages.draftDeleted, await service.remove(request.viewerId, request.body.id)),
  );
};
