import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMail } from '../../../contract/dev.ts';
import type { Mail, Mailer } from './mailer.ts';

/** The embedded mailer: appends each mail to `dataDir/outbox.jsonl` and logs that it did (not its code). */
export class OutboxMailer implements Mailer {
  readonly file: string;

  private readonly log: Pick<FastifyBaseLogger, 'info'> | undefined;

  constructor(dataDir: string, log?: Pick<FastifyBaseLogger, 'info'>) {
    this.log = log;
    this.file = path.join(dataDir, 'outbox.jsonl');
  }

  async send(mail: Mail): Promise<void> {
    const record: OutboxMail = { ...mail, sent_at: new Date().toISOString() };
    await appendFile(this.file, `${JSON.stringify(record)}\n`, 'utf8');
    // The code stays in the outbox: a log is read by more people than the mailbox owner.
    this.log?.info({ to: mail.to, subject: mail.subject }, 'mail written to the outbox (GET /api/dev/outbox?email= on this machine)');
  }

  /** The mails sent to `email`, oldest first. */
  async mailsTo(email: string): Promise<OutboxMail[]> {
    let content: string;
    try {
      content = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const wanted = email.trim().toLowerCase();
    // Every mail ends with its newline: what follows the last one is a mail still being written.
    const lines = content.split('\n');
    lines.pop();
    return lines
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as OutboxMail)
      .filter((mail) => mail.to.toLowerCase() === wanted);
  }
}
