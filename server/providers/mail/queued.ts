import Type from 'typebox';
import { Compile } from 'typebox/compile';
import type { Jobs } from '../../jobs/engine.ts';
import { Sealer } from '../../lib/sealed.ts';
import type { Mail, Mailer } from './mailer.ts';

/** What the sealed part of a mail job opens to. */
const SealedMail = Compile(
  Type.Object({ subject: Type.String(), text: Type.String(), otp: Type.Optional(Type.String()) }, { additionalProperties: false }),
);

/**
 * The mailer the services send through: each mail becomes a `sendMail` job, delivered by `transport` in
 * whichever process takes it, retried with backoff when the transport fails. The request answers without
 * waiting for the mail relay. See docs/decisions/0039-background-jobs-on-pg-boss.md
 */
export class QueuedMailer implements Mailer {
  private readonly jobs: Jobs;
  private readonly sealer: Sealer;

  constructor(jobs: Jobs, secret: string) {
    this.jobs = jobs;
    this.sealer = new Sealer(secret, 'mail jobs');
  }

  async send({ to, ...rest }: Mail): Promise<void> {
    await this.jobs.send('sendMail', { to, sealed: this.sealer.seal(rest) });
  }

  /** Makes this process deliver mail jobs through `transport`. */
  deliverThrough(transport: Mailer): void {
    this.jobs.handle('sendMail', async ({ payload }) => {
      const rest = this.sealer.open(payload.sealed);
      if (!SealedMail.Check(rest)) throw new Error('a mail job opened to something else than a mail');
      await transport.send({ to: payload.to, ...rest });
    });
  }
}
