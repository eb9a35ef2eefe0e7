import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { usePasswordResetActor } from '../../app/auth';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { FailureAlert } from '../ui/Surface';
import { AuthLayout } from './AuthLayout';
import { FormFooter } from './formLayout';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const reset = usePasswordResetActor();
  const busy = useSelector(reset, (snapshot) => snapshot.matches('requestingCode'));
  const fieldErrors = useSelector(reset, (snapshot) => snapshot.context.fieldErrors);
  const failure = useSelector(reset, (snapshot) => snapshot.context.failure);
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.send({ type: 'forgot.submit', form: { email } });
  };

  return (
    <AuthLayout
      title={t`Forgot your password?`}
      lead={<Trans>Enter your email and we will send you a code to choose a new one.</Trans>}
      footer={
        <FormFooter>
          <Link href="/login">
            <Trans>Back to log in</Trans>
          </Link>
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
          value={email}
          error={fieldErrors.email}
          onValue={setEmail}
        />
        <Button type="submit" block disabled={busy}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Send code</Trans>}
        </Button>
      </form>
    </AuthLayout>
  );
}
