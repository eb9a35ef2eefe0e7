import type { Post } from '../../machines/postStore.machine';
import type { usePostStoreActor, useToastsActor } from '../actors';
import { showToast } from '../ui/Toasts';

/**
 * The two edges every post-scoped machine (comments, poll vote) leaves named: a patch to the post
 * store, so every list shows it, and a toast.
 */
export const postEdgeActions = (store: ReturnType<typeof usePostStoreActor>, toasts: ReturnType<typeof useToastsActor>) => ({
  patchPost: (_: unknown, { id, patch }: { id: string; patch: Partial<Omit<Post, 'id' | 'author'>> }) =>
    store.send({ type: 'post.patched', id, patch }),
  notify: showToast(toasts),
});
