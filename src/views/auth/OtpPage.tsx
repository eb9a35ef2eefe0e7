import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { OTP_LENGTH } from '../../../contract/rules';
import { usePasswordResetActor, useSignupActor, type OtpActor } from '../../app/auth';
import { Button, LinkButton } from '../ui/Button';
import { TextField } from '../ui/Field';
import { EmptyState, FailureAlert } from '../ui/Surface';
import { AuthLayout } from './AuthLayout';
import { FormFooter } from './formLayout';

/** The code step of whichever flow is waiting for one: signup or forgot password. */
function useActiveOtp(): OtpActor | undefined {
  const signupOtp = useSelector(useSignupActor(), (snapshot) => snapshot.children.otp as OtpActor | undefined);
  const resetOtp = useSelector(usePasswordResetActor(), (snapshot) => snapshot.children.otp as OtpActor | undefined);
  return signupOtp ?? resetOtp;
}

export function OtpPage() {
  const { t } = useLingui();
  const otp = useActiveOtp();
  if (!otp) {
    return (
      <AuthLayout title={t`Verification code`}>
        <EmptyState title={t`No code is waiting`}>
          <Trans>
            Already signed up? <Link href="/login">Log in</Link> and we will email you a new code. New here? Start from{' '}
            <Link href="/signup">sign up</Link>. Lost your password? Use <Link href="/forget-password">forgot password</Link>.
          </Trans>
        </EmptyState>
      </AuthLayout>
    );
  }
  return <OtpForm otp={otp} />;
}

function OtpForm({ otp }: { otp: OtpActor }) {
  const { t } = useLingui();
  const email = useSelector(otp, (snapshot) => snapshot.context.email);
  const verifying = useSelector(otp, (snapshot) => snapshot.matches('verifying'));
  const resending = useSelector(otp, (snapshot) => snapshot.matches('resending'));
  const fieldErrors = useSelector(otp, (snapshot) => snapshot.context.fieldErrors);
  const failure = useSelector(otp, (snapshot) => snapshot.context.failure);
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    otp.send({ type: 'otp.submit', form: { otp: code } });
  };

  return (
    <AuthLayout
      title={t`Check your email`}
      lead={<Trans>We sent a 6-digit code to {email}.</Trans>}
      footer={
        <FormFooter>
          <Trans>Didn't get it?</Trans>{' '}
          <LinkButton type="button" onClick={() => otp.send({ type: 'otp.resend' })} disabled={resending}>
            {resending ? <Trans>Sending…</Trans> : <Trans>Resend code</Trans>}
          </LinkButton>
        </FormFooter>
      }
    >
      <form onSubmit={submit} noValidate aria-busy={verifying}>
        <FailureAlert failure={failure} />
        <TextField
          label={t`Verification code`}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          pattern="[0-9]*"
          value={code}
          error={fieldErrors.otp}
          onValue={(value) => setCode(value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          style={{ letterSpacing: '0.5em', fontSize: 22, textAlign: 'center' }}
        />
        <Button type="submit" block disabled={verifying}>
          {verifying ? <Trans>Verifying…</Trans> : <Trans>Verify</Trans>}
        </Button>
      </form>
    </AuthLayout>
  );
}
