import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { MessageKey } from '../../../contract/messages';
import { UPLOAD_EXTENSIONS, type UploadKind } from '../../../contract/rules';
import {
  descriptionMax,
  descriptionTooLong,
  isBlockedAmountKey,
  typedAmount,
  type ComposerKind,
  type PaymentChoice,
} from '../../validation/posts';
import { describeKey } from '../../validation/messages';
import { VaultFile, vaultItemOf, type VaultKind } from '../../app/posts';
import { TrashIcon } from '../ui/icons';
import { atWidth } from '../ui/widths';
import { VaultPicker } from '../vault/VaultPicker';
import { theme } from '../ui/theme';

export const FieldBox = styled.div({ display: 'flex', flexDirection: 'column', gap: 6, marginBottom: 16 });
export const FieldLabel = styled.label({ fontWeight: 600, fontSize: 14 });
const Hint = styled.span({ fontSize: 13, color: theme.color.muted });
const ErrorText = styled.p({ margin: 0, color: theme.color.danger, fontSize: 13 });

const TextArea = styled.textarea<{ invalid?: boolean }>(({ invalid }) => ({
  width: '100%',
  minHeight: 96,
  padding: '10px 14px',
  borderRadius: theme.radius.sm,
  border: `1px solid ${invalid ? theme.color.danger : theme.color.border}`,
  font: 'inherit',
  resize: 'vertical',
  '&:focus': { outline: 'none', borderColor: theme.color.brand, boxShadow: `0 0 0 3px ${theme.color.brandSoft}` },
}));

export const TextInput = styled.input<{ invalid?: boolean }>(({ invalid }) => ({
  width: '100%',
  minHeight: 42,
  padding: '0 14px',
  borderRadius: theme.radius.sm,
  border: `1px solid ${invalid ? theme.color.danger : theme.color.border}`,
  font: 'inherit',
  '&:focus': { outline: 'none', borderColor: theme.color.brand, boxShadow: `0 0 0 3px ${theme.color.brandSoft}` },
}));

/** A rule's message under its field, announced with it. */
export function RuleMessage({ id, error }: { id: string; error: MessageKey | undefined }) {
  const { i18n } = useLingui();
  return error ? (
    <ErrorText id={id} role="alert">
      {i18n._(describeKey(error))}
    </ErrorText>
  ) : null;
}

const Counter = styled.span<{ over: boolean }>(({ over }) => ({
  alignSelf: 'flex-end',
  fontSize: 12,
  color: over ? theme.color.danger : theme.color.muted,
}));

/** The description (caption or text post) with its live counter; hashtags are written in it. */
export function DescriptionField({
  kind,
  value,
  error,
  onValue,
}: {
  kind: ComposerKind;
  value: string;
  error: MessageKey | undefined;
  onValue(value: string): void;
}) {
  const { t } = useLingui();
  const id = useId();
  const max = descriptionMax(kind);
  // Over the limit shows at once, not only after Post.
  const shown = descriptionTooLong(kind, value) ?? error;
  const count = value.length;
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>{kind === 'text' ? <Trans>What's on your mind?</Trans> : <Trans>Caption</Trans>}</FieldLabel>
      <TextArea
        id={id}
        value={value}
        invalid={!!shown}
        aria-invalid={!!shown}
        aria-describedby={`${id}-count ${id}-error`}
        placeholder={t`Write something… use #hashtags`}
        onChange={(event) => onValue(event.target.value)}
      />
      <Counter id={`${id}-count`} over={count > max} aria-live="polite">
        {t`${count} / ${max}`}
      </Counter>
      <RuleMessage id={`${id}-error`} error={shown} />
    </FieldBox>
  );
}

/** What a file input of a kind offers to pick: the extensions of the rules (the check still runs on the pick). */
export const acceptOf = (kind: UploadKind) => UPLOAD_EXTENSIONS[kind].map((extension) => `.${extension}`).join(',');

const PickButton = styled.label({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  padding: '0 16px',
  borderRadius: theme.radius.pill,
  border: `1px dashed ${theme.color.brand}`,
  color: theme.color.brand,
  fontWeight: 600,
  cursor: 'pointer',
  width: 'fit-content',
  '&:focus-within': { boxShadow: `0 0 0 3px ${theme.color.brandSoft}` },
  input: { position: 'absolute', opacity: 0, width: 1, height: 1 },
});

