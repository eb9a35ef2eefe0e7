import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useVault, type VaultActor, type VaultItem, type VaultKind } from '../../app/posts';
import { ListStatus, LoadMoreWhenVisible } from '../feed/FeedStatus';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { EmptyState, PageTitle } from '../ui/Surface';
import { PillTabs } from '../ui/Tabs';
import { theme } from '../ui/theme';
import { atWidth } from '../ui/widths';

const Bar = styled.div({ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' });
const Intro = styled.p({ margin: '0 0 12px', color: theme.color.muted, fontSize: 14 });
const Grid = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 10,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});
const Tile = styled.li({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  background: theme.color.surface,
});
const Media = styled.div({
  aspectRatio: '1 / 1',
  background: '#0f172a',
  display: 'grid',
  placeItems: 'center',
  '& img, & video': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  '& audio': { width: '92%' },
});
const Footer = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 6,
  padding: '6px 8px',
  fontSize: 12,
  color: theme.color.muted,
});
const Remove = styled.button({
  border: 'none',
  background: 'none',
  color: theme.color.danger,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  padding: '4px 2px',
});
const HiddenInput = styled.input({ display: 'none' });

const KINDS: Array<VaultKind | null> = [null, 'IMAGE', 'VIDEO', 'AUDIO'];
const ACCEPT = '.jpg,.jpeg,.png,.mp4,.mp3,image/jpeg,image/png,video/mp4,audio/mpeg';

function VaultTile({ actor, item }: { actor: VaultActor; item: VaultItem }) {
  const { t, i18n } = useLingui();
  const kindLabel: Record<VaultKind, string> = { IMAGE: t`Image`, VIDEO: t`Video`, AUDIO: t`Audio` };
  const added = i18n.date(item.createdAt, { dateStyle: 'medium' });
  return (
    <Tile data-vault-item={item.key} aria-label={t`${kindLabel[item.kind]} added ${added}`}>
      <Media>
        {item.kind === 'IMAGE' && <img src={atWidth(item.url, 320)} alt="" loading="lazy" />}
        {item.kind === 'VIDEO' && <video src={item.url} preload="metadata" muted controls />}
        {item.kind === 'AUDIO' && <audio src={item.url} preload="none" controls />}
      </Media>
      <Footer>
        <span>
          {kindLabel[item.kind]} · {added}
        </span>
        <Remove type="button" onClick={() => actor.send({ type: 'vault.ask', key: item.key })}>
          <Trans>Delete</Trans>
        </Remove>
      </Footer>
    </Tile>
  );
}

/** /vault: the creator's uploaded images, videos and sounds in one library, by kind, with an upload and a delete. */
export function VaultPage() {
  const { t } = useLingui();
  const actor = useVault();
  const file = useRef<HTMLInputElement>(null);
  const items = useSelector(actor, (snapshot) => snapshot.context.items);
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  const list = useSelector(actor, (snapshot) => snapshot.value.list);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const uploading = useSelector(actor, (snapshot) => snapshot.matches({ upload: 'uploading' }));
  const pending = useSelector(actor, (snapshot) => snapshot.context.pending);
  const removing = useSelector(actor, (snapshot) => snapshot.matches({ change: 'removing' }));
  const tabLabel = (choice: VaultKind | null) =>
    choice === null ? t`All` : choice === 'IMAGE' ? t`Images` : choice === 'VIDEO' ? t`Videos` : t`Audio`;
  return (
    <div>
      <Bar>
        <PageTitle>{t`Vault`}</PageTitle>
        <Button type="button" disabled={uploading} onClick={() => file.current?.click()}>
          {uploading ? <Trans>Uploading…</Trans> : <Trans>Upload to vault</Trans>}
        </Button>
        <HiddenInput
          ref={file}
          type="file"
          accept={ACCEPT}
          aria-label={t`Upload to vault`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) actor.send({ type: 'vault.upload', file: chosen });
            event.target.value = '';
          }}
        />
      </Bar>
      <Intro>
        <Trans>
          Everything you upload, in one place. Use it again in a post without uploading it again; deleting it here never takes it from a
          post, a message or a package someone bought.
        </Trans>
      </Intro>
      <PillTabs role="tablist" aria-label={t`Media kind`}>
        {KINDS.map((choice) => (
          <button
            key={choice ?? 'all'}
            type="button"
            role="tab"
            aria-selected={kind === choice}
            onClick={() => actor.send({ type: 'vault.filter', kind: choice })}
          >
            {tabLabel(choice)}
          </button>
        ))}
      </PillTabs>
      {items.length > 0 && (
        <Grid aria-label={t`Vault`}>
          {items.map((item) => (
            <VaultTile key={item.key} actor={actor} item={item} />
          ))}
        </Grid>
      )}
      {list === 'ready' && <LoadMoreWhenVisible feed={actor} />}
      <ListStatus
        phase={String(list)}
        failure={failure}
        count={items.length}
        onRetry={() => actor.send({ type: 'feed.retry' })}
        empty={
          <EmptyState title={t`Nothing in your vault yet`}>
            <Trans>Media you upload for posts, messages and packages shows here, and so does what you upload to the vault.</Trans>
          </EmptyState>
        }
      />
      {pending && (
        <Modal title={t`Delete from your vault?`} onClose={() => actor.send({ type: 'vault.cancel' })}>
          <p>
            <Trans>It leaves your vault only: posts, messages and packages that hold it keep it, and so do the fans who bought them.</Trans>
          </p>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'vault.cancel' })} disabled={removing}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="button" variant="danger" onClick={() => actor.send({ type: 'vault.confirm' })} disabled={removing}>
              <Trans>Delete</Trans>
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}
