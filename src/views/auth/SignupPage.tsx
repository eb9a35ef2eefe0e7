import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { SignupForm } from '../../validation/forms';
import { useSignupActor } from '../../app/auth';
import { Button } from '../ui/Button';
import { PasswordField, TextField } from '../ui/Field';
import { FailureAlert } from '../ui/Surface';
import { localToday } from '../ui/today';
import { AuthLayout } from './AuthLayout';
import { FormFooter, TwoColumns } from './formLayout';

const empty: SignupForm = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  phone: '',
  password: '',
  birthDate: '',
  referralCode: '',
};

export function SignupPage() {
  const { t } = useLingui();
  const signup = useSignupActor();
  const busy = useSelector(signup, (snapshot) => snapshot.matches('registering'));
  const fieldErrors = useSelector(signup, (snapshot) => snapshot.context.fieldErrors);
  const failure = useSelector(signup, (snapshot) => snapshot.context.failure);
  // A shared link (/signup?ref=CODE) fills the referral code in.
  const [form, setForm] = useState<SignupForm>(() => ({
    ...empty,
    referralCode: new URLSearchParams(window.location.search).get('ref')?.trim() ?? '',
  }));
  const field = (name: keyof SignupForm) => ({
    name,
    value: form[name],
    error: fieldErrors[name],
    onValue: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signup.send({ type: 'signup.submit', form, today: localToday() });
  };

  return (
    <AuthLayout
      title={t`Create your account`}
      lead={<Trans>Follow creators, subscribe and unlock exclusive content.</Trans>}
      footer={
        <FormFooter>
          <Trans>
            Already have an account? <Link href="/login">Log in</Link>
          </Trans>
        </FormFooter>
      }
    >
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <FailureAlert failure={failure} />
        <TwoColumns>
          <TextField label={t`First name`} autoComplete="given-name" {...field('firstName')} />
          <TextField label={t`Last name`} autoComplete="family-name" {...field('lastName')} />
        </TwoColumns>
        <TextField label={t`Username`} autoComplete="username" {...field('username')} />
        <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t`Phone`} type="tel" autoComplete="tel" {...field('phone')} />
        <PasswordField label={t`Password`} autoComplete="new-password" {...field('password')} />
        <TextField label={t`Birth date`} type="date" autoComplete="bday" max={localToday()} {...field('birthDate')} />
        <TextField label={t`Referral code (optional)`} autoComplete="off" {...field('referralCode')} />
        <Button type="submit" block disabled={busy}>
          {busy ? <Trans>Creating your account…</Trans> : <Trans>Sign up</Trans>}
        </Button>
      </form>
    </AuthLayout>
  );
}
