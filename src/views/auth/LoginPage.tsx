import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { LoginForm } from '../../validation/forms';
import { useAuth, useAuthActor } from '../../app/auth';
import { Button } from '../ui/Button';
import { CheckboxField, PasswordField, TextField } from '../ui/Field';
import { FailureAlert } from '../ui/Surface';
import { AuthLayout } from './AuthLayout';
import { FormFooter, SideLink } from './formLayout';

export function LoginPage() {
  const { t } = useLingui();
  const auth = useAuthActor();
  const busy = useAuth((snapshot) => snapshot.matches('authenticating'));
  const fieldErrors = useAuth((snapshot) => snapshot.context.fieldErrors);
  const failure = useAuth((snapshot) => snapshot.context.failure);
  const [form, setForm] = useState<LoginForm>({ email: '', password: '', acceptTerms: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'login.submit', form });
  };

  return (
    <AuthLayout
      title={t`Welcome back`}
      lead={<Trans>Log in to see the creators you follow.</Trans>}
      footer={
        <FormFooter>
          <Trans>
            New here? <Link href="/signup">Create an account</Link>
          </Trans>
        </FormFooter>
      }
    >
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <FailureAlert failure={failure} />
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          error={fieldErrors.email}
          onValue={(email) => setForm({ ...form, email })}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          value={form.password}
          error={fieldErrors.password}
          onValue={(password) => setForm({ ...form, password })}
        />
        <SideLink>
          <Link href="/forget-password">
            <Trans>Forgot password?</Trans>
          </Link>
        </SideLink>
        <CheckboxField
          label={<Trans>I accept the terms and conditions and the privacy policy.</Trans>}
          checked={form.acceptTerms}
          onChecked={(acceptTerms) => setForm({ ...form, acceptTerms })}
          error={fieldErrors.acceptTerms}
        />
        <Button type="submit" block disabled={busy}>
          {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </Button>
      </form>
    </AuthLayout>
  );
}
