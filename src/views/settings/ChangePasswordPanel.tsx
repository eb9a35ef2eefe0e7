import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '../../machines/changePassword.machine';
import type { ChangePasswordForm } from '../../validation/forms';
import { useLogic, useToastsActor } from '../actors';
import { Button } from '../ui/Button';
import { PasswordField } from '../ui/Field';
import { FailureAlert } from '../ui/Surface';
import { showToast } from '../ui/Toasts';

const empty: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPanel() {
  const toasts = useToastsActor();
  const logic = useLogic().changePassword;
  const provided = useMemo(() => logic.provide({ actions: { notify: showToast(toasts) } }), [logic, toasts]);
  const actor = useActorRef(provided);
  const revision = useSelector(actor, (snapshot) => snapshot.context.revision);
  // A saved password starts the form over, empty.
  return <ChangePasswordFields key={revision} actor={actor} />;
}

function ChangePasswordFields({ actor }: { actor: ActorRefFrom<typeof changePasswordMachine> }) {
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
