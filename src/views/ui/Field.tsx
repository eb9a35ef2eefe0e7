import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { MessageKey } from '../../../contract';
import { describeKey } from '../../validation/messages';
import { EyeIcon, EyeOffIcon } from './icons';
import { theme } from './theme';

const Wrapper = styled.div({ display: 'flex', flexDirection: 'column', gap: 6, marginBottom: 14 });
const Label = styled.label({ fontWeight: 600, fontSize: 14, color: theme.color.text });
const InputBox = styled.div({ position: 'relative', display: 'flex' });
/** A native select in the look of the form fields (edit profile's country and state, the document type). */
export const Select = styled.select({
  width: '100%',
  minHeight: 44,
  padding: '0 10px',
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
  background: '#fff',
  color: theme.color.text,
});

export const Input = styled.input<{ invalid?: boolean }>(({ invalid }) => ({
  width: '100%',
  minHeight: 44,
  padding: '0 14px',
  borderRadius: theme.radius.sm,
  border: `1px solid ${invalid ? theme.color.danger : theme.color.border}`,
  background: '#fff',
  color: theme.color.text,
  '&:focus': { outline: 'none', borderColor: theme.color.brand, boxShadow: `0 0 0 3px ${theme.color.brandSoft}` },
}));
const ErrorText = styled.p({ margin: 0, color: theme.color.danger, fontSize: 13 });
const RevealButton = styled.button({
  position: 'absolute',
  right: 6,
  top: '50%',
  transform: 'translateY(-50%)',
  border: 0,
  background: 'none',
  padding: 6,
  color: theme.color.muted,
  cursor: 'pointer',
  display: 'flex',
});

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: ReactNode;
  error?: MessageKey;
  onValue: (value: string) => void;
}

/** A labelled input whose rule message (if any) is announced with it. */
export function TextField({ label, error, onValue, ...input }: FieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        invalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {i18n._(describeKey(error))}
        </ErrorText>
      )}
    </Wrapper>
  );
}

export function PasswordField({ label, error, onValue, ...input }: FieldProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <InputBox>
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          invalid={!!error}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onValue(event.target.value)}
          style={{ paddingRight: 44 }}
          {...input}
        />
        <RevealButton
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t`Hide password` : t`Show password`}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </RevealButton>
      </InputBox>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {i18n._(describeKey(error))}
        </ErrorText>
      )}
    </Wrapper>
  );
}

const CheckRow = styled.label({ display: 'flex', alignItems: 'flex-start', gap: 10, fontSize: 14, cursor: 'pointer' });

export function CheckboxField({
  label,
  checked,
  onChecked,
  error,
}: {
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: MessageKey;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <Wrapper>
      <CheckRow>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          style={{ width: 18, height: 18, marginTop: 2, accentColor: theme.color.brand }}
        />
        <span>{label}</span>
      </CheckRow>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {i18n._(describeKey(error))}
        </ErrorText>
      )}
    </Wrapper>
  );
}
