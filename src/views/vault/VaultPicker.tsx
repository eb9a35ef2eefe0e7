import styled from '@emotion/styled';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useRef } from 'react';
import { pickerTabs, useVaultPicker, type VaultItem, type VaultKind, type VaultPickerActor } from '../../app/posts';
import { ListStatus, LoadMoreWhenVisible } from '../feed/FeedStatus';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { EmptyState, Loading } from '../ui/Surface';
import { PillTabs } from '../ui/Tabs';
import { theme } from '../ui/theme';
import { atWidth } from '../ui/widths';

/** What a caller of the "From vault" dialog says: the kinds it takes, how many more it has room for, what it does with them. */
export interface VaultPickerProps {
  kinds: readonly VaultKind[];
  /** How many items the caller still has room for (at least 1). */
  max: number;
  /** Add: the chosen items, in the order they were chosen. */
  onPicked(items: VaultItem[]): void;
  onCancel(): void;
}

const Grid = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  [theme.phone]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: 6 },
});
const Tile = styled.button({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  padding: 0,
  border: `2px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  background: '#0f172a',
  cursor: 'pointer',
  color: '#fff',
  font: 'inherit',
  '& img, & video': { width: '100%', height: '100%', objectFit: 'cover', display: 'block', pointerEvents: 'none' },
  '&[aria-pressed="true"]': { borderColor: theme.color.brand, boxShadow: `0 0 0 3px ${theme.color.brandSoft}` },
  '&:focus-visible': { outline: `3px solid ${theme.color.brand}`, outlineOffset: 2 },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
});
const Mark = styled.span({
  position: 'absolute',
  top: 6,
  right: 6,
  minWidth: 24,
  height: 24,
  padding: '0 6px',
  borderRadius: theme.radius.pill,
  background: theme.color.brand,
  color: '#fff',
  fontSize: 13,
  fontWeight: 700,
  display: 'grid',
  placeItems: 'center',
});
const KindBadge = styled.span({
  position: 'absolute',
  left: 6,
  bottom: 6,
  padding: '2px 8px',
  borderRadius: theme.radius.pill,
  background: 'rgb(15 23 42 / 0.7)',
  fontSize: 12,
});
const SoundMark = styled.span({ fontSize: 34, lineHeight: 1 });
const Footer = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 10,
  flexWrap: 'wrap',
  marginTop: 14,
  // Add and Cancel stay in reach while a long vault scrolls under them (the dialog's body pads 18).
  position: 'sticky',
  bottom: -18,
  marginBottom: -18,
  padding: '12px 0 18px',
  background: theme.color.surface,
  borderTop: `1px solid ${theme.color.border}`,
  '& .count': { color: theme.color.muted, fontSize: 14 },
  '& .buttons': { display: 'flex', gap: 8, marginLeft: 'auto' },
});
const Note = styled.p({ margin: '8px 0 0', color: theme.color.danger, fontSize: 13 });

function PickerTile({ actor, item, order }: { actor: VaultPickerActor; item: VaultItem; order: number }) {
  const { t, i18n } = useLingui();
  const kindLabel: Record<VaultKind, string> = { IMAGE: t`Image`, VIDEO: t`Video`, AUDIO: t`Audio` };
  const added = i18n.date(item.createdAt, { dateStyle: 'medium' });
  const chosen = order > 0;
  return (
    <li>
      <Tile
        type="button"
        data-vault-pick={item.key}
        aria-pressed={chosen}
        aria-label={t`${kindLabel[item.kind]} added ${added}`}
        onClick={() => actor.send({ type: 'picker.toggle', item })}
      >
        {item.kind === 'IMAGE' && <img src={atWidth(item.url, 320)} alt="" loading="lazy" />}
        {item.kind === 'VIDEO' && <video src={item.url} preload="metadata" muted tabIndex={-1} />}
        {item.kind === 'AUDIO' && <SoundMark aria-hidden="true">♪</SoundMark>}
        {item.kind !== 'IMAGE' && <KindBadge aria-hidden="true">{kindLabel[item.kind]}</KindBadge>}
        {chosen && <Mark aria-hidden="true">{order}</Mark>}
      </Tile>
    </li>
  );
}

function PickerBody({ kinds, max, onPicked, onCancel }: VaultPickerProps) {
  const { t } = useLingui();
  const actor = useVaultPicker(kinds, max);
  const items = useSelector(actor, (snapshot) => snapshot.context.items);
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  const offered = useSelector(actor, (snapshot) => snapshot.context.kinds);
  const selected = useSelector(actor, (snapshot) => snapshot.context.selected);
  const full = useSelector(actor, (snapshot) => snapshot.context.full);
  const room = useSelector(actor, (snapshot) => snapshot.context.max);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const list = useSelector(actor, (snapshot) => (snapshot.matches('browsing') ? String(Object.values(snapshot.value)[0]) : 'done'));
  const status = useSelector(actor, (snapshot) => snapshot.status);
  const picked = useSelector(actor, (snapshot) => snapshot.matches('picked'));
  const answer = useRef({ onPicked, onCancel });
  useEffect(() => {
    answer.current = { onPicked, onCancel };
  }, [onPicked, onCancel]);
  // The machine's end is the caller's answer: the items chosen, or nothing.
  useEffect(() => {
    if (status !== 'done') return;
    if (picked) answer.current.onPicked(actor.getSnapshot().output ?? []);
    else answer.current.onCancel();
  }, [status, picked, actor]);
  const tabLabel = (choice: VaultKind | null) =>
    choice === null ? t`All` : choice === 'IMAGE' ? t`Images` : choice === 'VIDEO' ? t`Videos` : t`Audio`;
  const tabs = pickerTabs(offered);
  const order = (item: VaultItem) => selected.findIndex((each) => each.key === item.key) + 1;
  const count = selected.length;
  return (
    <>
      {tabs.length > 1 && (
        <PillTabs role="tablist" aria-label={t`Media kind`}>
          {tabs.map((choice) => (
            <button
              key={choice ?? 'all'}
              type="button"
              role="tab"
              aria-selected={kind === choice}
              onClick={() => actor.send({ type: 'picker.filter', kind: choice })}
            >
              {tabLabel(choice)}
            </button>
          ))}
        </PillTabs>
      )}
      {items.length > 0 && (
        <Grid aria-label={t`Your vault`}>
          {items.map((item) => (
            <PickerTile key={item.key} actor={actor} item={item} order={order(item)} />
          ))}
        </Grid>
      )}
      {list === 'ready' && <LoadMoreWhenVisible feed={actor} />}
      <ListStatus
        phase={list}
        failure={failure}
        count={items.length}
        onRetry={() => actor.send({ type: 'feed.retry' })}
        empty={
          <EmptyState title={t`Nothing here in your vault yet`}>
            <Trans>Media you upload for posts, messages and packages shows here, and so does what you upload to the vault.</Trans>
          </EmptyState>
        }
      />
      {full && (
        <Note role="alert">
          <Plural value={room} one="You can add # item here" other="You can add up to # items here" />
        </Note>
      )}
      <Footer>
        <span className="count" aria-live="polite">
          <Plural value={count} _0="Nothing chosen" one="# chosen" other="# chosen" />
        </span>
        <div className="buttons">
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'picker.cancel' })}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" disabled={count === 0} onClick={() => actor.send({ type: 'picker.add' })}>
            <Trans>Add</Trans>
          </Button>
        </div>
      </Footer>
    </>
  );
}

/**
 * The "From vault" dialog (decision 0050): the viewer's vault as thumbnails, a tab per kind the caller takes, one or
 * several chosen (up to `max`), Add or Cancel. Self-contained: the caller makes its own copies of what is chosen.
 */
export function VaultPicker(props: VaultPickerProps) {
  const { t } = useLingui();
  return (
    <Modal title={t`From vault`} onClose={props.onCancel}>
      {/* The picker's machine loads the first time it opens: the dialog shows while it does. */}
      <Suspense fallback={<Loading label={t`Loading...`} />}>
        <PickerBody {...props} />
      </Suspense>
    </Modal>
  );
}
