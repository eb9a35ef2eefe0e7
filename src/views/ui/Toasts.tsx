import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef } from 'react';
import { describeMessage } from '../../validation/messages';
import { useToastsActor } from '../../app/shell';
import { CloseIcon } from './icons';
import { theme } from './theme';

// Toasts never cover the header: below it on a wide screen; at the bottom, above the tab bar, on a narrow one.
const Stack = styled.div({
  position: 'fixed',
  inset: 'auto',
  top: theme.bar.header + 12,
  right: 16,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  overflow: 'visible',
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  width: 'min(380px, calc(100vw - 32px))',
  [theme.narrow]: { top: 'auto', bottom: `calc(${theme.bar.tabsRoom} + 12px)`, left: 0, right: 0, marginInline: 'auto' },
});

const kinds = {
  success: { bg: theme.color.successSoft, fg: theme.color.success },
  error: { bg: theme.color.dangerSoft, fg: theme.color.danger },
  info: { bg: '#e0f2fe', fg: '#075985' },
} as const;

const Item = styled.div<{ kind: keyof typeof kinds }>(({ kind }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 10,
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.pop,
  background: kinds[kind].bg,
  color: kinds[kind].fg,
  fontWeight: 600,
  '& p': { margin: 0, flex: 1 },
  '& button': { border: 0, background: 'none', color: 'inherit', cursor: 'pointer', padding: 0, display: 'flex' },
}));

/** Spec §7: a success shows the server's message as a toast; toasts close after 3000 ms. */
export function Toasts() {
  const { i18n, t } = useLingui();
  const actor = useToastsActor();
  const toasts = useSelector(actor, (snapshot) => snapshot.context.toasts);
  const stack = useRef<HTMLDivElement>(null);
  // A modal <dialog> sits in the top layer above everything; showing the stack as a popover again
  // after each toast puts it above any open dialog.
  useLayoutEffect(() => {
    const element = stack.current;
    if (!element?.showPopover) return;
    if (element.matches(':popover-open')) element.hidePopover();
    if (toasts.length > 0) element.showPopover();
  }, [toasts]);
  return (
    <Stack ref={stack} popover="manual" aria-live="polite">
      {toasts.map((toast) => (
        <Item key={toast.id} kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'} data-testid="toast">
          <p>{i18n._(typeof toast.message === 'string' ? describeMessage(toast.message) : toast.message)}</p>
          <button type="button" aria-label={t`Dismiss`} onClick={() => actor.send({ type: 'toast.dismiss', id: toast.id })}>
            <CloseIcon width={18} height={18} />
          </button>
        </Item>
      ))}
    </Stack>
  );
}
