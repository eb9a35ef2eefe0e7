import { fromPromise, type ActorRefFrom } from 'xstate';
import type { commentsMachine } from '../machines/comments.machine';
import type { draftsMachine } from '../machines/drafts.machine';
import type { vaultMachine, VaultKind } from '../machines/vault.machine';
import type { vaultPickerMachine } from '../machines/vaultPicker.machine';
import { pagedFeedMachine } from '../machines/pagedFeed.machine';
import { pollVoteMachine } from '../machines/pollVote.machine';
import type { Poll } from '../machines/post';
import { postStoreMachine } from '../machines/postStore.machine';
import type { ComposerOpening, uploadMachine } from '../machines/upload.machine';
import { vaultItemOf } from '../machines/vaultFile';
import { runOperation, type Gateway } from '../services/gatewayError';
import type { Uploads } from '../services/upload';
import { longLived, longLivedOnDemand, onDemand, operation, preload, type Area } from './root/area';
import { useDelivery, useScreenActor, useSystemActor } from './root/hooks';
import { useSelector } from '@xstate/react';

/** What the feeds, the post actions, the composer, the post modal, comments and polls need of the outside world. */
export interface PostsServices {
  gateway: Gateway;
  /** The composers' files go up through rest.ts before the post names them. */
  uploads: Pick<Uploads, 'file'>;
  navigate(path: string, options?: { replace?: boolean }): void;
}

/** The poll of a poll post; a post without one cannot answer for it. */
function pollOf(post: { poll: Poll | null }): Poll {
  if (!post.poll) throw new Error('the post has no poll');
  return post.poll;
}

