import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LiveChatLine } from '../../app/live';
import { Avatar } from '../ui/Avatar';
import { theme } from '../ui/theme';

/** A full-screen layer over the app: the host's and the audience's views. */
export const Stage = styled.section({
  position: 'fixed',
  inset: 0,
  zIndex: 80,
  background: '#020617',
  color: '#fff',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 340px',
  [theme.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'minmax(0, 1fr) 42%' },
});

export const Screen = styled.div({
  position: 'relative',
  minHeight: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: '#000',
  '& video': { width: '100%', height: '100%', objectFit: 'contain', background: '#000' },
});

/** The title, description and counters over the video. */
export const Overlay = styled.div({
  position: 'absolute',
  left: 0,
  right: 0,
  top: 0,
  padding: '14px 16px 28px',
  background: 'linear-gradient(rgb(0 0 0 / 0.7), transparent)',
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  '& h2': { margin: 0, fontSize: 19, overflowWrap: 'anywhere' },
  '& p': { margin: 0, fontSize: 14, opacity: 0.9, overflowWrap: 'anywhere', maxHeight: '4.5em', overflow: 'hidden' },
});

export const Badges = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', fontSize: 13 });
export const LiveBadge = styled.span({
  background: theme.color.accent,
  color: '#fff',
  fontWeight: 800,
  letterSpacing: 0.5,
  padding: '2px 8px',
  borderRadius: 6,
});
export const Pill = styled.span({ background: 'rgb(255 255 255 / 0.16)', padding: '2px 10px', borderRadius: theme.radius.pill });

/** The controls under the video. */
export const Controls = styled.div({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: 12,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  justifyContent: 'center',
  background: 'linear-gradient(transparent, rgb(0 0 0 / 0.7))',
  [theme.phone]: { padding: 8, gap: 6, '& button': { minHeight: 38, padding: '0 12px', fontSize: 14 } },
});

export const Waiting = styled.p({ margin: 0, color: 'rgb(255 255 255 / 0.8)', textAlign: 'center', padding: 24 });

/** A MediaStream in a video element (muted for the host's own preview). */
export function LiveVideo({ stream, muted, label }: { stream: MediaStream | null; muted: boolean; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} data-live-video={muted ? 'local' : 'remote'} />;
}

const Panel = styled.aside({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  background: '#0f172a',
  borderLeft: '1px solid rgb(255 255 255 / 0.08)',
  '& h3': { margin: 0, padding: '12px 14px', fontSize: 15, borderBottom: '1px solid rgb(255 255 255 / 0.08)' },
});
const Lines = styled.ol({
  listStyle: 'none',
  margin: 0,
  padding: '8px 12px',
  flex: 1,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  '& li': { display: 'flex', gap: 8, alignItems: 'flex-start', fontSize: 14 },
  '& li > div': { minWidth: 0, overflowWrap: 'anywhere' },
  '& strong': { display: 'block', fontSize: 13, color: '#99f6e4' },
  '& li[data-kind="tip"] > div': { background: 'rgb(225 29 72 / 0.25)', borderRadius: 10, padding: '4px 8px' },
  '& img.gift': { width: 48, height: 48, display: 'block', marginTop: 4 },
  '& q.note': { display: 'block', marginTop: 4, fontStyle: 'italic', quotes: 'none' },
});
const Empty = styled.p({ margin: 'auto', color: 'rgb(255 255 255 / 0.6)', fontSize: 14, textAlign: 'center', padding: 16 });
const Composer = styled.form({
  display: 'flex',
  gap: 8,
  padding: 10,
  borderTop: '1px solid rgb(255 255 255 / 0.08)',
  '& input': {
    flex: 1,
    minWidth: 0,
    minHeight: 42,
    borderRadius: theme.radius.pill,
    border: '1px solid rgb(255 255 255 / 0.2)',
    background: 'rgb(255 255 255 / 0.08)',
    color: '#fff',
    padding: '0 14px',
  },
  '& input:focus': { outline: `2px solid ${theme.color.brandSoft}` },
});

/** One chat line: a text, or a tip or gift with its coins and sticker. */
function Line({ line }: { line: LiveChatLine }) {
  const { i18n } = useLingui();
  const [first = '', last = ''] = line.userName.split(' ');
  const coins = i18n.number(line.coins);
  return (
    <li data-kind={line.kind}>
      <Avatar firstName={first} lastName={last} photo={line.profilePic} size={28} />
      <div>
        <strong>{line.userName}</strong>
        {line.kind === 'tip' ? (
          <span>
            {/* The server's English words are not shown: the line is written in the reader's language. */}
            {line.media ? (
              <Trans>sent a gift worth {coins} coins</Trans>
            ) : line.menuItem ? (
              <Trans>
                tipped {coins} for {line.menuItem}
              </Trans>
            ) : (
              <Trans>tipped {coins} coins</Trans>
            )}
            {line.media && <img className="gift" src={line.media} alt="" />}
            {line.note && <q className="note">{line.note}</q>}
          </span>
        ) : (
          <span>{line.text}</span>
        )}
      </div>
    </li>
  );
}

/** Live Comments (spec §2): the lines, newest at the bottom, and the input (Enter sends; an empty one is not sent). */
export function LiveChat({ lines, onSend }: { lines: LiveChatLine[]; onSend(text: string): void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [lines.length]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onSend(text);
    setText('');
  };
  return (
    <Panel aria-label={t`Live Comments`}>
      <h3>
        <Trans>Live Comments</Trans>
      </h3>
      {lines.length === 0 ? (
        <Empty>
          <Trans>No comments yet. Say hello!</Trans>
        </Empty>
      ) : (
        <Lines ref={list} aria-live="polite">
          {lines.map((line) => (
            <Line key={line.id} line={line} />
          ))}
        </Lines>
      )}
      <Composer onSubmit={submit}>
        <input
          aria-label={t`Live comment`}
          placeholder={t`Enter your message`}
          value={text}
          maxLength={300}
          onChange={(event) => setText(event.target.value)}
        />
      </Composer>
    </Panel>
  );
}

/**
 * Full screen of the stage, following the machine's switch (the browser may refuse: the stage is full-window anyway).
 * When the browser leaves full screen by itself (Escape), `onLeft` brings the switch back in step.
 */
export function useFullScreen(element: HTMLElement | null, on: boolean, onLeft: () => void) {
  useEffect(() => {
    if (!element || typeof document === 'undefined' || !document.fullscreenEnabled) return;
    if (on && !document.fullscreenElement) void element.requestFullscreen?.().catch(() => undefined);
    if (!on && document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    if (!on) return;
    const left = () => {
      if (!document.fullscreenElement) onLeft();
    };
    document.addEventListener('fullscreenchange', left);
    return () => document.removeEventListener('fullscreenchange', left);
  }, [element, on, onLeft]);
}
