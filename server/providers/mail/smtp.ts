import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail, Mailer } from './mailer.ts';

/** The real mailer: nodemailer over the `SMTP_URL` transport. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  private readonly from: string;

  constructor(smtpUrl: string, from: string) {
    this.from = from;
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send({ to, subject, text }: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to, subject, text });
  }

  close(): void {
    this.transport.close();
  }
}
