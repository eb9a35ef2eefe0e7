import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { Buttons, Lead } from '../wallet/moneyFields';

/** The pill tabs of the package viewer and the add media popup: role="tab" buttons, the chosen one filled. */
/** A yes-or-no question in a modal; while `busy` neither answer nor closing is possible. */
export function ConfirmModal({
  title,
  question,
  yes,
  busy,
  onYes,
  onNo,
}: {
  title: string;
  question: ReactNode;
  yes: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
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
