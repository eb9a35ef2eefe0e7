import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeKey } from '../../validation/messages';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

/** The dialog's way out is a real link to the verification page, styled as the main action. */
const VerifyLink = Button.withComponent('a');
const Actions = styled.div({ display: 'flex', justifyContent: 'flex-end', gap: 12, marginTop: 16 });

/** The 'varified profile' error dialog: only verified users may sell posts (spec §5, §6). */
export function VerifyProfileDialog({ onDismiss, onVerify }: { onDismiss(): void; onVerify(): void }) {
  const { t, i18n } = useLingui();
  return (
    <Modal title={t`Verify your profile`} onClose={onDismiss}>
      <p>{i18n._(describeKey('verifyToSell'))}</p>
      <p>
        <Trans>Until your profile is verified you can still publish free posts.</Trans>
      </p>
      <Actions>
        <Button type="button" variant="secondary" onClick={onDismiss}>
          <Trans>Not now</Trans>
        </Button>
        {/* A real link to the page; the machine closes the composer and navigates. */}
        <VerifyLink
          href="/settings/verify-profile"
          onClick={(event) => {
            event.preventDefault();
            onVerify();
          }}
        >
          <Trans>Verify profile</Trans>
        </VerifyLink>
      </Actions>
    </Modal>
  );
}
