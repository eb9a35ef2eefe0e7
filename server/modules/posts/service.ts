import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Static } from 'typebox';
import Type from 'typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import type {
  CreatePostBody,
  FavouriteListBody,
  HideBody,
  Post,
  ReportBody,
  VotePollBody,
  VotePollResponse,
} from '../../../contract/posts.ts';
import { NotificationType, PaymentType, PollKind, PostType, VerifyStatus } from '../../../contract/codes.ts';
import { PostTypeField } from '../../../contract/posts.ts';
import { ID_MAX, TAGGED_USERS_MAX, type UploadPath } from '../../../contract/rules.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { MediaFileRow, PostRow, UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { MediaUrls } from '../../lib/media-urls.ts';
import type { Clock } from '../../lib/tokens.ts';
import { viewerOf } from '../../plugins/auth.ts';
import type { Jobs } from '../../jobs/engine.ts';
import type { FanOut, Timelines } from '../feeds/timelines.ts';
import type { NotificationsService, Raised } from '../notifications/service.ts';
import { aspectRatioOf } from '../uploads/pipeline.ts';
import { reportProblem, reportTextOf } from '../../../contract/reports.ts';
import { collectHashtags } from './hashtags.ts';
import { presentPoll, presentPosts } from './present.ts';
import {
  addFavourite,
  addReport,
  attachMediaFiles,
  castVote,
  taggableUserIds,
  favouritePage,
  findMediaFiles,
  findPollOfPost,
  findPollOptions,
  hidePostFrom,
  insertPost,
  insertPostParts,
  loadPageRelations,
  type LoadedPage,
  lockVisiblePost,
  moveLikeCounter,
  movePostsCount,
  removeFavourite,
  softDeletePost,
  toggleLikeRow,
  visiblePost,
} from './repository.ts';
import { validateCreatePost } from './validation.ts';

export interface PostsDeps {
  db: Db;
  mediaUrls: MediaUrls;
  clock: Clock;
  notifications: NotificationsService;
  timelines: Timelines;
  jobs: Jobs;
}

/** The people a post tags: real accounts other than its author and not blocked either way with them, each once, at most TAGGED_USERS_MAX. */
async function taggedUsers(db: Db, tags: string | undefined, authorId: number): Promise<number[]> {
  const ids = [...new Set((tags ?? '').split(',').filter(Boolean).map(Number))].filter((id) => id !== authorId && id <= ID_MAX);
  return (await taggableUserIds(db, authorId, ids)).slice(0, TAGGED_USERS_MAX);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Posts, their likes, favourites, polls, reports, hides and deletion; pages of posts as a viewer sees them. */
    postsService: PostsService;
  }
}

const IMAGE_PATHS: readonly UploadPath[] = ['post/images/'];
const COVER_PATHS: readonly UploadPath[] = ['post/thumbs/', 'post/images/'];

/** An uploaded file the new post names, and the upload paths it may have come through. */
interface MediaUse {
  key: string;
  paths: readonly UploadPath[];
}

export function mediaUsesOf(body: CreatePostBody): MediaUse[] {
  switch (body.post_type) {
    case PostType.image:
      return body.images.map((key) => ({ key, paths: IMAGE_PATHS }));
    case PostType.audio:
      return [
        { key: body.post_type_link, paths: ['post/audios/'] },
        { key: body.thumb_image, paths: COVER_PATHS },
      ];
    case PostType.video:
      return [
        { key: body.post_type_link, paths: ['post/videos/'] },
        { key: body.thumb_image, paths: COVER_PATHS },
        ...(body.video_teaser ? [{ key: body.video_teaser, paths: ['post/teasers/'] as const }] : []),
      ];
    case PostType.text:
      return [];
    case PostType.poll:
      return body.poll_type === PollKind.image
        ? body.options.flatMap((option) => (option.image ? [{ key: option.image, paths: IMAGE_PATHS }] : []))
        : [];
  }
}

/** A new post checked, with what its transaction needs read (`PostsService.preparePost`). */
export interface PreparedPost {
  body: CreatePostBody;
  uses: MediaUse[];
  hashtags: string[];
  sale: { paymentType: number; paymentAmount: number };
  files: Map<string, MediaFileRow>;
  tagged: number[];
}

/** A post written in its transaction, and what is left to do once that commits. */
export interface WrittenPost {
  post: PostRow;
  raised: Raised;
  fanOut: FanOut;
}

