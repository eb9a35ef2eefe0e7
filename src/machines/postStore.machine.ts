import { assign, setup, type ActorRef, type Snapshot } from 'xstate';
import type { Post } from './post';

export type { Post };
type PostPatch = Partial<Omit<Post, 'id' | 'author'>>;

/**
 * The one normalized store of posts (spec §4 Feeds): lists keep ids and read posts here, so any change to a post
 * shows in all of them at once.
 */
export interface PostStoreContext {
  posts: Record<string, Post>;
  /** Hidden or deleted: gone from every list. */
  removed: Record<string, true>;
  /** Posts the viewer created this session, newest first: home and own profile lists show them on top. */
  created: string[];
  /** Authors' posts counts as last known; create and delete move them (spec §4: posts_count follows). */
  postsCount: Record<string, number>;
}

export type PostStoreEvent =
  | { type: 'posts.received'; posts: Post[] }
  | { type: 'post.created'; post: Post }
  | { type: 'post.patched'; id: string; patch: PostPatch }
  | { type: 'post.hidden'; id: string }
  | { type: 'post.deleted'; id: string; postsCount?: number | null }
  | { type: 'author.postsCount'; userId: string; postsCount: number }
  /** The viewer blocked the author: every post of theirs leaves every list (blocking is mutual invisibility). */
  | { type: 'author.hidden'; userId: string };

/** The store as a screen-scoped actor holds it (in its input): it only sends to it. */
export type PostStoreRef = ActorRef<Snapshot<unknown>, PostStoreEvent>;

const withPost = (context: PostStoreContext, post: Post) => ({ ...context.posts, [post.id]: post });

export const postStoreMachine = setup({
  types: {
    context: {} as PostStoreContext,
    events: {} as PostStoreEvent,
  },
  actions: {
    receivePosts: assign(({ context, event }) => {
      if (event.type !== 'posts.received') return {};
      const posts = { ...context.posts };
      const postsCount = { ...context.postsCount };
      for (const post of event.posts) {
        posts[post.id] = post;
        postsCount[post.author.id] = post.author.postsCount;
      }
      return { posts, postsCount };
    }),
    addCreatedPost: assign(({ context, event }) => {
      if (event.type !== 'post.created') return {};
      const { post } = event;
      return {
        posts: withPost(context, post),
        created: [post.id, ...context.created.filter((id) => id !== post.id)],
        postsCount: { ...context.postsCount, [post.author.id]: post.author.postsCount },
      };
    }),
    patchPost: assign(({ context, event }) => {
      if (event.type !== 'post.patched') return {};
      const post = context.posts[event.id];
      return post ? { posts: withPost(context, { ...post, ...event.patch }) } : {};
    }),
    removePost: assign(({ context, event }) => {
      if (event.type !== 'post.hidden' && event.type !== 'post.deleted') return {};
      return { removed: { ...context.removed, [event.id]: true as const } };
    }),
    countDeletedPost: assign(({ context, event }) => {
      if (event.type !== 'post.deleted') return {};
      const authorId = context.posts[event.id]?.author.id;
      if (!authorId) return {};
      const known = context.postsCount[authorId] ?? 1;
      return { postsCount: { ...context.postsCount, [authorId]: event.postsCount ?? Math.max(0, known - 1) } };
    }),
    removeAuthorPosts: assign(({ context, event }) => {
      if (event.type !== 'author.hidden') return {};
      const removed = { ...context.removed };
      for (const post of Object.values(context.posts)) if (post.author.id === event.userId) removed[post.id] = true;
      return { removed };
    }),
    setPostsCount: assign(({ context, event }) =>
      event.type === 'author.postsCount' ? { postsCount: { ...context.postsCount, [event.userId]: event.postsCount } } : {},
    ),
  },
}).createMachine({
  id: 'postStore',
  context: { posts: {}, removed: {}, created: [], postsCount: {} },
  on: {
    'posts.received': { actions: 'receivePosts' },
    'post.created': { actions: 'addCreatedPost' },
    'post.patched': { actions: 'patchPost' },
    'post.hidden': { actions: 'removePost' },
    'post.deleted': { actions: ['countDeletedPost', 'removePost'] },
    'author.postsCount': { actions: 'setPostsCount' },
    'author.hidden': { actions: 'removeAuthorPosts' },
  },
});

/** The posts of a list of ids as the store has them now, without removed ones. */
export function visiblePosts(context: PostStoreContext, ids: readonly string[]): Post[] {
  const seen = new Set<string>();
  const posts: Post[] = [];
  for (const id of ids) {
    const post = context.posts[id];
    if (!post || context.removed[id] || seen.has(id)) continue;
    seen.add(id);
    posts.push(post);
  }
  return posts;
}
