import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CAPTION_MAX, POLL_OPTION_MAX } from '../../../contract/rules';
import type { FieldErrors } from '../../validation/forms';
import type { PollDraft, PollKindChoice, PostField } from '../../validation/posts';
import { Button } from '../ui/Button';
import { TrashIcon } from '../ui/icons';
import { theme } from '../ui/theme';
import { FieldBox, FieldLabel, FilePicker, FilePreview, RuleMessage, TextInput } from './fields';

const OptionRow = styled.li({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: 12,
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  marginBottom: 10,
});
const OptionHead = styled.div({ display: 'flex', alignItems: 'center', gap: 8 });
const IconButton = styled.button({
  border: 0,
  background: 'none',
  color: theme.color.muted,
  cursor: 'pointer',
  width: 36,
  height: 36,
  borderRadius: theme.radius.pill,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '&:hover': { background: theme.color.page },
});
const KindRow = styled.div({ display: 'flex', gap: 16 });

export interface PollEditorProps {
  poll: PollDraft<File>;
  errors: FieldErrors<PostField>;
  onQuestion(value: string): void;
  onKind(kind: PollKindChoice): void;
  onAddOption(): void;
  onRemoveOption(index: number): void;
  onOptionText(index: number, value: string): void;
  onOptionImage(index: number, file: File | null): void;
}

/** The poll composer's own fields: question, text or image options, 2 to 6 of them (spec §4 Poll creation). */
export function PollEditor({
  poll,
  errors,
  onQuestion,
  onKind,
  onAddOption,
  onRemoveOption,
  onOptionText,
  onOptionImage,
}: PollEditorProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <>
      <FieldBox>
        <FieldLabel htmlFor={`${id}-question`}>
          <Trans>Question</Trans>
        </FieldLabel>
        <TextInput
          id={`${id}-question`}
          value={poll.question}
          maxLength={CAPTION_MAX}
          invalid={!!errors.question}
          aria-invalid={!!errors.question}
          aria-describedby={errors.question ? `${id}-question-error` : undefined}
          onChange={(event) => onQuestion(event.target.value)}
        />
        <RuleMessage id={`${id}-question-error`} error={errors.question} />
      </FieldBox>
      <FieldBox role="radiogroup" aria-labelledby={`${id}-kind`}>
        <FieldLabel as="span" id={`${id}-kind`}>
          <Trans>Poll type</Trans>
        </FieldLabel>
        <KindRow>
          <label>
            <input type="radio" name={`${id}-kind`} checked={poll.kind === 'text'} onChange={() => onKind('text')} /> <Trans>Text</Trans>
          </label>
          <label>
            <input type="radio" name={`${id}-kind`} checked={poll.kind === 'image'} onChange={() => onKind('image')} /> <Trans>Image</Trans>
          </label>
        </KindRow>
      </FieldBox>
      <FieldBox as="fieldset" style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <FieldLabel as="legend">
          <Trans>Options</Trans>
        </FieldLabel>
        <ol style={{ padding: 0, margin: 0 }}>
          {poll.options.map((option, index) => {
            const number = index + 1;
            const textError = errors[`option.${index}.text`];
            const imageError = errors[`option.${index}.image`];
            return (
              <OptionRow key={index}>
                <OptionHead>
                  <TextInput
                    aria-label={t`Option ${number}`}
                    placeholder={t`Option ${number}`}
                    value={option.text}
                    maxLength={POLL_OPTION_MAX}
                    invalid={!!textError}
                    aria-invalid={!!textError}
                    onChange={(event) => onOptionText(index, event.target.value)}
                  />
                  <IconButton type="button" aria-label={t`Remove option ${number}`} onClick={() => onRemoveOption(index)}>
                    <TrashIcon />
                  </IconButton>
                </OptionHead>
                <RuleMessage id={`${id}-option-${index}-text`} error={textError} />
                {poll.kind === 'image' && (
                  <FilePicker
                    label={t`Image of option ${number}`}
                    kind="image"
                    error={imageError}
                    onFiles={([file]) => onOptionImage(index, file ?? null)}
                  >
                    {option.image && <FilePreview file={option.image} kind="image" onRemove={() => onOptionImage(index, null)} />}
                  </FilePicker>
                )}
              </OptionRow>
            );
          })}
        </ol>
        <Button type="button" variant="secondary" onClick={onAddOption}>
          <Trans>Add option</Trans>
        </Button>
        <RuleMessage id={`${id}-options-error`} error={errors.options} />
      </FieldBox>
    </>
  );
}
