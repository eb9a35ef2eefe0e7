import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { usePostActions, type Post } from '../../app/posts';
import { useSafety } from '../../app/safety';
import { MoreIcon } from '../ui/icons';
import { MenuButton, type MenuItem } from '../ui/MenuButton';
import { onDemand } from '../ui/onDemand';
import { theme } from '../ui/theme';

const Trigger = styled.button({
  width: 36,
  height: 36,
  border: 0,
  borderRadius: '50%',
  background: 'none',
  color: theme.color.muted,
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '&:hover, &[aria-expanded="true"]': { background: theme.color.page },
});
// The delete confirmation loads the first time it opens.
const DeletePostConfirm = onDemand(() => import('./DeletePostConfirm').then((m) => m.DeletePostConfirm));

/** The post's more-menu (spec §6): Report and Hide on others' posts, Delete (confirmed) on one's own. */
export function PostMenu({ post, isOwn }: { post: Post; isOwn: boolean }) {
  const { t } = useLingui();
  const actions = usePostActions();
  const safety = useSafety();
  const [confirming, setConfirming] = useState(false);
  const authorName = `${post.author.firstName} ${post.author.lastName}`.trim() || post.author.username;
  const items: MenuItem[] = isOwn
    ? [{ key: 'delete', label: t`Delete`, danger: true, run: () => setConfirming(true) }]
    : [
        {
          key: 'report',
          label: t`Report`,
          run: () =>
            safety.send({
              type: 'report.open',
              subject: { kind: 'post', postId: post.id, author: { id: post.author.id, name: authorName } },
            }),
        },
        { key: 'hide', label: t`Hide`, run: () => actions.send({ type: 'post.hide', post }) },
      ];
  return (
    <>
      <MenuButton label={t`Post actions`} trigger={Trigger} items={items}>
        <MoreIcon />
      </MenuButton>
      {confirming && <DeletePostConfirm post={post} onClose={() => setConfirming(false)} />}
    </>
  );
}
