import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { POST_IMAGES_MAX } from '../../../contract/rules';
import { useUploadBytes, type ComposerActor } from '../../app/posts';
import { descriptionTooLong, type ComposerKind } from '../../validation/posts';
import { Button, LinkButton } from '../ui/Button';
import { TextField } from '../ui/Field';
import { Modal } from '../ui/Modal';
import { FailureAlert } from '../ui/Surface';
import { theme } from '../ui/theme';
import { UploadProgress } from '../ui/UploadProgress';
import { DescriptionField, FilePicker, FilePreview, PaymentPicker, PreviewGrid } from './fields';
import { PollEditor } from './PollEditor';
import { TagPeople } from './TagPeople';

const Footer = styled.div({ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 12, marginTop: 8, flexWrap: 'wrap' });
/** Save draft and Schedule: the time to schedule at, then the two ways to keep the post for later. */
const Later = styled.div({
  display: 'flex',
  alignItems: 'flex-end',
  gap: 12,
  flexWrap: 'wrap',
  marginTop: 8,
  paddingTop: 12,
  borderTop: `1px solid ${theme.color.border}`,
  '& > div': { flex: '1 1 200px', marginBottom: 0 },
});
const DraftsLink = styled(LinkButton)({ fontSize: 14, marginRight: 'auto' });
const Progress = styled.p({ margin: 0, color: theme.color.muted, fontSize: 14 });
const UploadStatus = styled(UploadProgress)({ marginRight: 'auto' });

