import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatMessage, StoredMessage } from '../../app/chat';
import { describeKey } from '../../validation/messages';
import { Button, LinkButton } from '../ui/Button';
import { LockIcon } from '../ui/icons';
import { theme } from '../ui/theme';
import { CoinAmount } from '../wallet/moneyFields';
import { StreamingVideo } from '../ui/StreamingVideo';
import { messageTime } from './time';

const Row = styled.li<{ mine: boolean }>(({ mine }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: mine ? 'flex-end' : 'flex-start',
  gap: 4,
  listStyle: 'none',
}));

const Bubble = styled.div<{ mine: boolean }>(({ mine }) => ({
  maxWidth: 'min(78%, 440px)',
  padding: '9px 13px',
  borderRadius: theme.radius.lg,
  borderBottomRightRadius: mine ? 4 : theme.radius.lg,
  borderBottomLeftRadius: mine ? theme.radius.lg : 4,
  background: mine ? theme.color.brand : theme.color.page,
  color: mine ? '#fff' : theme.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  '& p': { margin: 0 },
}));

const Card = styled.div({
  width: 'min(78%, 320px)',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  padding: 12,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  '& h3': { margin: 0, fontSize: 15 },
  '& p': { margin: 0, color: theme.color.muted, fontSize: 14 },
  // A sticker's short message: the sender's words, quoted under the sticker.
  '& q.note': { margin: 0, fontSize: 15, overflowWrap: 'anywhere', quotes: 'none' },
});

