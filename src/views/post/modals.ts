import { onDemand } from '../ui/onDemand';

// The post modals load when first opened: a feed draws without comments, replies or the detail view.
export const PostDetailModal = onDemand(() => import('./PostDetailModal').then((m) => m.PostDetailModal));
export const CommentsModal = onDemand(() => import('./CommentsModal').then((m) => m.CommentsModal));
