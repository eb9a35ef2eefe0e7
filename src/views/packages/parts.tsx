import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { theme } from '../ui/theme';
import { Buttons, Lead } from '../wallet/parts';

/** The pill tabs of the package viewer and the add media popup: role="tab" buttons, the chosen one filled. */
export const PillTabs = styled.div({
  display: 'flex',
  gap: 6,
  marginBottom: 14,
  overflowX: 'auto',
  '& button': {
    flex: '1 0 auto',
    border: `1px solid ${theme.color.border}`,
    background: theme.color.surface,
    borderRadius: theme.radius.pill,
    padding: '7px 14px',
    cursor: 'pointer',
    font: 'inherit',
    color: theme.color.text,
  },
  '& button[aria-selected="true"]': { background: theme.color.brand, borderColor: theme.color.brand, color: '#fff', fontWeight: 700 },
});

/** A yes-or-no question in a modal; while `busy` neither answer nor closing is possible. */
export function ConfirmModal({ title, question, yes, busy, onYes, onNo }: { title: string; question: ReactNode; yes: string; busy: boolean; onYes: () => void; onNo: () => void }) {
  return (
    <Modal title={title} onClose={() => !busy && onNo()}>
      <Lead>{question}</Lead>
      <Buttons>
        <Button type="button" variant="secondary" disabled={busy} onClick={onNo}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" variant="danger" disabled={busy} aria-busy={busy} onClick={onYes}>
          {yes}
        </Button>
      </Buttons>
    </Modal>
  );
}
