import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { MassMessagesActor } from '../../app/massMessages';
import { CloseIcon, VideoIcon } from '../ui/icons';
import { theme } from '../ui/theme';

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

/** The photos or video the message carries, each removable. */
export function MassAttachments({ actor }: { actor: MassMessagesActor }) {
  const { t } = useLingui();
  const files = useSelector(actor, (snapshot) => snapshot.context.draft.files);
  if (files.length === 0) return null;
  return (
    <Files aria-label={t`Attached media`}>
      {files.map((file, index) => (
        <File key={file.key}>
          {file.thumbnailUrl ? (
            <img src={file.thumbnailUrl} alt={file.kind === 'VIDEO' ? t`Video ${index + 1}` : t`Photo ${index + 1}`} />
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
  );
}
