import { preloadComments, preloadPostDetail } from '../../app/posts';
import { onDemand } from '../ui/onDemand';

// The post modals load when first opened: a feed draws without comments, replies or the detail view. The
// comments' machine loads alongside the modal that shows them, not after it.
export const PostDetailModal = onDemand(() => {
  preloadComments();
  preloadPostDetail();
  return import('./PostDetailModal').then((m) => m.PostDetailModal);
});
export const CommentsModal = onDemand(() => {
  preloadComments();
  return import('./CommentsModal').then((m) => m.CommentsModal);
});
