import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox.ts';
import { SmtpMailer } from './smtp.ts';

export type { Mail, Mailer } from './mailer.ts';
export { OutboxMailer } from './outbox.ts';
export { SmtpMailer } from './smtp.ts';

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log?: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(config.dataDir, log);
}
