import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useChatAttachment, useChatUnlock, usePaidMedia, type ChatFileActor, type ChatMessage } from '../../app/chat';
import { useBalance } from '../../app/wallet';
import { isReadyToSend } from '../../validation/chat';
import { messageDescriptors } from '../../validation/messages';
import { acceptOf, FilePicker, FilePreview } from '../compose/parts';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { PillTabs } from '../ui/Tabs';
import { BalanceLine, Buttons, CoinAmount, CoinAmountField, ErrorLine, Lead } from '../wallet/parts';

const Enlarged = styled.img({ display: 'block', maxWidth: '100%', maxHeight: '75vh', margin: '0 auto', objectFit: 'contain' });

/** The image lightbox: a picture or an unlocked paid image, enlarged. */
export function Lightbox({ url, onClose }: { url: string; onClose(): void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Image`} onClose={onClose} wide>
      <Enlarged src={url} alt="" />
    </Modal>
  );
}

/**
 * The unlock popup (spec §2) of a paid media or package message: the price confirmed, paid, then the
 * media shown in the thread (enlarged on click) or the package opened.
 */
export function UnlockPopup({
  message,
  toUserId,
  onClose,
  onOpenPackage,
}: {
  message: ChatMessage;
  toUserId: string;
  onClose(): void;
  onOpenPackage(packageId: number): void;
}) {
  const { t, i18n } = useLingui();
  const actor = useChatUnlock(message, toUserId);
  const balance = useBalance();
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const price = message.coins ?? 0;
  const isPackage = message.kind === 'PAID_PACKAGE';
  return (
    <Modal title={isPackage ? t`Unlock package` : t`Unlock paid media`} onClose={onClose}>
      {phase === 'unlocked' ? (
        <>
          <Lead>{i18n._(messageDescriptors.contentUnlocked)}</Lead>
          <Buttons>
            {isPackage ? (
              <Button type="button" onClick={() => onOpenPackage(Number(message.packageId))}>
                <Trans>Open</Trans>
              </Button>
            ) : (
              <Button type="button" onClick={onClose}>
                <Trans>Show</Trans>
              </Button>
            )}
          </Buttons>
        </>
      ) : (
        <>
          <Lead>
            {isPackage ? (
              <Trans>
                Unlock {message.packageTitle} for <CoinAmount coins={price} />?
              </Trans>
            ) : (
              <Trans>
                Unlock this media for <CoinAmount coins={price} />?
              </Trans>
            )}
          </Lead>
          <BalanceLine balance={balance} />
          {phase === 'short' && (
            <ErrorLine role="alert">
              {i18n._(messageDescriptors.insufficientBalance)} <Link href="/settings/wallet">{t`Buy coins`}</Link>
            </ErrorLine>
          )}
          <Buttons>
            <Button type="button" variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            {phase !== 'short' && (
              <Button type="button" disabled={phase === 'paying'} aria-busy={phase === 'paying'} onClick={() => actor.send({ type: 'unlock.confirm', balance })}>
                {phase === 'paying' ? t`Unlocking...` : t`Unlock`}
              </Button>
            )}
          </Buttons>
        </>
      )}
    </Modal>
  );
}

/** The file of the popup: chosen, previewed, sent by the upload button (and priced for paid media). */
function FileForm({ actor, paid, onSent }: { actor: ChatFileActor; paid: boolean; onSent(): void }) {
  const { t, i18n } = useLingui();
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const file = useSelector(actor, (snapshot) => snapshot.context.file);
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  const price = useSelector(actor, (snapshot) => snapshot.context.price);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const ready = useSelector(actor, (snapshot) => isReadyToSend(snapshot.context));
  const busy = phase === 'uploading' || phase === 'sending';
  // Sent: the message is in the thread, the popup closes.
  useEffect(() => {
    if (phase === 'sent') onSent();
  }, [phase, onSent]);
  const fileError = error && error !== 'chatPriceRequired' ? error : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'file.send' });
      }}
    >
      {file && kind ? (
        <FilePreview file={file} kind={kind} onRemove={busy ? undefined : () => actor.send({ type: 'file.cleared' })} />
      ) : (
        <FilePicker label={t`Image or video`} hint={t`An image (jpg, png) up to 10 MB or a video (mp4) up to 50 MB`} kind="image" accept={`${acceptOf('image')},${acceptOf('video')}`} error={fileError} onFiles={([chosen]) => chosen && actor.send({ type: 'file.chosen', file: chosen })} />
      )}
      {file && fileError && <ErrorLine role="alert">{i18n._(messageDescriptors[fileError])}</ErrorLine>}
      {paid && (
        <div style={{ marginTop: 12 }}>
          <CoinAmountField
            amount={price}
            error={error === 'chatPriceRequired' ? error : null}
            presets={false}
            disabled={busy}
            label={t`Price in coins`}
            onPreset={() => {}}
            onTyped={(value) => actor.send({ type: 'price.typed', value })}
          />
        </div>
      )}
      <Buttons>
        <Button type="submit" disabled={busy || !ready} aria-busy={busy}>
          {busy ? t`Uploading...` : t`Upload`}
        </Button>
      </Buttons>
    </form>
  );
}

function AttachmentForm({ roomId, onSent }: { roomId: string; onSent(): void }) {
  return <FileForm actor={useChatAttachment(roomId)} paid={false} onSent={onSent} />;
}

function PaidMediaForm({ roomId, onSent }: { roomId: string; onSent(): void }) {
  return <FileForm actor={usePaidMedia(roomId)} paid onSent={onSent} />;
}

/** The attachment popup (spec §2): an image or a video, or (for a verified creator) paid media with its price. */
export function AttachmentPopup({ roomId, canSell, onClose }: { roomId: string; canSell: boolean; onClose(): void }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'file' | 'paid'>('file');
  return (
    <Modal title={t`Send a file`} onClose={onClose}>
      {canSell && (
        <PillTabs role="tablist" aria-label={t`What to send`}>
          <button type="button" role="tab" aria-selected={tab === 'file'} onClick={() => setTab('file')}>
            <Trans>Image or video</Trans>
          </button>
          <button type="button" role="tab" aria-selected={tab === 'paid'} onClick={() => setTab('paid')}>
            <Trans>Paid media</Trans>
          </button>
        </PillTabs>
      )}
      {tab === 'paid' && canSell ? <PaidMediaForm key="paid" roomId={roomId} onSent={onClose} /> : <AttachmentForm key="file" roomId={roomId} onSent={onClose} />}
    </Modal>
  );
}