/** Every named file must be the viewer's own upload through the right path, not yet part of a post. */
function checkUploads(uses: MediaUse[], files: Map<string, MediaFileRow>, ownerId: number): void {
  const keys = uses.map((use) => use.key);
  if (new Set(keys).size !== keys.length) throw badRequest(Messages.fileNotUploaded);
  for (const use of uses) {
    const file = files.get(use.key);
    const usable = file && file.ownerId === ownerId && file.postId === null && (use.paths as readonly string[]).includes(file.path);
    if (!usable) throw badRequest(Messages.fileNotUploaded);
  }
}

/** Subscriber-only and paid posts are for verified creators; a paid post needs its price. */
function saleOf(body: CreatePostBody, seller: UserRow): { paymentType: number; paymentAmount: number } {
  const paymentType = body.payment_type ?? PaymentType.free;
  if (paymentType !== PaymentType.free && seller.userVerified !== VerifyStatus.verified) throw forbidden(Messages.verifyToSell);
  if (paymentType !== PaymentType.payPerView) return { paymentType, paymentAmount: 0 };
  const amount = 'payment_amount' in body ? body.payment_amount : undefined;
  if (amount === undefined) throw badRequest(Messages.amountRequired);
  if (amount <= 0) throw badRequest(Messages.amountPositive);
  return { paymentType, paymentAmount: amount };
}

function checkPollOptions(body: CreatePostBody): void {
  if (body.post_type !== PostType.poll) return;
  for (const option of body.options) {
    if (!option.text.trim()) throw badRequest(Messages.pollOptionTextRequired);
    if (body.poll_type === PollKind.image && !option.image) throw badRequest(Messages.pollOptionImageRequired);
  }
}

/** The file the post's size and preview come from: its first image, else its thumbnail or cover. */
function measuredFile(body: CreatePostBody, files: Map<string, MediaFileRow>): MediaFileRow | undefined {
  if (body.post_type === PostType.image) return files.get(body.images[0] ?? '');
  if (body.post_type === PostType.audio || body.post_type === PostType.video) return files.get(body.thumb_image);
  return undefined;
}

function dimensionsOf(file: MediaFileRow | undefined) {
  const width = file?.width ?? null;
  const height = file?.height ?? null;
  const aspectRatio = width && height ? aspectRatioOf(width, height) : null;
  return { width, height, aspectRatio, previewKey: file?.previewKey ?? null };
}

/** Posts, their likes, favourites, polls, reports, hides and deletion (spec §4, §5, §6). */
export class PostsService {
  private readonly deps: PostsDeps;

  constructor(deps: PostsDeps) {
    this.deps = deps;
  }

  /** A page of posts as `viewerId` sees them, in a fixed number of queries whatever the page size. */
  async presentPage(viewerId: number, rows: PostRow[]): Promise<Post[]> {
    if (rows.length === 0) return [];
    return this.present(viewerId, await loadPageRelations(this.deps.db, viewerId, new Date(this.deps.clock()), rows));
  }

  /** A page loaded with its relations (a feed's single statement) as `viewerId` sees it. */
  present(viewerId: number, page: LoadedPage): Post[] {
    return presentPosts(viewerId, page.posts, page.relations, this.deps.mediaUrls);
  }

  async presentOne(viewerId: number, post: PostRow): Promise<Post> {
    const [presented] = await this.presentPage(viewerId, [post]);
    if (!presented) throw new Error(`post ${post.id} could not be presented`);
    return presented;
  }

  /** The live post, unless its author and the viewer blocked each other; 404 otherwise. */
  visiblePost(viewerId: number, id: number): Promise<PostRow> {
    return visiblePost(this.deps.db, viewerId, id);
  }

  async createPost(author: UserRow, body: CreatePostBody): Promise<Post> {
    const prepared = await this.preparePost(author, body);
    const written = await this.deps.db.transaction((tx) => this.writePost(tx, author, prepared));
    return this.afterPosted(author, written);
  }

  /** Checks a new post and reads what it needs before its transaction (a draft is checked so when saved, and again when published). */
  async preparePost(author: UserRow, body: CreatePostBody): Promise<PreparedPost> {
    const uses = mediaUsesOf(body);
    const hashtags = collectHashtags(body.hash_tags, body.description);
    checkPollOptions(body);
    const sale = saleOf(body, author);
    const files = await findMediaFiles(
      this.deps.db,
      uses.map((use) => use.key),
    );
    checkUploads(uses, files, author.id);
    const tagged = await taggedUsers(this.deps.db, body.tags, author.id);
    return { body, uses, hashtags, sale, files, tagged };
  }

