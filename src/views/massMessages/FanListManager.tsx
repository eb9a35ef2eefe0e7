import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useFanList, type Fan } from '../../app/massMessages';
import { ListStatus, LoadMoreWhenVisible } from '../feed/FeedStatus';
import { Input } from '../ui/Field';
import { PersonLine } from '../ui/PersonLine';
import { theme } from '../ui/theme';

const Fans = styled.ul({
  listStyle: 'none',
  margin: '12px 0 0',
  padding: 0,
  display: 'grid',
  gap: 4,
  maxHeight: '55vh',
  overflowY: 'auto',
});
const FanRow = styled.li({
  '& label': {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    padding: '6px 4px',
    borderRadius: theme.radius.sm,
    cursor: 'pointer',
    '&:hover': { background: theme.color.page },
  },
  '& input': { width: 20, height: 20, accentColor: theme.color.brand, flex: 'none' },
  '& .tag': { fontSize: 12, color: theme.color.brand, fontWeight: 600, whiteSpace: 'nowrap' },
});

function FanLine({ fan, busy, onToggle }: { fan: Fan; busy: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  return (
    <FanRow>
      <label>
        <input
          type="checkbox"
          checked={fan.inList}
          disabled={busy}
          onChange={onToggle}
          aria-label={t`In the list: ${fan.firstName} ${fan.lastName}`}
        />
        <PersonLine person={fan} size={32} />
        {fan.subscribed && <span className="tag">{t`Subscriber`}</span>}
      </label>
    </FanRow>
  );
}

/** One list's members to tick and untick among the creator's followers and subscribers, searched by name. */
export function FanListManager({ listId }: { listId: string }) {
  const { t } = useLingui();
  const actor = useFanList(listId);
  const fans = useSelector(actor, (snapshot) => snapshot.context.fans);
  const search = useSelector(actor, (snapshot) => snapshot.context.search);
  const phase = useSelector(actor, (snapshot) => String(snapshot.value.fans));
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const changing = useSelector(actor, (snapshot) => snapshot.context.changing);
  return (
    <div>
      <p style={{ margin: '0 0 10px', color: theme.color.muted, fontSize: 14 }}>
        <Trans>Tick the followers and subscribers who belong in this list.</Trans>
      </p>
      <Input
        type="search"
        aria-label={t`Search your fans`}
        placeholder={t`Search your fans`}
        value={search}
        onChange={(event) => actor.send({ type: 'fans.search', value: event.target.value })}
      />
      {fans.length > 0 && (
        <Fans aria-label={t`Your fans`}>
          {fans.map((fan) => (
            <FanLine key={fan.id} fan={fan} busy={changing !== null} onToggle={() => actor.send({ type: 'fans.toggle', id: fan.id })} />
          ))}
          {phase === 'ready' && <LoadMoreWhenVisible feed={actor} />}
        </Fans>
      )}
      <ListStatus
        phase={phase === 'typing' ? 'loading' : phase}
        failure={failure}
        count={fans.length}
        empty={<p role="status">{search.trim() ? t`Nobody by that name among your fans` : t`No followers or subscribers yet`}</p>}
        onRetry={() => actor.send({ type: 'feed.retry' })}
      />
    </div>
  );
}
