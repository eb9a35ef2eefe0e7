import styled from '@emotion/styled';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { useChatAttachment, useChatPackageOffer, useChatUnlock, usePaidMedia, type ChatFileActor, type ChatMessage } from '../../app/chat';
import { useBalance, useBalanceToCheck } from '../../app/wallet';
import { isReadyToSend } from '../../validation/chat';
import { describeKey } from '../../validation/messages';
import { acceptOf, FilePicker, FilePreview } from '../compose/fields';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { InboxIcon } from '../ui/icons';
import { EmptyState, FailureAlert, FailureWithRetry, Loading } from '../ui/Surface';
import { PillTabs } from '../ui/Tabs';
import { theme } from '../ui/theme';
import { UploadProgress } from '../ui/UploadProgress';
import { IMAGE_WIDTHS, widthSrcSet } from '../ui/widths';
import { BalanceLine, Buttons, CoinAmount, CoinAmountField, ErrorLine, Lead } from '../wallet/moneyFields';

const FileUploadProgress = styled(UploadProgress)({ marginTop: 12 });
/** How wide the lightbox draws an image: the wide modal, `min(920px, 100vw - 24px)`. */
export const LIGHTBOX_SIZES = '(max-width: 944px) calc(100vw - 24px), 920px';

const Enlarged = styled.img({ display: 'block', maxWidth: '100%', maxHeight: '75vh', margin: '0 auto', objectFit: 'contain' });

