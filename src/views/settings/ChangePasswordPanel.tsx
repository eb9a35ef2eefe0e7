import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useChangePassword, type ChangePasswordActor } from '../../app/settings';
import type { ChangePasswordForm } from '../../validation/forms';
import { Button } from '../ui/Button';
import { PasswordField } from '../ui/Field';
import { FailureAlert } from '../ui/Surface';

const empty: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPanel() {
  const actor = useChangePassword();
  const revision = useSelector(actor, (snapshot) => snapshot.context.revision);
  // A saved password starts the form over, empty.
  return <ChangePasswordFields key={revision} actor={actor} />;
}

function ChangePasswordFields({ actor }: { actor: ChangePasswordActor }) {
  const { t } = useLingui();
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const [form, setForm] = useState<ChangePasswordForm>(empty);
  const field = (name: keyof ChangePasswordForm) => ({
    value: form[name],
    error: fieldErrors[name],
    onValue: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'password.submit', form });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={saving} style={{ maxWidth: 420 }}>
      <h2>
        <Trans>Change password</Trans>
      </h2>
      <FailureAlert failure={failure} />
      <PasswordField label={t`Old password`} autoComplete="current-password" {...field('oldPassword')} />
      <PasswordField label={t`New password`} autoComplete="new-password" {...field('newPassword')} />
      <PasswordField label={t`Confirm new password`} autoComplete="new-password" {...field('confirmPassword')} />
      <p>
        <Link href="/forget-password">
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
      <Button type="submit" disabled={saving}>
        {saving ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
      </Button>
    </form>
  );
}
