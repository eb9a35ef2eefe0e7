import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { useVerification, type DocumentKind } from '../../app/verification';
import { describeKey } from '../../validation/messages';
import { Button } from '../ui/Button';
import { CheckBadgeIcon } from '../ui/icons';
import { FailureAlert, FailureWithRetry, Loading } from '../ui/Surface';
import { Select } from '../ui/Field';
import { DOCUMENT_LABELS, FieldBlock, FieldError, FieldLabel, Muted, StatusChip, Thumbs } from './reviewParts';

/** Settings → Verify profile: the status, the reviewer's reason, and the documents while not applied or rejected. */
export function VerifyProfilePanel() {
  const { t, i18n } = useLingui();
  const actor = useVerification();
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const verification = useSelector(actor, (snapshot) => snapshot.context.verification);
  const { documentType, image, selfie, fieldErrors, failure } = useSelector(actor, (snapshot) => snapshot.context);
  const ids = { type: useId(), image: useId(), selfie: useId() };
  const uploading = state === 'uploading';
  // Pending or verified, shown while the status is read again.
  const showingStatus = state === 'waiting' || state === 'refreshing';

  if (state === 'loading') return <Loading label={t`Loading…`} />;
  if (state === 'failed')
    return (
      <section>
        <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'verification.retry' })} />
      </section>
    );

  const status = verification?.status ?? 'NOT_APPLIED';
  const chip = {
    NOT_APPLIED: { tone: 'neutral' as const, label: t`Not applied` },
    PENDING: { tone: 'pending' as const, label: t`Pending review` },
    VERIFIED: { tone: 'success' as const, label: t`Verified` },
    REJECTED: { tone: 'danger' as const, label: t({ message: 'Rejected', context: 'verification status' }) },
  }[status];
  const error = (key: keyof typeof fieldErrors) => {
    const message = fieldErrors[key];
    return message ? <FieldError role="alert">{i18n._(describeKey(message))}</FieldError> : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'verification.submit' });
  };

  return (
    <section aria-busy={uploading}>
      <h2>
        <Trans>Verify profile</Trans>
      </h2>
      <p>
        <Trans>Status:</Trans> <StatusChip tone={chip.tone}>{chip.label}</StatusChip>{' '}
        {status === 'VERIFIED' && <CheckBadgeIcon aria-hidden="true" color="#0f766e" />}
      </p>
      {status === 'PENDING' && (
        <Muted>{t`Your documents are with our team. You will get a notification when they have been reviewed.`}</Muted>
      )}
      {status === 'VERIFIED' && <Muted>{t`Your profile is verified: you can sell posts and set plans.`}</Muted>}
      {status === 'REJECTED' && verification?.comment && (
        <Muted role="note">
          <Trans>Reason from the reviewer:</Trans> <strong>{verification.comment}</strong>
        </Muted>
      )}
      {verification?.imageUrl && verification.selfieUrl && showingStatus && (
        <Thumbs>
          <figure>
            <img src={verification.imageUrl} alt={t`Your ID image`} />
            <figcaption>{t`ID image`}</figcaption>
          </figure>
          <figure>
            <img src={verification.selfieUrl} alt={t`Your selfie with the ID and a handwritten note`} />
            <figcaption>{t`Selfie`}</figcaption>
          </figure>
        </Thumbs>
      )}
      {!showingStatus && (
        <form onSubmit={submit} noValidate style={{ maxWidth: 480 }}>
          <Muted>{t`Upload a photo of your ID and a selfie holding it next to a handwritten note with today's date and your username. Only you and our reviewers can see them.`}</Muted>
          <FailureAlert failure={failure} />
          <FieldBlock>
            <FieldLabel htmlFor={ids.type}>{t`Document type`}</FieldLabel>
            <Select
              id={ids.type}
              value={documentType ?? ''}
              aria-invalid={!!fieldErrors.documentType}
              onChange={(event) =>
                event.target.value && actor.send({ type: 'verification.documentType', documentType: event.target.value as DocumentKind })
              }
            >
              <option value="">{t`Select document type`}</option>
              {(Object.keys(DOCUMENT_LABELS) as DocumentKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {i18n._(DOCUMENT_LABELS[kind])}
                </option>
              ))}
            </Select>
            {error('documentType')}
          </FieldBlock>
          <FieldBlock>
            <FieldLabel htmlFor={ids.image}>{t`ID image`}</FieldLabel>
            <input
              id={ids.image}
              type="file"
              accept="image/png,image/jpeg"
              aria-invalid={!!fieldErrors.image}
              onChange={(event) => actor.send({ type: 'verification.image', file: event.target.files?.[0] ?? null })}
            />
            {image && <Muted>{image.name}</Muted>}
            {error('image')}
          </FieldBlock>
          <FieldBlock>
            <FieldLabel htmlFor={ids.selfie}>{t`Selfie holding your ID and a handwritten note`}</FieldLabel>
            <input
              id={ids.selfie}
              type="file"
              accept="image/png,image/jpeg"
              aria-invalid={!!fieldErrors.selfie}
              onChange={(event) => actor.send({ type: 'verification.selfie', file: event.target.files?.[0] ?? null })}
            />
            {selfie && <Muted>{selfie.name}</Muted>}
            {error('selfie')}
          </FieldBlock>
          <Button type="submit" disabled={uploading}>
            {uploading ? <Trans>Uploading…</Trans> : <Trans>Submit for review</Trans>}
          </Button>
        </form>
      )}
    </section>
  );
}
