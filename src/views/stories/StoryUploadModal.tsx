import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { StoryUploadActor } from '../../app/stories';
import { STORY_ACCEPT } from '../../validation/stories';
import { describeKey } from '../../validation/messages';
import { Button } from '../ui/Button';
import { PhotoIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';
import { FailureAlert } from '../ui/Surface';
import { theme } from '../ui/theme';

const Pick = styled.label({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 220,
  border: `2px dashed ${theme.color.border}`,
  borderRadius: theme.radius.md,
  color: theme.color.muted,
  cursor: 'pointer',
  textAlign: 'center',
  padding: 16,
  '&:focus-within': { outline: `3px solid ${theme.color.brand}`, outlineOffset: 2 },
  '& input': { position: 'absolute', width: 1, height: 1, opacity: 0 },
  '& svg': { width: 36, height: 36 },
});
const Preview = styled.img({
  maxWidth: '100%',
  maxHeight: '50dvh',
  borderRadius: theme.radius.md,
  display: 'block',
  margin: '0 auto',
  objectFit: 'contain',
});
const Error = styled.p({ color: theme.color.danger, fontWeight: 600, margin: '10px 0 0' });
const Hint = styled.span({ fontSize: 13 });
const Actions = styled.div({ display: 'flex', justifyContent: 'flex-end', gap: 10, marginTop: 16, flexWrap: 'wrap' });

/** The story upload modal (spec §2): pick an image (type and size checked with the spec's words), see it, share it. */
export function StoryUploadModal({ upload }: { upload: StoryUploadActor }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const file = useSelector(upload, (snapshot) => snapshot.context.file);
  const error = useSelector(upload, (snapshot) => snapshot.context.error);
  const failure = useSelector(upload, (snapshot) => snapshot.context.failure);
  const sending = useSelector(upload, (snapshot) => snapshot.matches('uploading'));
  const picture = file instanceof Blob ? file : null;

  return (
    <Modal title={t`Add story`} onClose={() => !sending && upload.send({ type: 'upload.cancel' })}>
      <FailureAlert failure={failure} />
      <Pick htmlFor={inputId}>
        {picture ? (
          <StoryPreview file={picture} />
        ) : (
          <>
            <PhotoIcon />
            <Trans>Choose an image for your story</Trans>
            <Hint>
              <Trans>JPG or PNG, up to 30 MB. It stays for 24 hours.</Trans>
            </Hint>
          </>
        )}
        <input
          id={inputId}
          type="file"
          accept={STORY_ACCEPT}
          aria-label={picture ? t`Choose another image` : t`Choose an image`}
          aria-invalid={error !== null}
          aria-describedby={error ? `${inputId}-error` : undefined}
          disabled={sending}
          onChange={(event) => {
            const picked = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (picked) upload.send({ type: 'upload.pick', file: picked });
          }}
        />
      </Pick>
      {error && (
        <Error id={`${inputId}-error`} role="alert">
          {i18n._(describeKey(error))}
        </Error>
      )}
      <Actions>
        <Button type="button" variant="secondary" onClick={() => upload.send({ type: 'upload.cancel' })} disabled={sending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" onClick={() => upload.send({ type: 'upload.submit' })} disabled={!file || sending} aria-busy={sending}>
          {sending ? <Trans>Sharing…</Trans> : <Trans>Share story</Trans>}
        </Button>
      </Actions>
    </Modal>
  );
}

/** The picked image before it goes up; its object URL lives as long as the preview. */
function StoryPreview({ file }: { file: Blob }) {
  const { t } = useLingui();
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <Preview ref={image} alt={t`Preview of your story`} />;
}