/** Posts: the one post store and the post actions (long-lived), every feed, the composer, the post modal, comments and polls. */
export function posts({ gateway, uploads, navigate }: PostsServices) {
  return {
    actors: {
      postStore: longLived(postStoreMachine),
      // Taken by the person rather than drawn: the post actions load once the first screen has settled (or with the first one).
      postActions: longLivedOnDemand(
        async () => {
          const { postActionsMachine, postCallMachine } = await import('../machines/postActions.machine');
          return postActionsMachine.provide({
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
        },
        { afterFirstScreen: true },
      ),
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
      // A profile's Media and Locked tabs: the same feed, another tab of the person's posts.
      userMediaFeed: pagedFeedMachine.provide({
        actors: {
          loadPage: operation(
            gateway,
            'UserFeed',
            (answer) => answer.userFeed,
            ({ page, subject }) => ({ userId: subject ?? '', page, tab: 'MEDIA' as const }),
          ),
        },
      }),
      userLockedFeed: pagedFeedMachine.provide({
        actors: {
          loadPage: operation(
            gateway,
            'UserFeed',
            (answer) => answer.userFeed,
            ({ page, subject }) => ({ userId: subject ?? '', page, tab: 'LOCKED' as const }),
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
      // "Drafts & scheduled": the viewer's drafts and scheduled posts, to edit, publish now or delete.
      drafts: onDemand(async () =>
        (await import('../machines/drafts.machine')).draftsMachine.provide({
          actors: {
            loadDrafts: operation(
              gateway,
              'Drafts',
              (answer) => answer.drafts,
              ({ page }) => ({ page }),
            ),
            editDraft: operation(
              gateway,
              'EditDraft',
              (answer) => answer.editDraft,
              ({ id, body, description, publishAt }) => ({ input: { id, body, description, ...(publishAt ? { publishAt } : {}) } }),
            ),
            publishDraft: operation(
              gateway,
              'PublishDraft',
              (answer) => answer.publishDraft,
              ({ id }) => ({ id }),
            ),
            deleteDraft: operation(
              gateway,
              'DeleteDraft',
              (answer) => answer.deleteDraft,
              ({ id }) => ({ id }),
            ),
          },
        }),
      ),
      // The vault: the creator's uploaded media by kind and page, uploaded to and deleted from (decision 0050).
      vault: onDemand(async () =>
        (await import('../machines/vault.machine')).vaultMachine.provide({
          actors: {
            loadVault: operation(
              gateway,
              'Vault',
              (answer) => answer.vault,
              ({ page, kind }) => ({ page, ...(kind ? { kind } : {}) }),
            ),
            uploadToVault: fromPromise(({ input, signal }) => uploads.file(input, signal)),
            deleteVaultItem: operation(
              gateway,
              'DeleteVaultItem',
              ({ deleteVaultItem: { message } }) => ({ message }),
              ({ key }) => ({ key }),
            ),
          },
        }),
      ),
      // The "From vault" dialog of the composer, the package form and the chat: the vault in the kinds its caller takes.
      vaultPicker: onDemand(async () =>
        (await import('../machines/vaultPicker.machine')).vaultPickerMachine.provide({
          actors: {
            loadVault: operation(
              gateway,
              'Vault',
              (answer) => answer.vault,
              ({ page, kind }) => ({ page, ...(kind ? { kind } : {}) }),
            ),
          },
        }),
      ),
      // The home composer, started for the kind the person opened; its machine loads with the first composer.
      composer: onDemand(async () => {
        const { uploadMachine, tagSearchMachine } = await import('../machines/upload.machine');
        return uploadMachine.provide({
          actors: {
            // A vault item chosen in the composer is copied on the server (/api/vault/use): nothing goes up again.
            uploadFile: fromPromise(async ({ input, signal }) => {
              const item = vaultItemOf(input.file);
              if (!item) return uploads.file(input, signal, input.onProgress);
              return (await runOperation(gateway, 'UseVaultItem', { key: item.key, kind: item.kind }, signal)).useVaultItem;
            }),
            createPost: operation(
              gateway,
              'CreatePost',
              (answer) => answer.createPost,
              (input) => ({ input }),
            ),
            saveDraft: operation(
              gateway,
              'SaveDraft',
              (answer) => ({ message: answer.saveDraft.message }),
              ({ post, publishAt }) => ({ input: { post, ...(publishAt ? { publishAt } : {}) } }),
            ),
            // The header's people search, to tag people with.
            tagSearch: tagSearchMachine.provide({
              actors: { searchPeople: operation(gateway, 'SearchPeople', (answer) => answer.searchPeople) },
            }),
          },
          actions: { goToVerifyProfile: () => navigate('/settings/verify-profile'), goToDrafts: () => navigate('/drafts') },
        });
      }),
      postDetail: onDemand(async () =>
        (await import('../machines/postDetail.machine')).postDetailMachine.provide({
          actors: {
            loadPost: operation(
              gateway,
              'Post',
              (answer) => answer.post,
              ({ postId }) => ({ id: postId }),
            ),
          },
        }),
      ),
      comments: onDemand(async () =>
        (await import('../machines/comments.machine')).commentsMachine.provide({
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
        }),
      ),
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

// The hooks the feeds, the composer, the post modal and comments use.

export type { CommentEntry } from '../machines/comments.machine';
export type { ComposerOpening } from '../machines/upload.machine';
export { hasMore, listedIds } from '../machines/pagedFeed.machine';
export type { ImageSource, Post } from '../machines/post';
export { visiblePosts } from '../machines/postStore.machine';

export type FeedName = 'homeFeed' | 'userFeed' | 'userMediaFeed' | 'userLockedFeed' | 'trendingFeed' | 'tagFeed' | 'favouriteFeed';
export type FeedActor = ActorRefFrom<typeof pagedFeedMachine>;
export type ComposerActor = ActorRefFrom<typeof uploadMachine>;
export type CommentsActor = ActorRefFrom<typeof commentsMachine>;

export const usePostStoreActor = () => useSystemActor('postStore');
/** The post actions as a view sends to them: delivered at once, or once their code has loaded. */
export const usePostActions = () => useDelivery('postActions');
/** A feed's list; `subject` is the user id (profile feed) or the hashtag (tag feed). */
export const useFeed = (feed: FeedName, subject?: string) => useScreenActor(feed, { subject: subject ?? null });
/** A composer opened at once for the kind the person chose. */
export const useComposer = (opening: ComposerOpening) => useScreenActor('composer', { opening });
/** "Drafts & scheduled": the viewer's own, loaded as the page opens. */
export const useDrafts = () => useScreenActor('drafts', {});
export type DraftsActor = ActorRefFrom<typeof draftsMachine>;
export type { PostDraft } from '../machines/drafts.machine';
export { localInputOf } from '../machines/drafts.machine';
/** The vault: the viewer's uploaded media, loaded as the page opens. */
export const useVault = () => useScreenActor('vault', {});
export type VaultActor = ActorRefFrom<typeof vaultMachine>;
export type { VaultItem, VaultKind } from '../machines/vault.machine';
/** A "From vault" dialog: the viewer's vault in the kinds the caller takes, up to `max` items chosen. */
export const useVaultPicker = (kinds: readonly VaultKind[], max: number) => useScreenActor('vaultPicker', { kinds, max });
export type VaultPickerActor = ActorRefFrom<typeof vaultPickerMachine>;
export { pickerTabs } from '../machines/vaultPickerRules';
export { VaultFile, vaultItemOf } from '../machines/vaultFile';
export const usePostDetail = (postId: string) => useScreenActor('postDetail', { postId });
export const useComments = (postId: string) => useScreenActor('comments', { postId });
export const usePollVote = (postId: string) => useScreenActor('pollVote', { postId });

/** Starts loading the composer's, the comments' or the post modal's machine as the view that opens them loads, so both arrive together. */
export const preloadComposer = preload(() => import('../machines/upload.machine'));
export const preloadComments = preload(() => import('../machines/comments.machine'));
export const preloadPostDetail = preload(() => import('../machines/postDetail.machine'));

/** Bytes up of all the attempt's files: those done, and the share of the one going up. */
function uploadedBytes(context: { jobs: readonly { file: { size: number } }[]; uploaded: readonly unknown[]; sentBytes: number }): {
  sent: number;
  total: number;
} {
  const total = context.jobs.reduce((sum, job) => sum + job.file.size, 0);
  const done = context.jobs.slice(0, context.uploaded.length).reduce((sum, job) => sum + job.file.size, 0);
  return { sent: Math.min(done + context.sentBytes, total), total };
}

/** The composer's upload in bytes (all the attempt's files), read as it goes up. */
export const useUploadBytes = (actor: ComposerActor) =>
  useSelector(
    actor,
    (snapshot) => uploadedBytes(snapshot.context),
    (a, b) => a.sent === b.sent && a.total === b.total,
  );
