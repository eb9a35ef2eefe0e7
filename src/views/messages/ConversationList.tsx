import { useSelector } from '@xstate/react';
import { useUserStore } from '../../app/people';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { listedRooms, partnerOf, searchRooms, useChatRooms, useChatStore, useRoomsPhase, type Conversation } from '../../app/chat';
import { CountBadge } from '../notifications/UnreadBadge';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { Input } from '../ui/Field';
import { InboxIcon } from '../ui/icons';
import { EmptyState, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { messageTime } from './time';

const Pane = styled.nav({ display: 'flex', flexDirection: 'column', gap: 10, minHeight: 0 });

const Rooms = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  '& button': {
    width: '100%',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gap: 10,
    alignItems: 'center',
    padding: 10,
    border: 0,
    borderRadius: theme.radius.md,
    background: 'none',
    cursor: 'pointer',
    textAlign: 'left',
    font: 'inherit',
    color: theme.color.text,
  },
  '& button:hover': { background: theme.color.page },
  '& button[aria-current="true"]': { background: theme.color.brandSoft },
  '& .name': { fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .last': { fontSize: 13, color: theme.color.muted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .typing': { color: theme.color.brand, fontStyle: 'normal', fontWeight: 600 },
  '& .side': { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4, fontSize: 12, color: theme.color.faint },
});

/** A room's last message as one line: its words, or what it carried; while the partner types, that. */
function LastLine({ room, me, typing }: { room: Conversation; me: string | null; typing: boolean }) {
  const { t } = useLingui();
  const last = room.lastMessage;
  if (typing)
    return (
      <em className="typing">
        <Trans>typing...</Trans>
      </em>
    );
  if (!last) return <Trans>No messages yet</Trans>;
  const words: Record<typeof last.kind, string> = {
    TEXT: last.content || t`Photo`,
    VIDEO: t`Video`,
    PAID_MEDIA: t`Paid media`,
    PAID_PACKAGE: t`Package`,
    COIN_TRANSFER: last.authorId === me ? t`Coins sent` : t`Coins received`,
    STICKER: t`Sticker`,
  };
  return <>{words[last.kind]}</>;
}

/** The conversation list (spec §2): search by the partner's first and last name, the last message and its time, unread counts. */
export function ConversationList({
  me,
  selected,
  onSelect,
}: {
  me: string | null;
  selected: string | null;
  onSelect(roomId: string): void;
}) {
  const { t, i18n } = useLingui();
  const rooms = useChatRooms();
  const phase = useRoomsPhase();
  const store = useChatStore();
  const [search, setSearch] = useState('');
  const searchId = useId();
  // Blocking is mutual invisibility: a conversation with someone blocked leaves the list at once (the server leaves it out after).
  const people = useSelector(useUserStore(), (snapshot) => snapshot.context.people);
  const typing = useSelector(store, (snapshot) => snapshot.context.typing);
  const shown = useMemo(
    () =>
      searchRooms(listedRooms(rooms), me, search).filter(
        (room) => !room.members.some((member) => member.id !== me && people[member.userId]?.isBlocked),
      ),
    [rooms, me, search, people],
  );
  return (
    <Pane aria-label={t`Conversations`}>
      <label htmlFor={searchId} style={{ fontWeight: 600, fontSize: 14 }}>
        <Trans>Search conversations</Trans>
      </label>
      <Input
        id={searchId}
        type="search"
        value={search}
        placeholder={t`Search by name`}
        onChange={(event) => setSearch(event.target.value)}
      />
      {phase === 'loading' && <Loading label={t`Loading...`} />}
      {phase === 'failed' && (
        <Button type="button" variant="secondary" onClick={() => store.send({ type: 'rooms.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      )}
      {phase === 'ready' && shown.length === 0 && (
        <EmptyState icon={<InboxIcon />} title={search ? t`No conversation matches ${search}` : t`No conversations yet`}>
          {!search && <Trans>Conversations with creators and fans will be listed here.</Trans>}
        </EmptyState>
      )}
      <Rooms>
        {shown.map((room) => {
          const partner = partnerOf(room, me);
          const name = partner ? `${partner.firstName} ${partner.lastName}`.trim() : '';
          return (
            <li key={room.id}>
              <button type="button" aria-current={room.id === selected} data-room={room.id} onClick={() => onSelect(room.id)}>
                <Avatar
                  firstName={partner?.firstName ?? ''}
                  lastName={partner?.lastName ?? ''}
                  photo={partner?.profilePicture ?? null}
                  size={44}
                />
                <span style={{ minWidth: 0 }}>
                  <span className="name" style={{ display: 'block' }}>
                    {name}
                  </span>
                  <span className="last" style={{ display: 'block' }}>
                    <LastLine room={room} me={me} typing={room.id in typing} />
                  </span>
                </span>
                <span className="side">
                  {room.lastMessage && <time dateTime={room.lastMessage.date}>{messageTime(i18n, room.lastMessage.date)}</time>}
                  <CountBadge count={room.unread} testId="room-unread" />
                </span>
              </button>
            </li>
          );
        })}
      </Rooms>
    </Pane>
  );
}
