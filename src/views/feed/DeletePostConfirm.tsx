import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePostActions, type Post } from '../../app/posts';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

const Actions = styled.div({ display: 'flex', gap: 10, justifyContent: 'flex-end', marginTop: 18 });

/** The confirmation a post's Delete asks (PostMenu); its code loads the first time it opens. */
export function DeletePostConfirm({ post, onClose }: { post: Post; onClose(): void }) {
  const { t } = useLingui();
  const actions = usePostActions();
  return (
    <Modal title={t`Delete post`} onClose={onClose}>
      <p>
        <Trans>Are you sure you want to delete this post? This cannot be undone.</Trans>
      </p>
      <Actions>
        <Button type="button" variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type="button"
          variant="danger"
          onClick={() => {
            onClose();
            actions.send({ type: 'post.delete', post });
          }}
        >
          <Trans>Delete</Trans>
        </Button>
      </Actions>
    </Modal>
  );
}
