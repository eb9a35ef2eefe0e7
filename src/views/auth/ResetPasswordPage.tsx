import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { NewPasswordForm } from '../../validation/forms';
import { usePasswordResetActor } from '../../app/auth';
import { Button } from '../ui/Button';
import { PasswordField } from '../ui/Field';
import { EmptyState, FailureAlert } from '../ui/Surface';
import { AuthLayout } from './AuthLayout';

export function ResetPasswordPage() {
  const { t } = useLingui();
  const reset = usePasswordResetActor();
  const allowed = useSelector(reset, (snapshot) => snapshot.matches('choosingPassword') || snapshot.matches('resetting'));
  const busy = useSelector(reset, (snapshot) => snapshot.matches('resetting'));
  const fieldErrors = useSelector(reset, (snapshot) => snapshot.context.fieldErrors);
  const failure = useSelector(reset, (snapshot) => snapshot.context.failure);
  const [form, setForm] = useState<NewPasswordForm>({ newPassword: '', confirmPassword: '' });

  if (!allowed) {
    return (
      <AuthLayout title={t`Choose a new password`}>
        <EmptyState title={t`Verify your email first`}>
          <Trans>
            A new password needs the code we email you. <Link href="/forget-password">Get a code</Link>
          </Trans>
        </EmptyState>
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.send({ type: 'reset.submit', form });
  };

  return (
    <AuthLayout
      title={t`Choose a new password`}
      lead={<Trans>Use at least 8 characters with upper and lower case letters, a digit and one of !@#$%^&*.</Trans>}
    >
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <FailureAlert failure={failure} />
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          value={form.newPassword}
          error={fieldErrors.newPassword}
          onValue={(newPassword) => setForm({ ...form, newPassword })}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          value={form.confirmPassword}
          error={fieldErrors.confirmPassword}
          onValue={(confirmPassword) => setForm({ ...form, confirmPassword })}
        />
        <Button type="submit" block disabled={busy}>
          {busy ? <Trans>Saving…</Trans> : <Trans>Reset password</Trans>}
        </Button>
      </form>
    </AuthLayout>
  );
}
