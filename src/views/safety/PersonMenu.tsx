import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useUserStore } from '../../app/people';
import { useSafety, type SafetyPerson } from '../../app/safety';
import { MoreIcon } from '../ui/icons';
import { theme } from '../ui/theme';

const Wrap = styled.div({ position: 'relative' });
const Trigger = styled.button({
  width: 40,
  height: 40,
  border: `1px solid ${theme.color.border}`,
  borderRadius: '50%',
  background: theme.color.surface,
  color: theme.color.muted,
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '&:hover, &[aria-expanded="true"]': { background: theme.color.page },
});
const Menu = styled.ul({
  position: 'absolute',
  right: 0,
  top: 46,
  zIndex: 20,
  minWidth: 180,
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
    whiteSpace: 'nowrap',
  },
  '& button:hover, & button:focus-visible': { background: theme.color.page },
  '& button.danger': { color: theme.color.danger },
});

/** Whether the viewer blocked the person, as the user store knows it now (over what the page read). */
export function useIsBlocked(userId: string, fallback = false) {
  return useSelector(useUserStore(), (snapshot) => snapshot.context.people[userId]?.isBlocked ?? fallback);
}

/**
 * A person's "…" menu (a profile's header, a chat thread's): Report, and Block or Unblock (confirmed).
 * A menu button with arrow keys, Escape back to the button, Tab out.
 */
export function PersonMenu({ person, isBlocked }: { person: SafetyPerson; isBlocked: boolean }) {
  const { t } = useLingui();
  const safety = useSafety();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const name = person.name;

  const items = [
    ...(isBlocked ? [] : [{ key: 'report', label: t`Report`, danger: false, run: () => safety.send({ type: 'report.open', subject: { kind: 'person', person } }) }]),
    isBlocked
      ? { key: 'unblock', label: t`Unblock`, danger: false, run: () => safety.send({ type: 'block.ask', person, block: false }) }
      : { key: 'block', label: t`Block`, danger: true, run: () => safety.send({ type: 'block.ask', person, block: true }) },
  ];

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !trigger.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const buttons = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown') buttons[(at + 1) % buttons.length]?.focus();
    else if (event.key === 'ArrowUp') buttons[(at - 1 + buttons.length) % buttons.length]?.focus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <Wrap>
      <Trigger
        ref={trigger}
        type="button"
        aria-label={t`More actions for ${name}`}
        title={t`More actions for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
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
      {open && (
        <Menu ref={menu} id={menuId} role="menu" aria-label={t`More actions for ${name}`} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                className={item.danger ? 'danger' : undefined}
                onClick={() => {
                  setOpen(false);
                  trigger.current?.focus();
                  item.run();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </Menu>
      )}
    </Wrap>
  );
}
