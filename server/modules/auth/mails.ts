import type { OtpPurpose } from '../../db/schema';
import { OTP_TTL_MS } from '../../lib/otp';
import type { Mail } from '../../providers/mail';

const minutes = OTP_TTL_MS / 60_000;

/** The mail carrying a one-time code, for signup verification or a password reset. */
export function otpMail(to: string, firstName: string, purpose: OtpPurpose, otp: string): Mail {
  const subject = purpose === 'verify' ? 'Your verification code' : 'Your password reset code';
  const reason = purpose === 'verify' ? 'to verify your email address' : 'to reset your password';
  const text = [
    `Hi ${firstName},`,
    '',
    `Your code ${reason} is ${otp}.`,
    `It expires in ${minutes} minutes and works once.`,
    '',
    "If you did not ask for it, you can ignore this mail.",
  ].join('\n');
  return { to, subject, text, otp };
}
