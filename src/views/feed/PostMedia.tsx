import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ImgHTMLAttributes, type KeyboardEvent } from 'react';
import { usePostActions, type Post } from '../../app/posts';
import { useCoinDollars } from '../../app/wallet';
import { coinsWithMoney } from '../wallet/moneyFields';
import { PollView } from '../post/PollView';
import { Button } from '../ui/Button';
import { ChevronLeftIcon, ChevronRightIcon, CoinIcon, LockIcon, PauseIcon, PlayIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';
import { theme } from '../ui/theme';
import { StreamingVideo } from '../ui/StreamingVideo';
import { IMAGE_WIDTHS, widthSrcSet } from '../ui/widths';
import type { ImageSource } from '../../app/posts';
import { aspectOf, FEED_IMAGE_SIZES } from './media';

/** Spec §9: the audio progress moves once a second. */
const AUDIO_TICK_MS = 1000;

// The media's own shape, as wide as the column unless that would make it taller than --media-max-height (a modal
// sets it by the window): narrower then, centred, so the picture fills its frame without bars.
const Frame = styled.div<{ ratio: number }>(({ ratio }) => ({
  position: 'relative',
  width: `min(100%, calc(var(--media-max-height, 640px) * ${ratio}))`,
  marginInline: 'auto',
  aspectRatio: String(ratio),
  background: '#0f172a',
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  '& > picture': { display: 'contents' },
  '& > img, & > video, & > picture > img': { width: '100%', height: '100%', objectFit: 'contain', display: 'block' },
}));

const NavButton = styled.button({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: 0,
  background: 'rgb(255 255 255 / 0.85)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.35, cursor: 'default' },
});

const Dots = styled.div({
  position: 'absolute',
  bottom: 10,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: 6,
  '& button': {
    width: 10,
    height: 10,
    padding: 0,
    borderRadius: '50%',
    border: '1px solid #fff',
    background: 'rgb(255 255 255 / 0.4)',
    cursor: 'pointer',
  },
  '& button[aria-current="true"]': { background: '#fff' },
});

/** How a picture loads: the first screen's lead picture (its LCP) at once and first, the others as they near the viewport. */
export const pictureLoading = (firstOnScreen: boolean) =>
  firstOnScreen ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);

/**
 * An image with its widths per format (AVIF, then WebP) for the browser to pick the one `sizes` needs on this screen;
 * the original as the fallback <img>, which keeps the loading attributes (they rule the <picture>'s choice too).
 */
export function ResponsiveImage({
  sources,
  sizes = FEED_IMAGE_SIZES,
  src,
  ...img
}: { sources: ImageSource[]; sizes?: string } & ImgHTMLAttributes<HTMLImageElement>) {
  if (sources.length === 0) return <img src={src} {...img} />;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {/* React sets an <img>'s src before it joins its <picture>, and a detached <img> fetches it: the fallback's src
          is set once the <img> is in place, where the browser picks from the sources first. */}
      <img {...img} ref={(element) => void (element && src && element.getAttribute('src') !== src && element.setAttribute('src', src))} />
    </picture>
  );
}

