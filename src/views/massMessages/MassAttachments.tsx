import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { CHAT_FILES_MAX } from '../../../contract/rules';
import type { MassMessagesActor } from '../../app/massMessages';
import type { VaultKind } from '../../app/posts';
import { Button } from '../ui/Button';
import { VaultPicker } from '../vault/VaultPicker';
import { CloseIcon, VideoIcon } from '../ui/icons';
import { theme } from '../ui/theme';
import { atWidth } from '../ui/widths';

const Files = styled.ul({ listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'flex', gap: 8, flexWrap: 'wrap' });
const File = styled.li({
  position: 'relative',
  width: 72,
  height: 72,
  borderRadius: theme.radius.sm,
  overflow: 'hidden',
  background: '#0f172a',
  display: 'grid',
  placeItems: 'center',
  color: '#fff',
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
  '& button': {
    position: 'absolute',
    top: 2,
    right: 2,
    border: 0,
    borderRadius: '50%',
    width: 24,
    height: 24,
    display: 'grid',
    placeItems: 'center',
    background: 'rgba(15, 23, 42, 0.75)',
    color: '#fff',
    cursor: 'pointer',
  },
});

const VaultRow = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  flexWrap: 'wrap',
  marginBottom: 12,
  fontSize: 13,
  color: theme.color.muted,
});

/** "From vault": photos or one video of the creator's vault, each copied into a chat file of theirs as it is added. */
function FromVault({ actor }: { actor: MassMessagesActor }) {
  const [picking, setPicking] = useState(false);
  const files = useSelector(actor, (snapshot) => snapshot.context.draft.files);
  const paid = useSelector(actor, (snapshot) => snapshot.context.draft.paid);
  const copying = useSelector(actor, (snapshot) => snapshot.matches({ ready: { compose: 'copying' } }));
  // A video goes alone, and a paid message carries one file: the room left follows.
  const hasVideo = files.some((file) => file.kind === 'VIDEO');
  const room = hasVideo ? 0 : paid ? 1 - files.length : CHAT_FILES_MAX - files.length;
  const kinds: VaultKind[] = files.length > 0 ? ['IMAGE'] : ['IMAGE', 'VIDEO'];
  return (
    <VaultRow>
      <Button type="button" variant="secondary" disabled={room <= 0 || copying} onClick={() => setPicking(true)}>
        {copying ? <Trans>Adding…</Trans> : <Trans>From vault</Trans>}
      </Button>
      <span>
        <Trans>Photos, or one video, from your vault.</Trans>
      </span>
      {picking && (
        <VaultPicker
          kinds={kinds}
          max={Math.max(1, room)}
          onCancel={() => setPicking(false)}
          onPicked={(items) => {
            setPicking(false);
            const picked = items.filter((item) => item.kind !== 'AUDIO').map(({ key, kind, url }) => ({ key, kind, url }));
            // A video goes alone.
            const video = picked.find((item) => item.kind === 'VIDEO');
            actor.send({ type: 'mass.pickVault', items: video ? [video] : picked });
          }}
        />
      )}
    </VaultRow>
  );
}

/** The photos or video the message carries, each removable, and the vault to add them from. */
export function MassAttachments({ actor }: { actor: MassMessagesActor }) {
  const { t } = useLingui();
  const files = useSelector(actor, (snapshot) => snapshot.context.draft.files);
  if (files.length === 0) return <FromVault actor={actor} />;
  return (
    <>
      <Files aria-label={t`Attached media`}>
        {files.map((file, index) => (
          <File key={file.key}>
            {file.thumbnailUrl ? (
              <img src={atWidth(file.thumbnailUrl, 320)} alt={file.kind === 'VIDEO' ? t`Video ${index + 1}` : t`Photo ${index + 1}`} />
            ) : (
              <VideoIcon />
            )}
            <button
              type="button"
              aria-label={t`Remove media ${index + 1}`}
              onClick={() => actor.send({ type: 'mass.detach', key: file.key })}
            >
              <CloseIcon width={14} height={14} />
            </button>
          </File>
        ))}
      </Files>
      <FromVault actor={actor} />
    </>
  );
}
