import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { Post } from '../../app/posts';
import { MoreIcon } from '../ui/icons';
import { onDemand } from '../ui/onDemand';
import { theme } from '../ui/theme';

const Wrap = styled.div({ position: 'relative' });
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
// The open menu and the delete confirmation load the first time a menu opens (a hover or focus starts loading them).
const loadPopup = () => import('./PostMenuPopup').then((m) => m.PostMenuPopup);
const PostMenuPopup = onDemand(loadPopup);

/** The post's more-menu (spec §6): Report and Hide on others' posts, Delete (confirmed) on one's own. */
export function PostMenu({ post, isOwn }: { post: Post; isOwn: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <Wrap>
      <Trigger
        ref={trigger}
        type="button"
        aria-label={t`Post actions`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadPopup().catch(() => undefined)}
        onFocus={() => void loadPopup().catch(() => undefined)}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <MoreIcon />
      </Trigger>
      {(open || confirming) && (
        <PostMenuPopup
          post={post}
          isOwn={isOwn}
          open={open}
          confirming={confirming}
          menuId={menuId}
          trigger={trigger}
          setOpen={setOpen}
          setConfirming={setConfirming}
        />
      )}
    </Wrap>
  );
}
