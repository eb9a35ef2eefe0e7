import styled from '@emotion/styled';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { uploadBytes, type AddMediaActor, type MediaKind } from '../../app/packages';
import { VaultFile, vaultItemOf } from '../../app/posts';
import { describeKey } from '../../validation/messages';
import { acceptOf } from '../../validation/packages';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { FailureAlert } from '../ui/Surface';
import { theme } from '../ui/theme';
import { PillTabs } from '../ui/Tabs';
import { UploadProgress } from '../ui/UploadProgress';
import { VaultPicker } from '../vault/VaultPicker';
import { Buttons, ErrorLine } from '../wallet/moneyFields';

const Pick = styled.label({
  display: 'block',
  border: `2px dashed ${theme.color.border}`,
  borderRadius: theme.radius.md,
  padding: 18,
  textAlign: 'center',
  cursor: 'pointer',
  marginBottom: 12,
  color: theme.color.muted,
  '& input': { display: 'block', margin: '10px auto 0', maxWidth: '100%' },
  '& strong': { color: theme.color.text, wordBreak: 'break-all' },
});

/** How many vault items one Add puts in a package. */
const VAULT_BATCH = 10;
const VaultRow = styled.div({ display: 'flex', justifyContent: 'center', marginBottom: 12 });

const KINDS: MediaKind[] = ['IMAGE', 'VIDEO', 'AUDIO'];
const uploadKind = { IMAGE: 'image', VIDEO: 'video', AUDIO: 'audio' } as const;

/** The add media popup (spec §2): Image, Video and Audio tabs, a file (and a thumbnail for video and audio), add. */
export function AddMediaPopup({ actor, onClose }: { actor: AddMediaActor; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  const file = useSelector(actor, (snapshot) => snapshot.context.file);
  const thumb = useSelector(actor, (snapshot) => snapshot.context.thumb);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const uploading = useSelector(actor, (snapshot) => snapshot.matches('uploading'));
  const more = useSelector(actor, (snapshot) => snapshot.context.queue.length);
  const fromVault = useSelector(actor, (snapshot) => vaultItemOf(snapshot.context.file) !== undefined);
  const [picking, setPicking] = useState(false);
  const bytes = useSelector(
    actor,
    (snapshot) => uploadBytes(snapshot.context),
    (a, b) => a.sent === b.sent && a.total === b.total,
  );
  const label = { IMAGE: t`Image`, VIDEO: t`Video`, AUDIO: t`Audio` };
  return (
    <Modal title={t`Add media`} onClose={() => !uploading && onClose()}>
      <PillTabs role="tablist" aria-label={t`Media type`}>
        {KINDS.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={each === kind}
            disabled={uploading}
            onClick={() => actor.send({ type: 'addMedia.tab', kind: each })}
          >
            {label[each]}
          </button>
        ))}
      </PillTabs>
      <Pick>
        {file ? (
          <strong>
            {file.name}
            {more > 0 && <Plural value={more} one=" and # more" other=" and # more" />}
          </strong>
        ) : (
          <Trans>Choose a file</Trans>
        )}
        <input
          key={kind}
          type="file"
          name="media_content_file"
          aria-label={t`Media file`}
          accept={acceptOf(uploadKind[kind])}
          disabled={uploading}
          onChange={(event) => actor.send({ type: 'addMedia.file', file: event.target.files?.[0] ?? null })}
        />
      </Pick>
      <VaultRow>
        <Button type="button" variant="secondary" disabled={uploading} onClick={() => setPicking(true)}>
          <Trans>From vault</Trans>
        </Button>
      </VaultRow>
      {picking && (
        <VaultPicker
          kinds={[kind]}
          max={VAULT_BATCH}
          onCancel={() => setPicking(false)}
          onPicked={(items) => {
            setPicking(false);
            actor.send({ type: 'addMedia.vault', files: items.map((item) => new VaultFile(item)) });
          }}
        />
      )}
      {/* A vault item keeps the thumbnail the server makes: nothing of it goes up from here. */}
      {kind !== 'IMAGE' && !fromVault && (
        <Pick>
          {thumb ? <strong>{thumb.name}</strong> : <Trans>Thumbnail image (optional)</Trans>}
          <input
            key={`${kind}-thumb`}
            type="file"
            name="media_content_thumb"
            aria-label={t`Thumbnail image`}
            accept={acceptOf('image')}
            disabled={uploading}
            onChange={(event) => actor.send({ type: 'addMedia.thumb', file: event.target.files?.[0] ?? null })}
          />
        </Pick>
      )}
      {error && <ErrorLine role="alert">{i18n._(describeKey(error))}</ErrorLine>}
      <FailureAlert failure={failure} />
      {uploading && <UploadProgress sent={bytes.sent} total={bytes.total} onCancel={() => actor.send({ type: 'upload.cancel' })} />}
      <Buttons>
        <Button type="button" variant="secondary" disabled={uploading} onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" disabled={uploading} aria-busy={uploading} onClick={() => actor.send({ type: 'addMedia.submit' })}>
          {uploading ? t`Uploading...` : t`Add`}
        </Button>
      </Buttons>
    </Modal>
  );
}
