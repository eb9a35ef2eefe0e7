import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { usePostActions, type Post } from '../../app/posts';
import { useSafety } from '../../app/safety';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { theme } from '../ui/theme';

const Menu = styled.ul({
  position: 'absolute',
  right: 0,
  top: 40,
  zIndex: 20,
  minWidth: 160,
  margin: 0,
  padding: 6,
  listStyle: 'none',
  background: theme.color.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.pop,
  '& button': {
    width: '100%',
    textAlign: 'left',
    border: 0,
    background: 'none',
    padding: '10px 12px',
    borderRadius: theme.radius.sm,
    cursor: 'pointer',
    fontWeight: 600,
    color: theme.color.text,
  },
  '& button:hover, & button:focus-visible': { background: theme.color.page },
  '& button.danger': { color: theme.color.danger },
});
const Actions = styled.div({ display: 'flex', gap: 10, justifyContent: 'flex-end', marginTop: 18 });

interface Item {
  key: string;
  label: string;
  danger?: boolean;
  run(): void;
}

/**
 * The open part of a post's more-menu (PostMenu): the items, and the delete confirmation. Its code loads the first
 * time a menu opens.
 */
export function PostMenuPopup({
  post,
  isOwn,
  open,
  confirming,
  menuId,
  trigger,
  setOpen,
  setConfirming,
}: {
  post: Post;
  isOwn: boolean;
  open: boolean;
  confirming: boolean;
  menuId: string;
  trigger: RefObject<HTMLButtonElement | null>;
  setOpen(open: boolean): void;
  setConfirming(confirming: boolean): void;
}) {
  const { t } = useLingui();
  const actions = usePostActions();
  const safety = useSafety();
  const authorName = `${post.author.firstName} ${post.author.lastName}`.trim() || post.author.username;
  const menu = useRef<HTMLUListElement>(null);

  const items: Item[] = isOwn
    ? [{ key: 'delete', label: t`Delete`, danger: true, run: () => setConfirming(true) }]
    : [
        {
          key: 'report',
          label: t`Report`,
          run: () => safety.send({ type: 'report.open', subject: { kind: 'post', postId: post.id, author: { id: post.author.id, name: authorName } } }),
        },
        { key: 'hide', label: t`Hide`, run: () => actions.send({ type: 'post.hide', post }) },
      ];

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !trigger.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, setOpen, trigger]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const buttons = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') buttons[(at + 1) % buttons.length]?.focus();
    else if (event.key === 'ArrowUp') buttons[(at - 1 + buttons.length) % buttons.length]?.focus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <>
      {open && (
        <Menu ref={menu} id={menuId} role="menu" aria-label={t`Post actions`} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                className={item.danger ? 'danger' : undefined}
                onClick={() => {
                  setOpen(false);
                  item.run();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </Menu>
      )}
      {confirming && (
        <Modal title={t`Delete post`} onClose={() => setConfirming(false)}>
          <p>
            <Trans>Are you sure you want to delete this post? This cannot be undone.</Trans>
          </p>
          <Actions>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="button"
              variant="danger"
              onClick={() => {
                setConfirming(false);
                actions.send({ type: 'post.delete', post });
              }}
            >
              <Trans>Delete</Trans>
            </Button>
          </Actions>
        </Modal>
      )}
    </>
  );
}