/** The image lightbox: a picture or an unlocked paid image, enlarged. */
export function Lightbox({ url, onClose }: { url: string; onClose(): void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Image`} onClose={onClose} wide>
      <Enlarged src={url} srcSet={widthSrcSet(url, IMAGE_WIDTHS)} sizes={LIGHTBOX_SIZES} alt="" />
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
  return (
    <UnlockDialog
      actor={useChatUnlock(message, toUserId)}
      message={message}
      balance={useBalance()}
      onClose={onClose}
      onOpenPackage={onOpenPackage}
    />
  );
}

/** The unlock popup's content as its machine's state says. */
export function UnlockDialog({
  actor,
  message,
  balance,
  onClose,
  onOpenPackage,
}: {
  actor: ReturnType<typeof useChatUnlock>;
  message: ChatMessage;
  balance: number | null;
  onClose(): void;
  onOpenPackage(packageId: number): void;
}) {
  const { t, i18n } = useLingui();
  const checked = useBalanceToCheck(balance);
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const price = message.coins ?? 0;
  const isPackage = message.kind === 'PAID_PACKAGE';
  return (
    <Modal title={isPackage ? t`Unlock package` : t`Unlock paid media`} onClose={onClose}>
      {phase === 'unlocked' ? (
        <>
          <Lead>{i18n._(describeKey('contentUnlocked'))}</Lead>
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
                Unlock {message.packageTitle} for <CoinAmount coins={price} price />?
              </Trans>
            ) : (
              <Trans>
                Unlock this media for <CoinAmount coins={price} price />?
              </Trans>
            )}
          </Lead>
          <BalanceLine balance={balance} />
          {phase === 'short' && (
            <ErrorLine role="alert">
              {i18n._(describeKey('insufficientBalance'))}{' '}
              <Link href="/settings/wallet" onClick={() => actor.send({ type: 'pay.buyCoins' })}>
                {t`Buy coins`}
              </Link>
            </ErrorLine>
          )}
          <Buttons>
            <Button type="button" variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            {phase !== 'short' && (
              <Button
                type="button"
                disabled={phase === 'paying'}
                aria-busy={phase === 'paying'}
                onClick={() => actor.send({ type: 'pay.confirm', balance: checked })}
              >
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
export function FileForm({ actor, paid, onSent }: { actor: ChatFileActor; paid: boolean; onSent(): void }) {
  const { t, i18n } = useLingui();
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const file = useSelector(actor, (snapshot) => snapshot.context.file);
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  const price = useSelector(actor, (snapshot) => snapshot.context.price);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const ready = useSelector(actor, (snapshot) => isReadyToSend(snapshot.context));
  const sentBytes = useSelector(actor, (snapshot) => snapshot.context.sentBytes);
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
        <FilePicker
          label={t`Image or video`}
          hint={t`An image (jpg, png) up to 10 MB or a video (mp4) up to 50 MB`}
          kind="image"
          accept={`${acceptOf('image')},${acceptOf('video')}`}
          error={fileError}
          fromVault={{ kinds: ['IMAGE', 'VIDEO'], max: 1 }}
          onFiles={([chosen]) => chosen && actor.send({ type: 'file.chosen', file: chosen })}
        />
      )}
      {file && fileError && <ErrorLine role="alert">{i18n._(describeKey(fileError))}</ErrorLine>}
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
      {phase === 'uploading' && file && (
        <FileUploadProgress sent={sentBytes} total={file.size} onCancel={() => actor.send({ type: 'upload.cancel' })} />
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

const Offers = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 10,
  maxHeight: '50vh',
  overflowY: 'auto',
  '& li': {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    padding: '10px 12px',
  },
  '& .name': { fontWeight: 700, flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .meta': { color: theme.color.muted, fontSize: 14, whiteSpace: 'nowrap' },
  [theme.phone]: { '& li': { flexWrap: 'wrap' }, '& .name': { flexBasis: '100%' } },
});

/** The own package list (spec §2): each of the viewer's packages with its price and files, offered here by Send. */
function PackageOffer({ toUserId, onSent }: { toUserId: string; onSent(): void }) {
  const { t } = useLingui();
  const actor = useChatPackageOffer(toUserId);
  const phase = useSelector(actor, (snapshot) =>
    snapshot.matches('loaded') ? 'loading' : (snapshot.value as 'loading' | 'failed' | 'empty' | 'choosing' | 'sending' | 'sent'),
  );
  const packages = useSelector(actor, (snapshot) => snapshot.context.packages);
  const chosenId = useSelector(actor, (snapshot) => snapshot.context.chosenId);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  // Offered: the message comes in through the socket, the popup closes.
  useEffect(() => {
    if (phase === 'sent') onSent();
  }, [phase, onSent]);
  switch (phase) {
    case 'loading':
      return <Loading label={t`Loading your packages...`} />;
    case 'failed':
      return <FailureWithRetry failure={failure} variant="secondary" onRetry={() => actor.send({ type: 'offer.retry' })} />;
    case 'empty':
      return (
        <EmptyState icon={<InboxIcon />} title={t`No packages yet`}>
          <Link href="/settings/packages">
            <Trans>Create a package in Paid media packages</Trans>
          </Link>
        </EmptyState>
      );
    default:
      return (
        <>
          <FailureAlert failure={failure} />
          <Offers aria-label={t`Your packages`}>
            {packages.map((pkg) => {
              const sending = phase === 'sending' && chosenId === pkg.id;
              const name = pkg.name;
              return (
                <li key={pkg.id}>
                  <span className="name">{name}</span>
                  <span className="meta">
                    <CoinAmount coins={pkg.price} price />
                  </span>
                  <span className="meta">
                    <Plural value={pkg.mediaCount} one="# file" other="# files" />
                  </span>
                  <Button
                    type="button"
                    disabled={phase !== 'choosing'}
                    aria-busy={sending}
                    aria-label={t`Send ${name}`}
                    onClick={() => actor.send({ type: 'offer.send', packageId: pkg.id })}
                  >
                    {sending ? t`Sending...` : t`Send`}
                  </Button>
                </li>
              );
            })}
          </Offers>
        </>
      );
  }
}

type AttachmentTab = 'file' | 'paid' | 'packages';

/** The tablist's keys: arrows move to the next or previous tab (wrapping), Home and End to the first and last; focus follows. */
function moveTab(
  event: KeyboardEvent<HTMLDivElement>,
  tabs: readonly AttachmentTab[],
  tab: AttachmentTab,
  choose: (tab: AttachmentTab) => void,
) {
  const at = tabs.indexOf(tab);
  const next = { ArrowRight: (at + 1) % tabs.length, ArrowLeft: (at - 1 + tabs.length) % tabs.length, Home: 0, End: tabs.length - 1 }[
    event.key
  ];
  if (next === undefined) return;
  event.preventDefault();
  choose(tabs[next]!);
  event.currentTarget.querySelector<HTMLButtonElement>(`[data-tab="${tabs[next]}"]`)?.focus();
}

/**
 * The attachment popup (spec §2): an image or a video, or (for a verified creator) paid media with its price
 * or one of their own packages offered to the conversation's partner.
 */
export function AttachmentPopup({
  roomId,
  partnerId,
  canSell,
  onClose,
}: {
  roomId: string;
  partnerId: string | undefined;
  canSell: boolean;
  onClose(): void;
}) {
  const { t } = useLingui();
  const [tab, setTab] = useState<AttachmentTab>('file');
  const tabs: AttachmentTab[] = partnerId ? ['file', 'paid', 'packages'] : ['file', 'paid'];
  const tabProps = (name: AttachmentTab) => ({
    type: 'button' as const,
    role: 'tab',
    'data-tab': name,
    'aria-selected': tab === name,
    tabIndex: tab === name ? 0 : -1,
    onClick: () => setTab(name),
  });
  return (
    <Modal title={t`Send a file`} onClose={onClose}>
      {canSell && (
        <PillTabs role="tablist" aria-label={t`What to send`} onKeyDown={(event) => moveTab(event, tabs, tab, setTab)}>
          <button {...tabProps('file')}>
            <Trans>Image or video</Trans>
          </button>
          <button {...tabProps('paid')}>
            <Trans>Paid media</Trans>
          </button>
          {partnerId && (
            <button {...tabProps('packages')}>
              <Trans>My packages</Trans>
            </button>
          )}
        </PillTabs>
      )}
      {/* A tab's machine loads when first chosen: the tabs stay (and keep the focus) while it does. */}
      <Suspense fallback={<Loading label={t`Loading...`} />}>
        {tab === 'packages' && canSell && partnerId ? (
          <PackageOffer key="packages" toUserId={partnerId} onSent={onClose} />
        ) : tab === 'paid' && canSell ? (
          <PaidMediaForm key="paid" roomId={roomId} onSent={onClose} />
        ) : (
          <AttachmentForm key="file" roomId={roomId} onSent={onClose} />
        )}
      </Suspense>
    </Modal>
  );
}