const VaultButton = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '0 16px',
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  color: theme.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${theme.color.brandSoft}` },
});
const PickRow = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });

/** A labelled file picker; the choice goes to the machine, which keeps it only if the rules accept it. */
export function FilePicker({
  label,
  hint,
  kind,
  accept = acceptOf(kind),
  multiple,
  error,
  onFiles,
  fromVault,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  kind: UploadKind;
  /** The types offered, when not the kind's own (the chat takes images and videos). */
  accept?: string;
  multiple?: boolean;
  error: MessageKey | undefined;
  onFiles(files: File[]): void;
  /** A "From vault" button beside the picker: vault items of these kinds, up to `max`, chosen as files (decision 0050). */
  fromVault?: { kinds: readonly VaultKind[]; max: number };
  children?: ReactNode;
}) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  return (
    <FieldBox>
      <FieldLabel as="span" id={`${id}-label`}>
        {label}
      </FieldLabel>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {children}
      <PickRow>
        <PickButton>
          <input
            type="file"
            accept={accept}
            multiple={multiple}
            // Named by its field (Video, Thumbnail, Cover…), not by the picker's own 'Choose file'.
            aria-labelledby={`${id}-label`}
            aria-invalid={!!error}
            aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              // The same file may be picked again after a removal.
              event.target.value = '';
              if (files.length > 0) onFiles(files);
            }}
          />
          {multiple ? <Trans>Add files</Trans> : <Trans>Choose file</Trans>}
        </PickButton>
        {fromVault && fromVault.max > 0 && (
          <VaultButton type="button" aria-describedby={`${id}-label`} onClick={() => setPicking(true)}>
            <Trans>From vault</Trans>
          </VaultButton>
        )}
      </PickRow>
      {picking && fromVault && (
        <VaultPicker
          kinds={fromVault.kinds}
          max={fromVault.max}
          onCancel={() => setPicking(false)}
          onPicked={(items) => {
            setPicking(false);
            onFiles(items.map((item) => new VaultFile(item)));
          }}
        />
      )}
      <RuleMessage id={`${id}-error`} error={error} />
    </FieldBox>
  );
}

const PreviewBox = styled.figure({
  position: 'relative',
  margin: 0,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  background: theme.color.page,
  'img, video': { display: 'block', width: '100%', maxHeight: 220, objectFit: 'cover' },
  audio: { display: 'block', width: '100%' },
  figcaption: {
    fontSize: 12,
    padding: '4px 8px',
    color: theme.color.muted,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});

const RemoveButton = styled.button({
  position: 'absolute',
  top: 6,
  right: 6,
  width: 32,
  height: 32,
  borderRadius: theme.radius.pill,
  border: 0,
  background: 'rgb(15 23 42 / 0.7)',
  color: '#fff',
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  svg: { width: 18, height: 18 },
});

/** A chosen file shown before it goes up; the object URL lives as long as the preview. */
export function FilePreview({ file, kind, onRemove }: { file: File; kind: UploadKind; onRemove?: () => void }) {
  const { t } = useLingui();
  const media = useRef<HTMLImageElement & HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    // A vault item is shown from its signed URL: it has no bytes here.
    const item = vaultItemOf(file);
    if (item) {
      if (media.current) media.current.src = item.kind === 'IMAGE' ? atWidth(item.url, 640) : item.url;
      return;
    }
    const url = URL.createObjectURL(file);
    if (media.current) media.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const name = file.name;
  return (
    <PreviewBox>
      {kind === 'image' && <img ref={media} alt={t`Preview of ${name}`} />}
      {kind === 'video' && <video ref={media} muted controls aria-label={t`Preview of ${name}`} />}
      {kind === 'audio' && <audio ref={media} controls aria-label={t`Preview of ${name}`} />}
      <figcaption>{name}</figcaption>
      {onRemove && (
        <RemoveButton type="button" aria-label={t`Remove ${name}`} onClick={onRemove}>
          <TrashIcon />
        </RemoveButton>
      )}
    </PreviewBox>
  );
}

export const PreviewGrid = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: 10,
});

const Choices = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });
const Choice = styled.label<{ chosen: boolean }>(({ chosen }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 38,
  padding: '0 14px',
  borderRadius: theme.radius.pill,
  border: `1px solid ${chosen ? theme.color.brand : theme.color.border}`,
  background: chosen ? theme.color.brandSoft : '#fff',
  fontWeight: 600,
  cursor: 'pointer',
  input: { accentColor: theme.color.brand },
}));

/** Free / Subscribers / Paid, and the pay-per-view price in coins (digits only, at most 5). */
export function PaymentPicker({
  payment,
  amount,
  error,
  onPayment,
  onAmount,
}: {
  payment: PaymentChoice;
  amount: string;
  error: MessageKey | undefined;
  onPayment(payment: PaymentChoice): void;
  onAmount(amount: string): void;
}) {
  const { t } = useLingui();
  const id = useId();
  const choices: Array<[PaymentChoice, string]> = [
    ['free', t`Free`],
    ['subscribers', t`Subscribers`],
    ['payPerView', t`Paid`],
  ];
  return (
    <FieldBox role="radiogroup" aria-labelledby={`${id}-label`}>
      <FieldLabel as="span" id={`${id}-label`}>
        <Trans>Who can see it</Trans>
      </FieldLabel>
      <Choices>
        {choices.map(([value, label]) => (
          <Choice key={value} chosen={payment === value}>
            <input type="radio" name={id} value={value} checked={payment === value} onChange={() => onPayment(value)} />
            {label}
          </Choice>
        ))}
      </Choices>
      {payment === 'payPerView' && (
        <>
          <FieldLabel htmlFor={`${id}-amount`}>
            <Trans>Price in coins</Trans>
          </FieldLabel>
          <TextInput
            id={`${id}-amount`}
            inputMode="numeric"
            maxLength={5}
            value={amount}
            invalid={!!error}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            onKeyDown={(event) => {
              if (isBlockedAmountKey(event.key)) event.preventDefault();
            }}
            onChange={(event) => onAmount(typedAmount(event.target.value))}
          />
          <RuleMessage id={`${id}-error`} error={error} />
        </>
      )}
    </FieldBox>
  );
}