  /** Writes the post as made now, in `tx`: its parts, the author's count, the timelines and the tags' notifications. */
  async writePost(tx: Tx, author: UserRow, { body, uses, hashtags, sale, files, tagged }: PreparedPost): Promise<WrittenPost> {
    const { width, height, aspectRatio, previewKey } = dimensionsOf(measuredFile(body, files));
    const created = await insertPost(tx, {
      userId: author.id,
      postType: body.post_type,
      description: body.description,
      mediaKey: body.post_type === PostType.audio || body.post_type === PostType.video ? body.post_type_link : null,
      thumbKey: body.post_type === PostType.audio || body.post_type === PostType.video ? body.thumb_image : null,
      teaserKey: body.post_type === PostType.video ? (body.video_teaser ?? null) : null,
      previewKey,
      ...sale,
      tags: tagged.join(','),
      hashTags: hashtags.join(','),
      width,
      height,
      aspectRatio,
    });
    // Checked again under the update: a file used by a concurrent post is not taken twice.
    const attached = await attachMediaFiles(
      tx,
      author.id,
      created.id,
      uses.map((use) => use.key),
    );
    if (attached !== uses.length) throw badRequest(Messages.fileNotUploaded);
    await insertPostParts(tx, created.id, body, files, hashtags);
    await movePostsCount(tx, author.id, 1);
    // After the author's row is updated: that lock orders the fan-out with a follow or unfollow of the author.
    const fanOut = await this.deps.timelines.posted(tx, author.id, author.followersCount, created.id);
    const raised: Raised = [];
    for (const to of tagged)
      raised.push(
        ...(await this.deps.notifications.raise(tx, { to, type: NotificationType.tagInPost, actorId: author.id, postId: created.id })),
      );
    return { post: created, raised, fanOut };
  }

  /** Once the post's transaction committed: its fan-out job for a large audience, its notifications, its answer. */
  async afterPosted(author: UserRow, { post, raised, fanOut }: WrittenPost): Promise<Post> {
    // A large audience is written by a job, once the post is committed: the request does not wait for it.
    if (fanOut === 'queue') await this.deps.jobs.send('fanOutPost', { post_id: post.id, author_id: author.id });
    await this.deps.notifications.deliver(raised);
    return this.presentOne(author.id, post);
  }

  /**
   * Toggles the viewer's like. The post row is locked first: the counter update would hold that lock
   * anyway, and with it concurrent toggles of one post run one after another and the counter matches the rows.
   */
  async toggleLike(viewerId: number, postId: number) {
    const { notifications } = this.deps;
    const { answer, raised } = await this.deps.db.transaction(async (tx) => {
      const post = await lockVisiblePost(tx, viewerId, postId);
      if (!post) throw notFound(Messages.postNotFound);
      const liked = await toggleLikeRow(tx, viewerId, postId);
      const counter = await moveLikeCounter(tx, postId, liked ? 1 : -1);
      // Liking again after taking a like back notifies once: the earlier one goes with the like.
      const event = { to: post.userId, type: NotificationType.likePost, actorId: viewerId, postId };
      const raised = liked ? await notifications.raise(tx, event) : (await notifications.withdraw(tx, event), []);
      return { answer: { post_id: postId, is_like: liked ? (1 as const) : (0 as const), post_like_counter: counter }, raised };
    });
    await notifications.deliver(raised);
    return answer;
  }

  async favourite(viewerId: number, postId: number) {
    await this.visiblePost(viewerId, postId);
    await addFavourite(this.deps.db, viewerId, postId);
    return { post_id: postId, is_favourite: 1 as const };
  }

  async unfavourite(viewerId: number, postId: number) {
    await this.visiblePost(viewerId, postId);
    await removeFavourite(this.deps.db, viewerId, postId);
    return { post_id: postId, is_favourite: 0 as const };
  }

  /** The viewer's favourites by the time they were favourited; deleted and hidden posts left out. */
  async favouriteList(viewerId: number, body: FavouriteListBody): Promise<Post[]> {
    return this.presentPage(viewerId, await favouritePage(this.deps.db, viewerId, body.page, body.sort === 'ASC'));
  }

