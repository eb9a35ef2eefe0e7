import { SMTPServer } from 'smtp-server';

/** A mail as the sink received it: the envelope and the raw message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  /** What SMTP_URL names to send here. */
  url: string;
  /** Every mail received so far, oldest first. */
  received: ReceivedMail[];
  /** When each mail's data arrived (milliseconds since the epoch), those refused included. */
  attempts: number[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback and a free port that keeps what it receives: what nodemailer sends over SMTP_URL lands here. */
export async function startSmtpSink(options: { refuseFirst?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const attempts: number[] = [];
  let refusals = options.refuseFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        attempts.push(Date.now());
        // The first `refuseFirst` mails get a temporary failure, as a relay that is down or throttling answers.
        if (refusals > 0) {
          refusals--;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
