import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { theme } from './theme';

const Dialog = styled.dialog<{ wide?: boolean }>(({ wide }) => ({
  width: `min(${wide ? 920 : 560}px, calc(100vw - 24px))`,
  maxHeight: 'calc(100dvh - 24px)',
  padding: 0,
  border: 0,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.pop,
  color: theme.color.text,
  background: theme.color.surface,
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  '&:not([open])': { display: 'none' },
  '&::backdrop': { background: 'rgb(15 23 42 / 0.55)' },
  [theme.phone]: { width: '100vw', maxWidth: '100vw', maxHeight: '100dvh', height: '100dvh', margin: 0, borderRadius: 0 },
}));

const Head = styled.header({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '14px 18px',
  borderBottom: `1px solid ${theme.color.border}`,
  h2: { margin: 0, fontSize: 17 },
});

const Close = styled.button({
  border: 0,
  background: 'none',
  fontSize: 26,
  lineHeight: 1,
  width: 36,
  height: 36,
  borderRadius: theme.radius.pill,
  cursor: 'pointer',
  color: theme.color.muted,
  '&:hover': { background: theme.color.page },
});

const Body = styled.div({ padding: 18, overflowY: 'auto', flex: 1 });

export interface ModalProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Wider for media (post detail). */
  wide?: boolean;
}

/**
 * A modal on the native <dialog>: showModal() gives the focus trap, the inert page behind and
 * Escape; closing by Escape, the × or the backdrop all call onClose.
 */
export function Modal({ title, onClose, children, wide }: ModalProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.close();
    };
  }, []);

  return (
    <Dialog
      ref={ref}
      wide={wide}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <Head>
        <h2 id={titleId}>{title}</h2>
        <Close type="button" aria-label={t`Close`} onClick={() => close.current()}>
          ×
        </Close>
      </Head>
      <Body>{children}</Body>
    </Dialog>
  );
}
