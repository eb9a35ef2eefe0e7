import { useLingui } from '@lingui/react/macro';
import { Modal } from '../ui/Modal';
import { CommentsPanel } from './CommentsPanel';

/** The comments of a post with replies and the comment box, opened from a post's comment button. */
export function CommentsModal({ postId, onClose }: { postId: string; onClose(): void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Comments`} onClose={onClose}>
      <CommentsPanel postId={postId} />
    </Modal>
  );
}
