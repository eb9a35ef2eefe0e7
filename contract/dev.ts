import Type, { type Static } from 'typebox';
import { Envelope } from './envelope.ts';
import { Line } from './fields.ts';
import { EMAIL_MAX } from './rules.ts';
import type { Endpoint } from './endpoint.ts';

/** A mail as the embedded outbox keeps it (`DATA_DIR/outbox.jsonl`, GET /api/dev/outbox?email=). */
export const OutboxMail = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  /** The OTP carried by the mail, when it is one. */
  otp: Type.Optional(Type.String()),
  sent_at: Type.String(),
});
export type OutboxMail = Static<typeof OutboxMail>;
export const OutboxQuery = Type.Object({ email: Line({ min: 3, max: EMAIL_MAX }) });
/** GET /api/dev/outbox?email=: the mails sent to that address, oldest first. Absent in production. */
export const OutboxResponse = Envelope(Type.Array(OutboxMail));

export const DevEndpoints = {
  /** The embedded mail outbox; absent in production and from the reference (DESIGN.md, embedded defaults). */
  devOutbox: {
    method: 'GET',
    path: '/api/dev/outbox',
    caller: 'public',
    area: 'Operations',
    summary: 'The mails the embedded outbox sent to an address',
    query: OutboxQuery,
    response: OutboxResponse,
  },
} as const satisfies Record<string, Endpoint>;
