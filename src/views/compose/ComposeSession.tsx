import { useSelector } from '@xstate/react';
import { useComposer, type ComposerOpening } from '../../app/posts';
import { ComposeModal } from './ComposeModal';
import { VerifyProfileDialog } from './VerifyProfileDialog';

/** One opened composer: its modal while open, the verify-profile dialog when a sale needs it, nothing once closed. */
export function ComposeSession({ opening }: { opening: ComposerOpening }) {
  const actor = useComposer(opening);
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const notVerified = useSelector(actor, (snapshot) => snapshot.matches({ open: 'notVerified' }));
  return (
    <>
      {open && <ComposeModal actor={actor} />}
      {notVerified && (
        <VerifyProfileDialog
          onDismiss={() => actor.send({ type: 'verify.dismiss' })}
          onVerify={() => actor.send({ type: 'verify.open' })}
        />
      )}
    </>
  );
}
