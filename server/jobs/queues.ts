import Type, { type Static, type TSchema } from 'typebox';

/** How pg-boss retries and keeps a queue's jobs (its `createQueue` options). */
export interface QueueSettings {
  /** Tries after the first; then the job is failed. */
  retryLimit: number;
  /** Seconds before the first retry; with `retryBackoff` each next wait doubles (with jitter) up to `retryDelayMax`. */
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax: number;
  /** A try still running after this is given up and retried (a process that died mid-job). */
  expireInSeconds: number;
  /** Completed and failed jobs are deleted this long after they finished. */
  deleteAfterSeconds: number;
}

export interface Queue<S extends TSchema = TSchema> {
  /** pg-boss's queue name. */
  name: string;
  /** What a job of the queue carries, checked when it is sent and again when a worker takes it. */
  payload: S;
  settings: QueueSettings;
}

function queue<S extends TSchema>(name: string, payload: S, settings: QueueSettings): Queue<S> {
  return { name, payload, settings };
}

/** An outgoing mail: the address in clear, the rest sealed with the server's secret (a code inside must not sit readable in a table). */
export const SendMailPayload = Type.Object({ to: Type.String({ minLength: 3 }), sealed: Type.String({ minLength: 1 }) });
export type SendMailPayload = Static<typeof SendMailPayload>;

/** A stored post image whose responsive widths are to be made (by its media_files key). */
export const ImageVariantsPayload = Type.Object({ key: Type.String({ minLength: 1, maxLength: 300 }) });
export type ImageVariantsPayload = Static<typeof ImageVariantsPayload>;

/**
 * Every queue of the background jobs, with what its jobs carry: adding a job is a line here and a handler
 * (`app.jobs.handle`). See docs/decisions/0039-background-jobs-on-pg-boss.md
 */
export const Queues = {
  /** A code expires in 10 minutes: retries from 5 s, doubling (at most 2 minutes apart), 7 to 8 minutes of tries in all. */
  sendMail: queue('send-mail', SendMailPayload, {
    retryLimit: 7,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 120,
    expireInSeconds: 60,
    deleteAfterSeconds: 24 * 60 * 60,
  }),
  /** Until they exist the feed shows the original: retries from 10 s, doubling to 5 minutes apart, about half an hour in all. */
  imageVariants: queue('image-variants', ImageVariantsPayload, {
    retryLimit: 8,
    retryDelay: 10,
    retryBackoff: true,
    retryDelayMax: 300,
    expireInSeconds: 120,
    deleteAfterSeconds: 24 * 60 * 60,
  }),
} as const;

export type QueueKey = keyof typeof Queues;
export type PayloadOf<K extends QueueKey> = Static<(typeof Queues)[K]['payload']>;