// One picture at a size of its own, several two by two: the bubble wraps them instead of stretching.
const Pictures = styled.div<{ count: number }>(({ count }) => ({
  display: 'grid',
  gridTemplateColumns: count === 1 ? 'minmax(0, 240px)' : 'repeat(2, minmax(0, 160px))',
  gap: 6,
  '& button': { padding: 0, border: 0, background: 'none', cursor: 'zoom-in', borderRadius: theme.radius.sm, overflow: 'hidden' },
  '& img': { display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover' },
}));

const Locked = styled.div({
  position: 'relative',
  borderRadius: theme.radius.sm,
  overflow: 'hidden',
  // A locked video has no preview at all: the veil still needs room.
  minHeight: 160,
  background: theme.color.text,
  '& img': { display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', filter: 'blur(14px)', transform: 'scale(1.1)' },
  '& .veil': {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    background: 'rgb(15 23 42 / 0.35)',
    color: '#fff',
    padding: 10,
  },
  // "Unlock for 25 coins (~$0.25)" on one line where it fits, wrapping as one sentence where it does not.
  '& .veil button': { display: 'inline-block', maxWidth: '100%', textAlign: 'center', whiteSpace: 'normal' },
  '& .veil button > span': { display: 'inline-flex', verticalAlign: 'middle' },
});

const Media = styled.div({
  '& video, & img': {
    display: 'block',
    width: '100%',
    maxHeight: 320,
    borderRadius: theme.radius.sm,
    background: '#000',
    objectFit: 'contain',
  },
  '& button': { padding: 0, border: 0, background: 'none', cursor: 'zoom-in', width: '100%' },
});

const Meta = styled.span({ fontSize: 12, color: theme.color.faint, display: 'flex', gap: 8, alignItems: 'center' });
const Failed = styled.span({ color: theme.color.danger, fontWeight: 600 });

export interface MessageActions {
  /** Opens the unlock popup of a paid media or package message. */
  onUnlock(message: ChatMessage): void;
  onOpenPackage(packageId: number): void;
  onEnlarge(url: string): void;
  onRetry(clientId: string): void;
}

/** A paid media message's image or video, opened: a click enlarges an image. */
function OpenMedia({ message, onEnlarge }: { message: ChatMessage; onEnlarge(url: string): void }) {
  const { t } = useLingui();
  const [picture] = message.pictures;
  if (message.media?.type === 'VIDEO') {
    return (
      <Media>
        <StreamingVideo
          controls
          preload="metadata"
          src={message.media.url}
          hls={message.media.hlsUrl}
          poster={picture?.littleThumbnailUrl}
          aria-label={t`Video`}
        />
      </Media>
    );
  }
  if (!picture) return null;
  return (
    <Media>
      <button type="button" onClick={() => onEnlarge(picture.lightboxImageUrl)} aria-label={t`Enlarge the image`}>
        <img src={picture.littleThumbnailUrl} alt="" />
      </button>
    </Media>
  );
}

/** What a message says, by its kind (spec §2 messages, §4 chat messages). */
function Body({ message, mine, actions }: { message: StoredMessage; mine: boolean; actions: MessageActions }) {
  const { t, i18n } = useLingui();
  switch (message.kind) {
    case 'TEXT':
      return (
        <Bubble mine={mine}>
          {message.pictures.length > 0 && (
            <Pictures count={message.pictures.length}>
              {message.pictures.map((picture) => (
                <button
                  key={picture.lightboxImageUrl}
                  type="button"
                  aria-label={t`Enlarge the image`}
                  onClick={() => actions.onEnlarge(picture.lightboxImageUrl)}
                >
                  <img src={picture.littleThumbnailUrl} alt="" loading="lazy" />
                </button>
              ))}
            </Pictures>
          )}
          {message.content && <p>{message.content}</p>}
        </Bubble>
      );
    case 'VIDEO':
      return (
        <Bubble mine={mine}>
          <Media>
            <StreamingVideo
              controls
              preload="metadata"
              src={message.media?.url}
              hls={message.media?.hlsUrl}
              poster={message.pictures[0]?.littleThumbnailUrl}
              aria-label={t`Video`}
            />
          </Media>
          {message.content && <p>{message.content}</p>}
        </Bubble>
      );
    case 'PAID_MEDIA':
      return (
        <Card data-kind="paid-media">
          {message.isLocked ? (
            <Locked>
              {message.pictures[0] && <img src={message.pictures[0].littleThumbnailUrl} alt="" />}
              <div className="veil">
                <LockIcon width={28} height={28} aria-hidden="true" />
                <Button type="button" onClick={() => actions.onUnlock(message)}>
                  <Trans>
                    Unlock for <CoinAmount coins={message.coins ?? 0} price />
                  </Trans>
                </Button>
              </div>
            </Locked>
          ) : (
            <OpenMedia message={message} onEnlarge={actions.onEnlarge} />
          )}
          <p>
            {mine ? (
              message.isPaid ? (
                <Trans>
                  Paid media, <CoinAmount coins={message.coins ?? 0} />: unlocked
                </Trans>
              ) : (
                <Trans>
                  Paid media, <CoinAmount coins={message.coins ?? 0} />
                </Trans>
              )
            ) : (
              <Trans>Paid media</Trans>
            )}
          </p>
        </Card>
      );
    case 'PAID_PACKAGE': {
      const counts = message.packageCounts ?? { images: 0, audio: 0, videos: 0 };
      const packageId = Number(message.packageId);
      return (
        <Card data-kind="package">
          <h3>{message.packageTitle ?? t`Package`}</h3>
          <p>
            <Trans>
              {counts.images} images, {counts.audio} audio, {counts.videos} videos
            </Trans>
          </p>
          <p>
            <CoinAmount coins={message.coins ?? 0} price={!mine && message.isLocked} />
          </p>
          {mine ? (
            <Button type="button" variant="secondary" onClick={() => actions.onOpenPackage(packageId)}>
              <Trans>View package</Trans>
            </Button>
          ) : message.isLocked ? (
            <Button type="button" onClick={() => actions.onUnlock(message)}>
              <LockIcon width={16} height={16} aria-hidden="true" />
              <Trans>Unlock</Trans>
            </Button>
          ) : (
            <Button type="button" variant="secondary" onClick={() => actions.onOpenPackage(packageId)}>
              <Trans>Open</Trans>
            </Button>
          )}
        </Card>
      );
    }
    case 'COIN_TRANSFER':
      return (
        <Card data-kind="transfer">
          <h3>{i18n._(mine ? describeKey('transferSent') : describeKey('transferReceived'))}</h3>
          <p>
            <CoinAmount coins={message.coins ?? 0} />
          </p>
        </Card>
      );
    case 'STICKER':
      return (
        <Card data-kind="sticker">
          {message.media && <img src={message.media.url} alt={t`Sticker`} width={96} height={96} />}
          {message.coins !== null && (
            <p>
              <CoinAmount coins={message.coins} />
            </p>
          )}
          {message.note && <q className="note">{message.note}</q>}
        </Card>
      );
  }
}

/**
 * One message of the thread: its body, its time, and for the viewer's own a sending state or a retry; the
 * viewer's latest sent one says whether the partner has seen it (read receipts).
 */
export function MessageItem({
  message,
  mine,
  actions,
  receipt = null,
}: {
  message: StoredMessage;
  mine: boolean;
  actions: MessageActions;
  receipt?: 'seen' | 'sent' | null;
}) {
  const { i18n } = useLingui();
  return (
    <Row mine={mine} data-message-id={message.id} data-status={message.status}>
      <Body message={message} mine={mine} actions={actions} />
      <Meta>
        <time dateTime={message.date}>{messageTime(i18n, message.date)}</time>
        {receipt && (
          <span className="receipt" data-receipt={receipt}>
            {receipt === 'seen' ? <Trans>Seen</Trans> : <Trans>Sent</Trans>}
          </span>
        )}
        {message.status === 'sending' && <Trans>Sending...</Trans>}
        {message.status === 'failed' && message.clientId && (
          <>
            <Failed role="alert">
              <Trans>Not sent</Trans>
            </Failed>
            <LinkButton type="button" onClick={() => actions.onRetry(message.clientId!)}>
              <Trans>Retry</Trans>
            </LinkButton>
          </>
        )}
      </Meta>
    </Row>
  );
}
