import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { useChatMe, useChatScreen } from '../../app/chat';
import { MessageIcon } from '../ui/icons';
import { Card, EmptyState, Loading, PageTitle } from '../ui/Surface';
import { theme } from '../ui/theme';
import { ConversationList } from './ConversationList';
import { Thread } from './Thread';

const Split = styled.div({
  display: 'grid',
  gridTemplateColumns: '300px minmax(0, 1fr)',
  gap: 16,
  height: 'calc(100dvh - 190px)',
  minHeight: 420,
  '& > *': { minHeight: 0, minWidth: 0 },
  // The tab bar takes the bottom of a narrow screen: the composer stays above it.
  [theme.narrow]: { height: `calc(100dvh - 190px - ${theme.bar.tabsRoom})` },
  [theme.phone]: {
    gridTemplateColumns: '1fr',
    height: `calc(100dvh - 150px - ${theme.bar.tabsRoom})`,
    // A phone shows the list or the thread: two screens, the thread's back arrow between them.
    '&[data-showing="thread"] > .list, &[data-showing="list"] > .thread': { display: 'none' },
  },
});

function MessagesScreen({ userId }: { userId: string | null }) {
  const { t } = useLingui();
  // The chat store first (it may still be starting): the screen's actor is handed it in its input.
  const me = useChatMe();
  const actor = useChatScreen(userId);
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const roomId = useSelector(actor, (snapshot) => snapshot.context.roomId);
  const showing = phase === 'showing' && roomId && me;
  return (
    <Split data-showing={showing || phase === 'opening' ? 'thread' : 'list'}>
      <div className="list">
        <ConversationList me={me} selected={roomId} onSelect={(id) => actor.send({ type: 'room.select', roomId: id })} />
      </div>
      <div className="thread">
        {phase === 'opening' ? (
          <Loading label={t`Loading...`} />
        ) : showing ? (
          <Thread key={roomId} roomId={roomId} me={me} onBack={() => actor.send({ type: 'room.deselect' })} />
        ) : (
          <EmptyState icon={<MessageIcon />} title={t`no user selected, select a user to start chat`} />
        )}
      </div>
    </Split>
  );
}

/** /messages (spec §2): the conversations and the thread; `?user=` opens (or creates) that person's conversation. */
export function MessagesPage() {
  const { t } = useLingui();
  const userId = new URLSearchParams(useSearch()).get('user');
  return (
    <Card>
      <PageTitle>{t`Messages`}</PageTitle>
      {/* Another person asked for is another screen. */}
      <MessagesScreen key={userId ?? ''} userId={userId} />
    </Card>
  );
}
