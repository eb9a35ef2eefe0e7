import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { shownImage, type StoryPlaybackActor } from '../../app/stories';
import { Avatar } from '../ui/Avatar';
import { ChevronLeftIcon, ChevronRightIcon, TrashIcon } from '../ui/icons';
import { RelativeTime } from '../ui/RelativeTime';
import { theme } from '../ui/theme';
import { IMAGE_WIDTHS, widthSrcSet } from '../ui/widths';

const Dialog = styled.dialog({
  width: '100vw',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  margin: 0,
  padding: 0,
  border: 0,
  background: '#0b0f19',
  color: '#fff',
  '&:not([open])': { display: 'none' },
  '&::backdrop': { background: '#0b0f19' },
});

/** The story's frame: a phone's shape on a wide screen, the whole screen on a phone. */
const Frame = styled.div({
  position: 'relative',
  height: '100%',
  maxWidth: 'min(480px, 100vw)',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  userSelect: 'none',
  touchAction: 'manipulation',
});

const Top = styled.div({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  zIndex: 2,
  padding: '10px 12px 24px',
  background: 'linear-gradient(rgb(0 0 0 / 0.55), transparent)',
});

const Bars = styled.ol({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 4 });
const Bar = styled.li({ flex: 1, height: 3, borderRadius: 2, background: 'rgb(255 255 255 / 0.35)', overflow: 'hidden' });
const Fill = styled.span({ display: 'block', height: '100%', background: '#fff' });

const Head = styled.div({ display: 'flex', alignItems: 'center', gap: 10, marginTop: 10 });
const Who = styled.div({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1, lineHeight: 1.25 });
const Name = styled.span({ fontWeight: 700, fontSize: 15, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const When = styled.span({ fontSize: 13, color: 'rgb(255 255 255 / 0.8)' });

const IconButton = styled.button({
  border: 0,
  background: 'rgb(0 0 0 / 0.35)',
  color: '#fff',
  minWidth: 40,
  height: 40,
  borderRadius: theme.radius.pill,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  padding: '0 10px',
  fontWeight: 600,
  fontSize: 14,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { background: 'rgb(0 0 0 / 0.55)' },
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
  '&:disabled': { opacity: 0.6, cursor: 'progress' },
});

/** How wide a story is drawn: its panel, `min(480px, 100vw)`. */
export const STORY_IMAGE_SIZES = '(max-width: 480px) 100vw, 480px';

const Picture = styled.img({ width: '100%', height: '100%', objectFit: 'contain', display: 'block', pointerEvents: 'none' });
const Stage = styled.div({
  position: 'relative',
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
});

/** Each half of the picture: a tap moves, a press holds. */
const Half = styled.button<{ side: 'left' | 'right' }>(({ side }) => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  [side]: 0,
  width: '50%',
  zIndex: 1,
  border: 0,
  background: 'none',
  color: '#fff',
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: side === 'left' ? 'flex-start' : 'flex-end',
  padding: '0 6px',
  '& svg': { opacity: 0, transition: 'opacity 120ms', filter: 'drop-shadow(0 1px 2px rgb(0 0 0 / 0.6))', width: 34, height: 34 },
  '&:hover svg, &:focus-visible svg': { opacity: 1 },
  '&:focus-visible': { outline: '3px solid rgb(255 255 255 / 0.8)', outlineOffset: -3 },
}));

/** A press longer than this holds the story; a shorter one is a tap. */
const TAP_MS = 250;

/**
 * The story viewer (spec §2): full screen, per-image progress, owner-only Delete, previous/next/close by
 * buttons and keys; pauses while pressed or the tab is hidden.
 */
export function StoryViewer({ player }: { player: StoryPlaybackActor }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const shown = useSelector(player, (snapshot) => shownImage(snapshot.context));
  const imageIndex = useSelector(player, (snapshot) => snapshot.context.imageIndex);
  const progress = useSelector(player, (snapshot) => snapshot.context.progress);
  const own = useSelector(player, (snapshot) => shownImage(snapshot.context)?.person.user.id === snapshot.context.viewerId);
  const deleting = useSelector(player, (snapshot) => snapshot.matches({ showing: 'deleting' }));
  const paused = useSelector(player, (snapshot) => snapshot.matches({ showing: 'paused' }));
  const pressedAt = useRef(0);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      player.send({ type: 'story.close' });
    };
    const onVisibility = () => player.send({ type: document.hidden ? 'story.hidden' : 'story.visible' });
    dialog.addEventListener('cancel', onCancel);
    document.addEventListener('visibilitychange', onVisibility);
    onVisibility();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      document.removeEventListener('visibilitychange', onVisibility);
      dialog.close();
    };
  }, [player]);

  if (!shown) return null;
  const { person, image } = shown;
  const name = `${person.user.firstName} ${person.user.lastName}`.trim() || person.user.username;

  const press = () => {
    pressedAt.current = Date.now();
    player.send({ type: 'story.hold' });
  };
  const lift = (move: 'story.next' | 'story.previous') => {
    const tapped = Date.now() - pressedAt.current < TAP_MS;
    player.send({ type: 'story.release' });
    if (tapped) player.send({ type: move });
  };

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      data-paused={paused}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') player.send({ type: 'story.next' });
        else if (event.key === 'ArrowLeft') player.send({ type: 'story.previous' });
        else return;
        event.preventDefault();
      }}
    >
      <Frame>
        <Top>
          <Bars aria-label={t`Image ${imageIndex + 1} of ${person.images.length}`}>
            {person.images.map((item, index) => (
              <Bar key={item.id} aria-hidden="true">
                <Fill
                  style={{ width: `${index < imageIndex ? 100 : index === imageIndex ? progress : 0}%` }}
                  data-progress={index === imageIndex ? progress : undefined}
                />
              </Bar>
            ))}
          </Bars>
          <Head>
            <Avatar firstName={person.user.firstName} lastName={person.user.lastName} photo={person.user.profilePhoto} size={38} />
            <Who>
              <Name id={titleId}>{name}</Name>
              <When>
                <RelativeTime iso={image.createdAt} />
              </When>
            </Who>
            {own && (
              <IconButton type="button" onClick={() => player.send({ type: 'story.delete' })} disabled={deleting}>
                <TrashIcon width={18} height={18} />
                <Trans>Delete</Trans>
              </IconButton>
            )}
            <IconButton type="button" aria-label={t`Close`} onClick={() => player.send({ type: 'story.close' })}>
              <span aria-hidden="true" style={{ fontSize: 26, lineHeight: 1 }}>
                ×
              </span>
            </IconButton>
          </Head>
        </Top>
        <Stage>
          <Picture
            key={image.id}
            src={image.url}
            srcSet={widthSrcSet(image.url, IMAGE_WIDTHS)}
            sizes={STORY_IMAGE_SIZES}
            alt={t`Story by ${name}`}
            draggable={false}
          />
          <Half
            type="button"
            side="left"
            aria-label={t`Previous`}
            onPointerDown={press}
            onPointerUp={() => lift('story.previous')}
            onPointerCancel={() => player.send({ type: 'story.release' })}
            onClick={(event) => event.detail === 0 && player.send({ type: 'story.previous' })}
          >
            <ChevronLeftIcon />
          </Half>
          <Half
            type="button"
            side="right"
            aria-label={t`Next`}
            onPointerDown={press}
            onPointerUp={() => lift('story.next')}
            onPointerCancel={() => player.send({ type: 'story.release' })}
            onClick={(event) => event.detail === 0 && player.send({ type: 'story.next' })}
          >
            <ChevronRightIcon />
          </Half>
        </Stage>
      </Frame>
    </Dialog>
  );
}
