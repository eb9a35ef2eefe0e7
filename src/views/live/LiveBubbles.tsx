import styled from '@emotion/styled';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useLiveStreams, type LiveStream } from '../../app/live';
import { Avatar } from '../ui/Avatar';
import { theme } from '../ui/theme';

const Row = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: '4px 2px 8px',
  display: 'flex',
  gap: 14,
  overflowX: 'auto',
  '&:empty': { display: 'none' },
});
const Bubble = styled(Link)({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  width: 72,
  textDecoration: 'none',
  color: theme.color.text,
  fontSize: 12,
  '& .ring': {
    position: 'relative',
    padding: 3,
    borderRadius: '50%',
    background: `linear-gradient(135deg, ${theme.color.accent}, #f97316)`,
  },
  '& .ring > span': { border: '2px solid #fff' },
  '& .badge': {
    position: 'absolute',
    left: '50%',
    bottom: -6,
    transform: 'translateX(-50%)',
    background: theme.color.accent,
    color: '#fff',
    fontSize: 10,
    fontWeight: 800,
    padding: '1px 6px',
    borderRadius: 6,
    border: '2px solid #fff',
    whiteSpace: 'nowrap',
  },
  '& .name': { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', marginTop: 4 },
  '&:focus-visible': { outline: `3px solid ${theme.color.brandSoft}`, borderRadius: theme.radius.md },
});

/** The home's words for the bubbles: the home screen's catalog part carries them, so the bubbles load no other. */
export interface LiveBubbleWords {
  label: string;
  describe(stream: LiveStream): string;
}

function LiveBubble({ stream, words }: { stream: LiveStream; words: LiveBubbleWords }) {
  const [first = '', last = ''] = stream.host.name.split(' ');
  const name = stream.host.name;
  return (
    <li>
      <Bubble href={`/live/${stream.id}`} aria-label={words.describe(stream)} data-stream={stream.id}>
        <span className="ring">
          <Avatar firstName={first} lastName={last} photo={stream.host.photo} size={58} />
          <span className="badge">{stream.paid ? '$LIVE' : 'LIVE'}</span>
        </span>
        <span className="name">{name}</span>
      </Bubble>
    </li>
  );
}

/** The live bubbles of the home strip (spec §2): an avatar with a LIVE ring, paid ones marked $LIVE; a click opens the stream. */
export function LiveBubbles({ words }: { words: LiveBubbleWords }) {
  const actor = useLiveStreams();
  const streams = useSelector(actor, (snapshot) => snapshot.context.streams);
  if (streams.length === 0) return null;
  return (
    <Row aria-label={words.label}>
      {streams.map((stream) => (
        <LiveBubble key={stream.id} stream={stream} words={words} />
      ))}
    </Row>
  );
}
