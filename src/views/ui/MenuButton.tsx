import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode, type SVGProps } from 'react';
import { Link } from 'wouter';
import { theme } from './theme';

/** One entry of a menu: an action (`run`) or a place to go (`href`). */
export interface MenuItem {
  key: string;
  label: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** Drawn in the danger colour (Block, Delete). */
  danger?: boolean;
  disabled?: boolean;
  href?: string;
  run?(): void;
}

/** Where the menu opens from its button: under it, right edges aligned (the header, a profile); above it, left edges aligned (the composer). */
export type MenuPlacement = 'below-end' | 'above-start';

const Wrap = styled.div({ position: 'relative' });

const Plain = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  background: 'none',
  cursor: 'pointer',
  color: theme.color.text,
});

const List = styled.ul<{ placement: MenuPlacement }>(({ placement }) => ({
  position: 'absolute',
  zIndex: 50,
  ...(placement === 'above-start' ? { left: 0, bottom: 'calc(100% + 8px)' } : { right: 0, top: 'calc(100% + 6px)' }),
  minWidth: 200,
  maxWidth: 'calc(100vw - 24px)',
  margin: 0,
  padding: 6,
  listStyle: 'none',
  background: theme.color.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.pop,
  '& [role="menuitem"]': {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    width: '100%',
    padding: '10px 12px',
    border: 0,
    background: 'none',
    borderRadius: theme.radius.sm,
    cursor: 'pointer',
    font: 'inherit',
    fontWeight: 600,
    color: theme.color.text,
    textAlign: 'left',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  '& [role="menuitem"]:hover, & [role="menuitem"]:focus-visible': { background: theme.color.page },
  '& [role="menuitem"]:disabled': { color: theme.color.faint, cursor: 'default', background: 'none' },
  '& [role="menuitem"].danger': { color: theme.color.danger },
  '& svg': { width: 20, height: 20, flex: '0 0 auto' },
}));

const ENABLED = '[role="menuitem"]:not(:disabled)';

/**
 * A menu button following the WAI-ARIA menu button pattern (keyboard, focus and closing as it specifies);
 * choosing an item closes, gives focus back, then acts.
 */
export function MenuButton({
  label,
  title,
  items,
  children,
  placement = 'below-end',
  trigger: Trigger = Plain,
  className,
}: {
  /** The button's and the menu's accessible name. */
  label: string;
  title?: string;
  items: MenuItem[];
  /** What the button shows (an icon, an avatar and a name). */
  children: ReactNode;
  placement?: MenuPlacement;
  /** The button's look: a styled button of the caller's. */
  trigger?: typeof Plain;
  /** For the caller's styled(MenuButton): set on the wrapper. */
  className?: string;
}) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const enabled = [...(menu.current?.querySelectorAll<HTMLElement>(ENABLED) ?? [])];
    (open === 'last' ? enabled.at(-1) : enabled[0])?.focus();
    const onPointer = (event: PointerEvent) => !wrap.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const enabled = [...event.currentTarget.querySelectorAll<HTMLElement>(ENABLED)];
    const at = enabled.indexOf(document.activeElement as HTMLElement);
    const target = { ArrowDown: at + 1, ArrowUp: at - 1 + enabled.length, Home: 0, End: enabled.length - 1 }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      closeToButton();
    } else if (event.key === 'Tab') setOpen(false);
    else if (target !== undefined && enabled.length) {
      event.preventDefault();
      enabled[target % enabled.length]?.focus();
    }
  };

  const choose = (item: MenuItem) => {
    closeToButton();
    item.run?.();
  };

  return (
    <Wrap ref={wrap} className={className}>
      <Trigger
        ref={button}
        type="button"
        aria-label={label}
        title={title}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={(event) => {
          const from = ({ ArrowDown: 'first', ArrowUp: 'last' } as const)[event.key as 'ArrowDown' | 'ArrowUp'];
          if (!from) return;
          event.preventDefault();
          setOpen(from);
        }}
      >
        {children}
      </Trigger>
      {open && (
        <List ref={menu} id={menuId} role="menu" aria-label={label} placement={placement} onKeyDown={onMenuKey}>
          {items.map((item) => {
            const { key, label: name, icon: Icon, danger, disabled, href } = item;
            const content = (
              <>
                {Icon && <Icon aria-hidden="true" />}
                {name}
              </>
            );
            return (
              <li key={key} role="none">
                {href ? (
                  <Link href={href} role="menuitem" className={danger ? 'danger' : undefined} onClick={() => choose(item)}>
                    {content}
                  </Link>
                ) : (
                  <button
                    type="button"
                    role="menuitem"
                    className={danger ? 'danger' : undefined}
                    disabled={disabled}
                    onClick={() => choose(item)}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </List>
      )}
    </Wrap>
  );
}