  /** One vote per user and poll; the option's and the poll's counts move in the same transaction. */
  async votePoll(viewerId: number, body: VotePollBody): Promise<VotePollResponse['data']> {
    await this.visiblePost(viewerId, body.post_id);
    const poll = await findPollOfPost(this.deps.db, body.post_id);
    const options = poll ? await findPollOptions(this.deps.db, poll.id) : [];
    if (!poll || !options.some((option) => option.id === body.poll_option)) throw badRequest(Messages.pollOptionUnknown);

    // The counts the vote leaves, read in the same transaction.
    const { counted, countedOptions } = await this.deps.db.transaction(async (tx) => {
      const counted = await castVote(tx, viewerId, poll, body.poll_option);
      if (!counted) throw conflict(Messages.alreadyVoted);
      return { counted, countedOptions: await findPollOptions(tx, poll.id) };
    });
    return { post_id: body.post_id, ...presentPoll(counted, countedOptions, body.poll_option, this.deps.mediaUrls) };
  }

  /** A reporter does not want to see the post again: the report also hides it from them. */
  async report(viewerId: number, body: Static<typeof ReportBody>) {
    const problem = reportProblem(body.reason, body.text);
    if (problem) throw badRequest(problem);
    await this.othersPost(viewerId, body.post_id);
    await this.deps.db.transaction(async (tx) => {
      if (!(await addReport(tx, viewerId, body.post_id, body.reason, reportTextOf(body.reason, body.text))))
        throw conflict(Messages.postAlreadyReported);
      await hidePostFrom(tx, viewerId, body.post_id);
    });
    return { post_id: body.post_id };
  }

  /** Hides the post from the viewer's feeds; `to_user_id` (the author) is not needed to find it. */
  async hide(viewerId: number, body: Static<typeof HideBody>) {
    await this.othersPost(viewerId, body.post_id);
    await hidePostFrom(this.deps.db, viewerId, body.post_id);
    return { post_id: body.post_id };
  }

  /** Soft delete by the owner: the row stays for purchases, the post vanishes everywhere. */
  async deletePost(viewerId: number, postId: number) {
    const post = await this.visiblePost(viewerId, postId);
    if (post.userId !== viewerId) throw forbidden(Messages.forbidden);
    return this.deps.db.transaction(async (tx) => {
      if (!(await softDeletePost(tx, postId, new Date(this.deps.clock())))) throw notFound(Messages.postNotFound);
      return { post_id: postId, posts_count: await movePostsCount(tx, viewerId, -1) };
    });
  }

  /** Report and hide are for other people's posts. */
  private async othersPost(viewerId: number, postId: number): Promise<PostRow> {
    const post = await this.visiblePost(viewerId, postId);
    if (post.userId === viewerId) throw forbidden(Messages.ownPostAction);
    return post;
  }
}

async function postsService(app: FastifyInstance) {
  app.decorate(
    'postsService',
    new PostsService({
      db: app.db,
      mediaUrls: app.mediaUrls,
      clock: app.clock,
      notifications: app.notificationsService,
      timelines: app.timelines,
      jobs: app.jobs,
    }),
  );
}

export default fp(postsService, {
  name: 'posts-service',
  dependencies: ['db', 'media-urls', 'notifications-service', 'timelines', 'jobs'],
});

/** Only the type is checked up front: the rest of the body is validated by that type's own schema. */
const CreatePostEnvelope = Type.Object({ post_type: PostTypeField });

export const postsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.postsService;

  serve(app, Endpoints.post, async (request) =>
    answer('', await service.presentOne(request.viewerId, await service.visiblePost(request.viewerId, request.params.id))),
  );

  serve(
    app,
    Endpoints.createPost,
    async (request) => answer(Messages.postCreated, await service.createPost(viewerOf(request), validateCreatePost(request, request.body))),
    { bodyCheckedFirst: CreatePostEnvelope },
  );

  serve(app, Endpoints.likePost, async (request) => answer('', await service.toggleLike(request.viewerId, request.body.post_id)));

  serve(app, Endpoints.favouritePost, async (request) =>
    answer(Messages.addedToFavourites, await service.favourite(request.viewerId, request.body.post_id)),
  );

  serve(app, Endpoints.unfavouritePost, async (request) =>
    answer(Messages.removedFromFavourites, await service.unfavourite(request.viewerId, request.body.post_id)),
  );

  serve(app, Endpoints.favourites, async (request) => answer('', await service.favouriteList(request.viewerId, request.body)));

  serve(app, Endpoints.votePoll, async (request) => answer(Messages.voted, await service.votePoll(request.viewerId, request.body)));

  serve(app, Endpoints.reportPost, async (request) => answer(Messages.postReported, await service.report(request.viewerId, request.body)));

  serve(app, Endpoints.hidePost, async (request) => answer(Messages.postHidden, await service.hide(request.viewerId, request.body)));

  serve(app, Endpoints.deletePost, async (request) =>
    answer(Messages.postDeleted, await service.deletePost(request.viewerId, request.body.post_id)),
  );
};
