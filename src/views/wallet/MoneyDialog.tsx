import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import {
  useBalance,
  useBalanceToCheck,
  useDonate,
  useTransfer,
  useUnlockPost,
  useWalletActor,
  type CoinTarget,
  type MoneyDialog as Dialog,
} from '../../app/wallet';
import type { Post } from '../../app/posts';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { FailureAlert } from '../ui/Surface';
import { BalanceLine, Buttons, CoinAmount, CoinAmountField, ErrorLine, Lead, TipNoteField } from './moneyFields';
import { StickerPicker } from './StickerPicker';
import { describeKey } from '../../validation/messages';
import { SubscribeModal } from '../subscriptions/SubscribeModal';

type UnlockPostActor = ReturnType<typeof useUnlockPost>;

function UnlockModal({ post, price, onClose }: { post: Post; price: number; onClose(): void }) {
  return <UnlockPostDialog actor={useUnlockPost(post, price)} post={post} price={price} balance={useBalance()} onClose={onClose} />;
}

/** The unlock confirmation (spec §2 unlock content): the price in coins, a short wallet told with a way to buy coins. */
export function UnlockPostDialog({
  actor,
  post,
  price,
  balance,
  onClose,
}: {
  actor: UnlockPostActor;
  post: Post;
  price: number;
  balance: number | null;
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const checked = useBalanceToCheck(balance);
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const name = `${post.author.firstName} ${post.author.lastName}`.trim();
  return (
    <Modal title={t`Unlock content`} onClose={onClose}>
      <Lead>
        <Trans>
          Unlock this post by {name} for <CoinAmount coins={price} price />?
        </Trans>
      </Lead>
      <BalanceLine balance={balance} />
      {phase === 'short' ? (
        <>
          <ErrorLine role="alert">{i18n._(describeKey('insufficientBalance'))}</ErrorLine>
          <Buttons>
            <Button type="button" variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="button" onClick={() => actor.send({ type: 'pay.buyCoins' })}>
              <Trans>Buy coins</Trans>
            </Button>
          </Buttons>
        </>
      ) : (
        <>
          <FailureAlert failure={failure} />
          <Buttons>
            <Button type="button" variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="button"
              disabled={phase === 'paying'}
              aria-busy={phase === 'paying'}
              onClick={() => actor.send({ type: 'pay.confirm', balance: checked })}
            >
              {phase === 'failed' ? t`Try again` : phase === 'paying' ? t`Unlocking...` : t`Unlock`}
            </Button>
          </Buttons>
        </>
      )}
    </Modal>
  );
}

type CoinFormActor = ReturnType<typeof useDonate>;

/** The amount form shared by donations and transfers; a donation's also takes a short message for its receiver. */
export function CoinForm({
  actor,
  presets,
  submitLabel,
  withNote = false,
}: {
  actor: CoinFormActor;
  presets: boolean;
  submitLabel: string;
  withNote?: boolean;
}) {
  const balance = useBalance();
  const checked = useBalanceToCheck(balance);
  const amount = useSelector(actor, (snapshot) => snapshot.context.amount);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const note = useSelector(actor, (snapshot) => snapshot.context.note);
  const noteError = useSelector(actor, (snapshot) => snapshot.context.noteError);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const sending = useSelector(actor, (snapshot) => snapshot.matches('sending'));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'coins.submit', balance: checked });
      }}
    >
      <BalanceLine balance={balance} />
      <CoinAmountField
        amount={amount}
        error={error}
        presets={presets}
        disabled={sending}
        onPreset={(preset) => actor.send({ type: 'coins.preset', amount: preset })}
        onTyped={(value) => actor.send({ type: 'coins.typed', value })}
      />
      {withNote && (
        <TipNoteField value={note} error={noteError} disabled={sending} onValue={(value) => actor.send({ type: 'coins.note', value })} />
      )}
      <FailureAlert failure={failure} />
      <Buttons>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {submitLabel}
        </Button>
      </Buttons>
    </form>
  );
}

function DonateModal({ target, name, onClose }: { target: CoinTarget; name: string; onClose(): void }) {
  const { t } = useLingui();
  const actor = useDonate(target);
  return (
    <Modal title={t`Donate to ${name}`} onClose={onClose}>
      <CoinForm actor={actor} presets withNote submitLabel={t`Donate`} />
    </Modal>
  );
}

function TransferModal({ toUserId, name, onClose }: { toUserId: string; name: string; onClose(): void }) {
  const { t } = useLingui();
  const actor = useTransfer(toUserId);
  return (
    <Modal title={t`Send coins to ${name}`} onClose={onClose}>
      <CoinForm actor={actor} presets={false} submitLabel={t`Send coins`} />
    </Modal>
  );
}

function StickerModal({ toUserId, name, onClose }: { toUserId: string; name: string; onClose(): void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Send a sticker to ${name}`} onClose={onClose}>
      <StickerPicker toUserId={toUserId} />
    </Modal>
  );
}

/** The money dialog the wallet has open; each opening starts its flow afresh. */
export function MoneyDialog({ dialog }: { dialog: Dialog }) {
  const wallet = useWalletActor();
  const close = () => wallet.send({ type: 'wallet.dialogClosed' });
  switch (dialog.kind) {
    case 'unlock':
      return <UnlockModal key={`unlock-${dialog.post.id}`} post={dialog.post} price={dialog.price} onClose={close} />;
    case 'donatePost': {
      const { author } = dialog.post;
      return (
        <DonateModal
          key={`post-${dialog.post.id}`}
          target={{ kind: 'post', id: dialog.post.id }}
          name={`${author.firstName} ${author.lastName}`.trim()}
          onClose={close}
        />
      );
    }
    case 'donateUser':
      return <DonateModal key={`user-${dialog.to.id}`} target={{ kind: 'user', id: dialog.to.id }} name={dialog.to.name} onClose={close} />;
    case 'transfer':
      return <TransferModal key={`transfer-${dialog.to.id}`} toUserId={dialog.to.id} name={dialog.to.name} onClose={close} />;
    case 'sticker':
      return <StickerModal key={`sticker-${dialog.to.id}`} toUserId={dialog.to.id} name={dialog.to.name} onClose={close} />;
    case 'subscribe':
      return <SubscribeModal key={`subscribe-${dialog.creator.id}`} creator={dialog.creator} onClose={close} />;
  }
}
