import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type SVGProps } from 'react';
import { PlusIcon } from '../ui/icons';
import { theme } from '../ui/theme';

/** One thing the composer sends besides words (a file, coins, a sticker). */
export interface ComposerTool {
  key: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  disabled: boolean;
  run(): void;
}

const round = {
  border: `1px solid ${theme.color.border}`,
  background: '#fff',
  borderRadius: theme.radius.pill,
  width: 42,
  height: 42,
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  color: theme.color.text,
  '&:hover': { background: theme.color.page },
  '& svg': { width: 20, height: 20 },
} as const;

/** A wide screen shows each tool as its own button. */
const Row = styled.div({ display: 'flex', gap: 8, [theme.phone]: { display: 'none' } });
const Tool = styled.button(round);

/** A phone folds them into one "+" menu, so the message box keeps its room. */
const Fold = styled.div({ display: 'none', position: 'relative', [theme.phone]: { display: 'block' } });
const Toggle = styled.button({ ...round, '&[aria-expanded="true"]': { background: theme.color.brandSoft, color: theme.color.brand, borderColor: theme.color.brandSoft } });
const Menu = styled.div({
  position: 'absolute',
  left: 0,
  bottom: 'calc(100% + 8px)',
  zIndex: 20,
  minWidth: 200,
  padding: 6,
  background: theme.color.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.pop,
  '& button': {
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
  },
  '& button:hover, & button:focus-visible': { background: theme.color.page },
  '& button:disabled': { color: theme.color.faint, cursor: 'default' },
  '& svg': { width: 20, height: 20, flex: '0 0 auto' },
});

/** The composer's tools: buttons on a wide screen, one "+" menu on a phone (arrows move, Escape closes, a click outside closes). */
export function ComposerTools({ tools }: { tools: ComposerTool[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const fold = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    fold.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
    const onPointer = (event: PointerEvent) => !fold.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (move && items.length) {
      event.preventDefault();
      items[(at + move + items.length) % items.length]!.focus();
    }
  };

  return (
    <>
      <Row>
        {tools.map(({ key, label, icon: Icon, disabled, run }) => (
          <Tool key={key} type="button" aria-label={label} title={label} disabled={disabled} onClick={run}>
            <Icon />
          </Tool>
        ))}
      </Row>
      <Fold ref={fold}>
        <Toggle
          ref={toggle}
          type="button"
          aria-label={t`More ways to send`}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
        >
          <PlusIcon />
        </Toggle>
        {open && (
          <Menu id={menuId} role="menu" aria-label={t`More ways to send`} onKeyDown={onMenuKey}>
            {tools.map(({ key, label, icon: Icon, disabled, run }) => (
              <button
                key={key}
                type="button"
                role="menuitem"
                disabled={disabled}
                onClick={() => {
                  setOpen(false);
                  run();
                }}
              >
                <Icon aria-hidden="true" />
                {label}
              </button>
            ))}
          </Menu>
        )}
      </Fold>
    </>
  );
}