/** Several images: a carousel with previous/next, dots and the arrow keys; one image is just the image. */
export function ImageGallery({ post, firstOnScreen = false }: { post: Post; firstOnScreen?: boolean }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const images = post.images;
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return null;
  const ratio = aspectOf(current.width, current.height, aspectOf(post.width, post.height));
  const count = images.length;
  const go = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const position = index + 1;
  return (
    <Frame
      ratio={ratio}
      role={count > 1 ? 'region' : undefined}
      aria-roledescription={count > 1 ? t`carousel` : undefined}
      aria-label={count > 1 ? t`Images of the post` : undefined}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={count > 1 ? onKeyDown : undefined}
    >
      <ResponsiveImage
        key={current.url}
        sources={current.sources}
        src={current.url}
        alt={count > 1 ? t`Image ${position} of ${count}` : t`Post image`}
        width={current.width || undefined}
        height={current.height || undefined}
        {...pictureLoading(firstOnScreen)}
      />
      {count > 1 && (
        <>
          <NavButton type="button" style={{ left: 10 }} aria-label={t`Previous image`} disabled={index === 0} onClick={() => go(index - 1)}>
            <ChevronLeftIcon />
          </NavButton>
          <NavButton
            type="button"
            style={{ right: 10 }}
            aria-label={t`Next image`}
            disabled={index === count - 1}
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon />
          </NavButton>
          <Dots>
            {images.map((image, dot) => {
              const n = dot + 1;
              return (
                <button
                  key={image.url}
                  type="button"
                  aria-label={t`Show image ${n}`}
                  aria-current={dot === index}
                  onClick={() => go(dot)}
                />
              );
            })}
          </Dots>
        </>
      )}
    </Frame>
  );
}

/** An audio post's cover: 96 px beside its controls, 64 on a phone. */
const AUDIO_COVER_SIZES = `${theme.phone.replace('@media ', '')} 64px, 96px`;

const AudioBox = styled.div({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: 14,
  alignItems: 'center',
  padding: 12,
  borderRadius: theme.radius.md,
  background: theme.color.page,
  '& img': { width: 96, height: 96, objectFit: 'cover', borderRadius: theme.radius.sm },
  '& .controls': { display: 'flex', alignItems: 'center', gap: 10 },
  '& progress': { flex: 1, height: 6, accentColor: theme.color.brand },
  '& .time': { fontVariantNumeric: 'tabular-nums', fontSize: 13, color: theme.color.muted },
  [theme.phone]: { gridTemplateColumns: '64px minmax(0, 1fr)', '& img': { width: 64, height: 64 } },
});

const Round = styled.button({
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: 0,
  background: theme.color.brand,
  color: '#fff',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  flex: '0 0 44px',
});

