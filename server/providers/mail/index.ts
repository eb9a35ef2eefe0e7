import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox';
import { SmtpMailer } from './smtp';

export type { Mail, Mailer } from './mailer';
export { OutboxMailer } from './outbox';
export { SmtpMailer } from './smtp';

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log?: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(config.dataDir, log);
}