/** The create-post modal of the draft's kind (image, video, audio, text or poll). */
export function ComposeModal({ actor }: { actor: ComposerActor }) {
  const { t } = useLingui();
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const errors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const uploading = useSelector(actor, (snapshot) => snapshot.matches({ open: 'uploading' }));
  const creating = useSelector(actor, (snapshot) => snapshot.matches({ open: 'creating' }));
  const saving = useSelector(actor, (snapshot) => snapshot.matches({ open: 'saving' }));
  const scheduleAt = useSelector(actor, (snapshot) => snapshot.context.scheduleAt);
  const scheduleProblem = useSelector(actor, (snapshot) => snapshot.context.scheduleProblem);
  const done = useSelector(actor, (snapshot) => snapshot.context.uploaded.length);
  const total = useSelector(actor, (snapshot) => snapshot.context.jobs.length);
  const bytes = useUploadBytes(actor);
  if (!draft) return null;

  const busy = uploading || creating || saving;
  const tooLong = !!descriptionTooLong(draft.kind, draft.description);
  const titles: Record<ComposerKind, string> = {
    image: t`Create image post`,
    video: t`Create video post`,
    audio: t`Create audio post`,
    text: t`Create text post`,
    poll: t`Create poll`,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'compose.submit' });
  };
  const current = Math.min(done + 1, total);

  return (
    <Modal title={titles[draft.kind]} onClose={() => actor.send({ type: 'compose.close' })}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <FailureAlert failure={failure} />
        {/* A disabled fieldset keeps every input still while the files go up. */}
        <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <DescriptionField
            kind={draft.kind}
            value={draft.description}
            error={errors.description}
            onValue={(value) => actor.send({ type: 'draft.description', value })}
          />

          {draft.kind === 'image' && (
            <FilePicker
              label={t`Images`}
              hint={t`JPG or PNG, less than 30 MB each`}
              kind="image"
              multiple
              error={errors.images}
              fromVault={{ kinds: ['IMAGE'], max: POST_IMAGES_MAX - draft.images.length }}
              onFiles={(files) => actor.send({ type: 'draft.images.add', files })}
            >
              {draft.images.length > 0 && (
                <PreviewGrid>
                  {draft.images.map((image, index) => (
                    <FilePreview
                      key={`${index}-${image.name}`}
                      file={image}
                      kind="image"
                      onRemove={() => actor.send({ type: 'draft.image.remove', index })}
                    />
                  ))}
                </PreviewGrid>
              )}
            </FilePicker>
          )}

          {draft.kind === 'video' && (
            <>
              <FilePicker
                label={t`Video`}
                hint={t`MP4, less than 100 MB`}
                kind="video"
                error={errors.video}
                fromVault={{ kinds: ['VIDEO'], max: 1 }}
                onFiles={([file]) => actor.send({ type: 'draft.file', slot: 'video', file: file ?? null })}
              >
                {draft.video && (
                  <FilePreview
                    file={draft.video}
                    kind="video"
                    onRemove={() => actor.send({ type: 'draft.file', slot: 'video', file: null })}
                  />
                )}
              </FilePicker>
              <FilePicker
                label={t`Thumbnail`}
                hint={t`JPG or PNG, less than 30 MB`}
                kind="image"
                error={errors.thumbnail}
                onFiles={([file]) => actor.send({ type: 'draft.file', slot: 'thumbnail', file: file ?? null })}
              >
                {draft.thumbnail && (
                  <FilePreview
                    file={draft.thumbnail}
                    kind="image"
                    onRemove={() => actor.send({ type: 'draft.file', slot: 'thumbnail', file: null })}
                  />
                )}
              </FilePicker>
              <FilePicker
                label={t`Teaser (optional)`}
                hint={t`A short MP4 everyone can play, less than 100 MB`}
                kind="video"
                error={errors.teaser}
                onFiles={([file]) => actor.send({ type: 'draft.file', slot: 'teaser', file: file ?? null })}
              >
                {draft.teaser && (
                  <FilePreview
                    file={draft.teaser}
                    kind="video"
                    onRemove={() => actor.send({ type: 'draft.file', slot: 'teaser', file: null })}
                  />
                )}
              </FilePicker>
            </>
          )}

          {draft.kind === 'audio' && (
            <>
              <FilePicker
                label={t`Audio`}
                hint={t`MP3, less than 30 MB`}
                kind="audio"
                error={errors.audio}
                fromVault={{ kinds: ['AUDIO'], max: 1 }}
                onFiles={([file]) => actor.send({ type: 'draft.file', slot: 'audio', file: file ?? null })}
              >
                {draft.audio && (
                  <FilePreview
                    file={draft.audio}
                    kind="audio"
                    onRemove={() => actor.send({ type: 'draft.file', slot: 'audio', file: null })}
                  />
                )}
              </FilePicker>
              <FilePicker
                label={t`Cover`}
                hint={t`JPG or PNG, less than 30 MB`}
                kind="image"
                error={errors.cover}
                onFiles={([file]) => actor.send({ type: 'draft.file', slot: 'cover', file: file ?? null })}
              >
                {draft.cover && (
                  <FilePreview
                    file={draft.cover}
                    kind="image"
                    onRemove={() => actor.send({ type: 'draft.file', slot: 'cover', file: null })}
                  />
                )}
              </FilePicker>
            </>
          )}

          {draft.kind === 'poll' && (
            <PollEditor
              poll={draft.poll}
              errors={errors}
              onQuestion={(value) => actor.send({ type: 'poll.question', value })}
              onKind={(kind) => actor.send({ type: 'poll.kind', kind })}
              onAddOption={() => actor.send({ type: 'poll.option.add' })}
              onRemoveOption={(index) => actor.send({ type: 'poll.option.remove', index })}
              onOptionText={(index, value) => actor.send({ type: 'poll.option.text', index, value })}
              onOptionImage={(index, file) => actor.send({ type: 'poll.option.image', index, file })}
            />
          )}

          <TagPeople actor={actor} />

          {(draft.kind === 'image' || draft.kind === 'video' || draft.kind === 'audio') && (
            <PaymentPicker
              payment={draft.payment}
              amount={draft.amount}
              error={errors.amount}
              onPayment={(payment) => actor.send({ type: 'draft.payment', payment })}
              onAmount={(value) => actor.send({ type: 'draft.amount', value })}
            />
          )}

          <Later>
            <TextField
              label={t`Schedule for`}
              type="datetime-local"
              value={scheduleAt}
              error={scheduleProblem ?? undefined}
              onValue={(value) => actor.send({ type: 'draft.scheduleAt', value })}
            />
            <Button type="button" variant="secondary" disabled={busy || tooLong} onClick={() => actor.send({ type: 'compose.schedule' })}>
              <Trans>Schedule</Trans>
            </Button>
            <Button type="button" variant="secondary" disabled={busy || tooLong} onClick={() => actor.send({ type: 'compose.saveDraft' })}>
              <Trans>Save draft</Trans>
            </Button>
          </Later>
        </fieldset>

        <Footer>
          {!busy && (
            <DraftsLink type="button" onClick={() => actor.send({ type: 'compose.drafts' })}>
              <Trans>Drafts & scheduled</Trans>
            </DraftsLink>
          )}
          {uploading && (
            <UploadStatus
              sent={bytes.sent}
              total={bytes.total}
              file={{ current, count: total }}
              onCancel={() => actor.send({ type: 'upload.cancel' })}
            />
          )}
          {creating && (
            <Progress role="status">
              <Trans>Posting…</Trans>
            </Progress>
          )}
          {saving && (
            <Progress role="status">
              <Trans>Saving…</Trans>
            </Progress>
          )}
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'compose.close' })}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={busy || tooLong}>
            <Trans context="verb: publish the post">Post</Trans>
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}