const clock = (seconds: number) => {
  const whole = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** An audio post: its cover, play/pause and a progress bar that moves every second while playing. */
export function AudioPlayer({ post, firstOnScreen = false }: { post: Post; firstOnScreen?: boolean }) {
  const { t } = useLingui();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState({ current: 0, duration: 0 });

  useEffect(() => {
    if (!playing) return;
    const read = () => {
      const element = audio.current;
      if (element) setProgress({ current: element.currentTime, duration: element.duration || 0 });
    };
    const timer = setInterval(read, AUDIO_TICK_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <AudioBox>
      {post.thumbnailUrl ? (
        <img
          src={post.thumbnailUrl}
          srcSet={widthSrcSet(post.thumbnailUrl, IMAGE_WIDTHS)}
          sizes={AUDIO_COVER_SIZES}
          alt={t`Audio cover`}
          {...pictureLoading(firstOnScreen)}
        />
      ) : (
        <span />
      )}
      <div className="controls">
        <Round type="button" aria-label={playing ? t`Pause` : t`Play`} aria-pressed={playing} onClick={toggle}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </Round>
        <progress max={progress.duration || 1} value={progress.current} aria-label={t`Playback progress`} />
        <span className="time">
          {clock(progress.current)} / {clock(progress.duration)}
        </span>
      </div>
      <audio
        ref={audio}
        src={post.mediaUrl ?? undefined}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onLoadedMetadata={(event) => setProgress({ current: 0, duration: event.currentTarget.duration || 0 })}
      />
    </AudioBox>
  );
}

/** A video post: the thumbnail as poster; a teaser (if any) plays in a modal. */
export function VideoPlayer({ post }: { post: Post }) {
  return (
    <Frame ratio={aspectOf(post.width, post.height, 16 / 9)}>
      <StreamingVideo
        controls
        preload="metadata"
        poster={post.thumbnailUrl ?? post.posterUrl ?? undefined}
        posterWidths={IMAGE_WIDTHS}
        src={post.mediaUrl ?? undefined}
        hls={post.hlsUrl}
      >
        <Trans>Sorry, your browser doesn't support embedded videos.</Trans>
      </StreamingVideo>
    </Frame>
  );
}

export function TeaserButton({ post }: { post: Post }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (!post.teaserUrl) return null;
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        <PlayIcon width={16} height={16} />
        <Trans>Teaser</Trans>
      </Button>
      {open && (
        <Modal title={t`Teaser`} onClose={() => setOpen(false)} wide>
          <video controls autoPlay src={post.teaserUrl} style={{ width: '100%', maxHeight: '70vh', background: '#000' }}>
            <Trans>Sorry, your browser doesn't support embedded videos.</Trans>
          </video>
        </Modal>
      )}
    </>
  );
}

const Locked = styled.div({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: theme.radius.md,
  background: `linear-gradient(135deg, ${theme.color.brandDark}, #334155)`,
  minHeight: 260,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '& > picture': { display: 'contents' },
  '& > img, & > picture > img': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    filter: 'blur(18px)',
    transform: 'scale(1.15)',
  },
  '& .lock': {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 12,
    padding: 20,
    color: '#fff',
    textAlign: 'center',
    textShadow: '0 1px 3px rgb(0 0 0 / 0.5)',
    '& svg.big': { width: 40, height: 40 },
    '& p': { margin: 0, fontWeight: 600 },
  },
});

/** Spec §4 Post lock: the blurred preview with a lock; subscribe (subscriber-only) or unlock for its coins (paid). */
export function LockedMedia({ post, firstOnScreen = false }: { post: Post; firstOnScreen?: boolean }) {
  const { t, i18n } = useLingui();
  const actions = usePostActions();
  const ratio = aspectOf(post.width, post.height, 4 / 3);
  const price = post.price;
  // "50 coins (~$0.50)", as the unlock dialog says it.
  const priced = coinsWithMoney(i18n, price, useCoinDollars());
  const images = post.mediaCount;
  return (
    <Locked style={{ aspectRatio: String(ratio), maxHeight: 520 }}>
      {post.previewUrl && <ResponsiveImage sources={post.previewSources} src={post.previewUrl} alt="" {...pictureLoading(firstOnScreen)} />}
      <div className="lock">
        <LockIcon className="big" aria-label={t`Locked content`} />
        {post.type === 'IMAGE' && images > 1 && <p>{t`${images} images`}</p>}
        {post.payment === 'PAY_PER_VIEW' ? (
          <Button type="button" onClick={() => actions.send({ type: 'post.unlock', post, price })}>
            <CoinIcon width={18} height={18} />
            {t`unlock for ${priced}`}
          </Button>
        ) : (
          <Button type="button" onClick={() => actions.send({ type: 'post.subscribe', post })}>
            {t`subscribe to unlock`}
          </Button>
        )}
        {post.type === 'VIDEO' && <TeaserButton post={post} />}
      </div>
    </Locked>
  );
}

const TextBody = styled.p({ fontSize: 22, lineHeight: 1.4, margin: '4px 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The media area of a post, by type; a locked post shows its lock instead. */
export function PostMedia({ post, firstOnScreen = false }: { post: Post; firstOnScreen?: boolean }) {
  if (post.isLocked) return <LockedMedia post={post} firstOnScreen={firstOnScreen} />;
  switch (post.type) {
    case 'IMAGE':
      return <ImageGallery post={post} firstOnScreen={firstOnScreen} />;
    case 'AUDIO':
      return <AudioPlayer post={post} firstOnScreen={firstOnScreen} />;
    case 'VIDEO':
      return (
        <>
          <VideoPlayer post={post} />
          {post.teaserUrl && (
            <div style={{ marginTop: 8 }}>
              <TeaserButton post={post} />
            </div>
          )}
        </>
      );
    case 'TEXT':
      return <TextBody>{post.description}</TextBody>;
    case 'POLL':
      return <PollView post={post} />;
  }
}
