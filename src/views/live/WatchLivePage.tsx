import styled from '@emotion/styled';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  useLiveGift,
  useLiveMenuTip,
  useLiveTip,
  useLiveViewer,
  type LiveMenuItem,
  type LiveViewerActor,
  type PaidLiveJoinActor,
} from '../../app/live';
import { useBalance, useBalanceToCheck } from '../../app/wallet';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { FailureWithRetry, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { CoinForm } from '../wallet/MoneyDialog';
import { BalanceLine, Buttons, CoinAmount, ErrorLine, Lead } from '../wallet/moneyFields';
import { StickerGrid } from '../wallet/StickerPicker';
import { GiftIcon } from '../ui/icons';
import { Badges, Controls, LiveBadge, LiveChat, LiveVideo, Overlay, Pill, Screen, Stage, Waiting } from './stage';
import { GoalProgress, TipMenu } from './tips';

/** The pay modal of a paid stream (spec §2): the price and the balance; one payment however many clicks. */
function PayModal({ actor, balance, onLeave }: { actor: PaidLiveJoinActor; balance: number | null; onLeave(): void }) {
  const { t } = useLingui();
  const checked = useBalanceToCheck(balance);
  const stream = useSelector(actor, (snapshot) => snapshot.context.stream);
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const paying = phase === 'paying';
  const name = stream.host.name;
  return (
    <Modal title={t`Join ${name}'s live stream`} onClose={() => actor.send({ type: 'join.cancel' })}>
      <Lead>{stream.title}</Lead>
      <Lead>
        <Trans>
          This live stream costs <CoinAmount coins={stream.price} price />.
        </Trans>
      </Lead>
      <BalanceLine balance={balance} />
      {phase === 'short' && (
        <ErrorLine role="alert">
          <Trans>You have insufficient balance</Trans>{' '}
          <Link href="/settings/wallet" onClick={() => actor.send({ type: 'pay.buyCoins' })}>
            <Trans>Buy coins</Trans>
          </Link>
        </ErrorLine>
      )}
      <Buttons>
        <Button type="button" variant="secondary" onClick={() => (phase === 'short' ? actor.send({ type: 'join.cancel' }) : onLeave())}>
          <Trans>Cancel</Trans>
        </Button>
        {phase !== 'short' && (
          <Button type="button" disabled={paying} aria-busy={paying} onClick={() => actor.send({ type: 'pay.confirm', balance: checked })}>
            <Trans>Pay and join</Trans>
          </Button>
        )}
      </Buttons>
    </Modal>
  );
}

const Popover = styled.div({
  position: 'absolute',
  bottom: 70,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(400px, calc(100% - 24px))',
  maxHeight: 'calc(100% - 90px)',
  overflowY: 'auto',
  background: '#fff',
  color: theme.color.text,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.pop,
  padding: 16,
  zIndex: 2,
  '& h3': { margin: '0 0 10px', fontSize: 16, display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

function TipPopover({ streamId, onClose }: { streamId: string; onClose(): void }) {
  const { t } = useLingui();
  const actor = useLiveTip(streamId);
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  return (
    <Popover role="dialog" aria-label={t`Send a tip`} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <h3>
        <Trans>Send a tip</Trans>
        <Button type="button" variant="ghost" aria-label={t`Close`} onClick={onClose}>
          ×
        </Button>
      </h3>
      <CoinForm actor={actor} presets submitLabel={t`Send tip`} />
    </Popover>
  );
}

function GiftPopover({ streamId, hostId, onClose }: { streamId: string; hostId: string; onClose(): void }) {
  const { t } = useLingui();
  const actor = useLiveGift(streamId, hostId);
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  return (
    <Popover role="dialog" aria-label={t`Send a gift`} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <h3>
        <Trans>Send a gift</Trans>
        <Button type="button" variant="ghost" aria-label={t`Close`} onClick={onClose}>
          ×
        </Button>
      </h3>
      <StickerGrid actor={actor} />
    </Popover>
  );
}

/** The host's tip menu for a viewer: tapping an item tips its price (issue 32). */
function ViewerTipMenu({ streamId, menu }: { streamId: string; menu: LiveMenuItem[] }) {
  const actor = useLiveMenuTip(streamId);
  const sending = useSelector(actor, (snapshot) => snapshot.context.sending);
  return <TipMenu menu={menu} sending={sending} onTip={(item) => actor.send({ type: 'menuTip.send', item })} />;
}

/** The audience's full-screen view (spec §2): the host's video, the chat, tips and gifts. */
function ViewerStage({ actor, onLeave }: { actor: LiveViewerActor; onLeave(): void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<'tip' | 'gift' | null>(null);
  const stream = useSelector(actor, (snapshot) => snapshot.context.stream);
  const video = useSelector(actor, (snapshot) => snapshot.context.video);
  const viewers = useSelector(actor, (snapshot) => snapshot.context.viewers);
  const lines = useSelector(actor, (snapshot) => snapshot.context.lines);
  const tips = useSelector(actor, (snapshot) => snapshot.context.tips);
  const playing = useSelector(actor, (snapshot) => snapshot.matches({ watching: 'playing' }));
  if (!stream) return null;
  return (
    <Stage role="dialog" aria-modal="true" aria-label={t`${stream.host.name}'s live stream`}>
      <Screen>
        <LiveVideo stream={video} muted={false} label={t`Live video`} />
        {!playing && (
          <Waiting role="status" style={{ position: 'absolute' }}>
            <Trans>Connecting to the live stream…</Trans>
          </Waiting>
        )}
        <Overlay>
          <Badges>
            <LiveBadge>{stream.paid ? '$LIVE' : 'LIVE'}</LiveBadge>
            <Pill role="status">
              <Plural value={viewers} one="# viewer" other="# viewers" />
            </Pill>
            <Pill>{stream.host.name}</Pill>
          </Badges>
          <h2>{stream.title}</h2>
          {stream.description && <p>{stream.description}</p>}
          <GoalProgress tips={tips} />
          {tips.menu.length > 0 && (
            <Suspense fallback={<TipMenu menu={tips.menu} />}>
              <ViewerTipMenu streamId={stream.id} menu={tips.menu} />
            </Suspense>
          )}
        </Overlay>
        {/* Their machines load on the first open: the popover waits in its own place, the video plays on. */}
        <Suspense
          fallback={
            <Popover role="status">
              <Loading label={t`Loading...`} />
            </Popover>
          }
        >
          {open === 'tip' && <TipPopover streamId={stream.id} onClose={() => setOpen(null)} />}
          {open === 'gift' && <GiftPopover streamId={stream.id} hostId={stream.hostId} onClose={() => setOpen(null)} />}
        </Suspense>
        <Controls>
          <Button type="button" variant="secondary" aria-expanded={open === 'tip'} onClick={() => setOpen(open === 'tip' ? null : 'tip')}>
            <Trans>Tip</Trans>
          </Button>
          <Button
            type="button"
            variant="secondary"
            aria-expanded={open === 'gift'}
            onClick={() => setOpen(open === 'gift' ? null : 'gift')}
          >
            <GiftIcon width={18} height={18} />
            <Trans>Gift</Trans>
          </Button>
          <Button type="button" variant="danger" onClick={onLeave}>
            <Trans>Leave</Trans>
          </Button>
        </Controls>
      </Screen>
      <LiveChat lines={lines} onSend={(text) => actor.send({ type: 'live.chat', text })} />
    </Stage>
  );
}

/** /live/:streamId: a stream opened from a bubble, a link or a notification, through the join. */
export function WatchLivePage({ streamId }: { streamId: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const actor = useLiveViewer(streamId);
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const phase = useSelector(actor, (snapshot) =>
    snapshot.matches('watching') ? 'watching' : snapshot.matches('joining') ? 'joining' : snapshot.matches('failed') ? 'failed' : 'loading',
  );
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const join = useSelector(actor, (snapshot) => snapshot.children.join as PaidLiveJoinActor | undefined);
  const leave = () => actor.send({ type: 'live.leave' });
  useEffect(() => {
    if (done) navigate('/home', { replace: true });
  }, [done, navigate]);
  if (done) return null;
  if (phase === 'watching') return <ViewerStage actor={actor} onLeave={leave} />;
  if (phase === 'joining' && join) return <JoinStep actor={join} onLeave={leave} />;
  if (phase === 'failed') return <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'live.retry' })} />;
  return <Loading label={t`Opening the live stream…`} />;
}

function JoinStep({ actor, onLeave }: { actor: PaidLiveJoinActor; onLeave(): void }) {
  return <JoinDialog actor={actor} balance={useBalance()} onLeave={onLeave} />;
}

/** The join as its machine's state says: the pay modal until paid or given up. */
export function JoinDialog({ actor, balance, onLeave }: { actor: PaidLiveJoinActor; balance: number | null; onLeave(): void }) {
  const { t } = useLingui();
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  if (phase === 'confirming' || phase === 'short' || phase === 'paying' || phase === 'failed')
    return <PayModal actor={actor} balance={balance} onLeave={onLeave} />;
  return <Loading label={t`Opening the live stream…`} />;
}
