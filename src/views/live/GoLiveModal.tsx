import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useGoLive, type GoLiveActor } from '../../app/live';
import { goLiveErrors, isBlockedPriceKey, liveTipsErrors } from '../../validation/live';
import { describeKey } from '../../validation/messages';
import { Button } from '../ui/Button';
import { Input, TextField } from '../ui/Field';
import { Modal } from '../ui/Modal';
import { FailureAlert } from '../ui/Surface';
import { theme } from '../ui/theme';
import { HostView } from './HostView';
import { TipsFields } from './tips';

const Label = styled.label({ display: 'block', fontWeight: 600, fontSize: 14, marginBottom: 6 });
const Area = styled.textarea({
  width: '100%',
  minHeight: 90,
  padding: 10,
  marginBottom: 14,
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
  font: 'inherit',
  resize: 'vertical',
  '&:focus': { outline: 'none', borderColor: theme.color.brand, boxShadow: `0 0 0 3px ${theme.color.brandSoft}` },
});
const ErrorText = styled.p({ margin: '-8px 0 14px', color: theme.color.danger, fontSize: 13 });
const Switch = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  border: 0,
  background: 'none',
  padding: '4px 0',
  marginBottom: 14,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  color: theme.color.text,
  '& .track': {
    width: 44,
    height: 24,
    borderRadius: 12,
    background: theme.color.border,
    position: 'relative',
    transition: 'background 120ms',
  },
  '& .track::after': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    background: '#fff',
    transition: 'left 120ms',
  },
  '&[aria-checked="true"] .track': { background: theme.color.brand },
  '&[aria-checked="true"] .track::after': { left: 23 },
});
const Buttons = styled.div({ display: 'flex', gap: 10, justifyContent: 'flex-end', flexWrap: 'wrap', marginTop: 6 });
const Status = styled.p({ margin: '0 0 12px', color: theme.color.muted, fontSize: 14 });

/** The Go Live form (spec §2): title, description, free or paid with a price; messages after a failed submit. */
export function GoLiveForm({ actor }: { actor: GoLiveActor }) {
  const { t, i18n } = useLingui();
  const priceId = useId();
  const descriptionId = useId();
  const fields = useSelector(actor, (snapshot) => snapshot.context.fields);
  const tipsFields = useSelector(actor, (snapshot) => snapshot.context.tipsFields);
  const showErrors = useSelector(actor, (snapshot) => snapshot.context.showErrors);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const phase = useSelector(actor, (snapshot) =>
    snapshot.matches('checkingCamera')
      ? 'camera'
      : snapshot.matches('creating') || snapshot.matches('fetchingTokens') || snapshot.matches('abandoning')
        ? 'starting'
        : 'editing',
  );
  const busy = phase !== 'editing';
  const errors = showErrors ? goLiveErrors(fields) : {};
  return (
    <form
      noValidate
      aria-label={t`Go Live`}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'live.submit' });
      }}
    >
      <TextField
        label={t`Title`}
        value={fields.title}
        maxLength={100}
        required
        autoFocus
        disabled={busy}
        error={errors.title}
        onValue={(value) => actor.send({ type: 'live.field', field: 'title', value })}
      />
      <Label htmlFor={descriptionId}>
        <Trans>Description</Trans>
      </Label>
      <Area
        id={descriptionId}
        value={fields.description}
        maxLength={500}
        disabled={busy}
        aria-invalid={!!errors.description}
        onChange={(event) => actor.send({ type: 'live.field', field: 'description', value: event.target.value })}
      />
      {errors.description && <ErrorText role="alert">{i18n._(describeKey(errors.description))}</ErrorText>}
      <Switch
        type="button"
        role="switch"
        aria-checked={fields.paid}
        disabled={busy}
        onClick={() => actor.send({ type: 'live.paid', paid: !fields.paid })}
      >
        <span className="track" aria-hidden="true" />
        {fields.paid ? <Trans>Paid stream</Trans> : <Trans>Free stream</Trans>}
      </Switch>
      {fields.paid && (
        <>
          <Label htmlFor={priceId}>
            <Trans>Price (coins)</Trans>
          </Label>
          <Input
            id={priceId}
            name="price"
            inputMode="numeric"
            autoComplete="off"
            min={1}
            maxLength={5}
            value={fields.price}
            disabled={busy}
            invalid={!!errors.price}
            aria-invalid={!!errors.price}
            onKeyDown={(event) => isBlockedPriceKey(event.key) && event.preventDefault()}
            onChange={(event) => actor.send({ type: 'live.price', value: event.target.value })}
            style={{ marginBottom: errors.price ? 14 : 18 }}
          />
          {errors.price && <ErrorText role="alert">{i18n._(describeKey(errors.price))}</ErrorText>}
        </>
      )}
      <TipsFields fields={tipsFields} errors={showErrors ? liveTipsErrors(tipsFields) : null} disabled={busy} send={actor.send} />
      <FailureAlert failure={failure} />
      {phase === 'camera' && (
        <Status role="status">
          <Trans>Checking your camera and microphone…</Trans>
        </Status>
      )}
      {phase === 'starting' && (
        <Status role="status">
          <Trans>Starting your live stream…</Trans>
        </Status>
      )}
      <Buttons>
        <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'live.exit' })}>
          <Trans>Exit</Trans>
        </Button>
        <Button type="submit" variant="danger" disabled={busy} aria-busy={busy}>
          <Trans>Go Live</Trans>
        </Button>
      </Buttons>
    </form>
  );
}

/** Go Live: the modal, then the host's full-screen view once live; `onClose` when it is all over. */
export function GoLiveModal({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const actor = useGoLive();
  const closed = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const onAir = useSelector(actor, (snapshot) => snapshot.matches('live') || snapshot.matches('ending') || snapshot.matches('endFailed'));
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);
  if (closed) return null;
  if (onAir) return <HostView actor={actor} />;
  return (
    <Modal title={t`Go Live`} onClose={() => actor.send({ type: 'live.exit' })}>
      <GoLiveForm actor={actor} />
    </Modal>
  );
}
