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
  /** Jobs each process runs at once (workers × batch); the engine's default when absent. */
  concurrency?: { workers: number; batchSize: number };
}

function queue<S extends TSchema>(name: string, payload: S, settings: QueueSettings, concurrency?: Queue['concurrency']): Queue<S> {
  return { name, payload, settings, ...(concurrency ? { concurrency } : {}) };
}

/** An outgoing mail: the address in clear, the rest sealed with the server's secret (a code inside must not sit readable in a table). */
export const SendMailPayload = Type.Object({ to: Type.String({ minLength: 3 }), sealed: Type.String({ minLength: 1 }) });
export type SendMailPayload = Static<typeof SendMailPayload>;

/** A post to write into its author's followers' home timelines. */
export const FanOutPostPayload = Type.Object({ post_id: Type.Integer({ minimum: 1 }), author_id: Type.Integer({ minimum: 1 }) });
export type FanOutPostPayload = Static<typeof FanOutPostPayload>;
/** An uploaded video to make renditions of, by its media key. */
export const TranscodeVideoPayload = Type.Object({ key: Type.String({ minLength: 1, maxLength: 200 }) });
/** A stored image whose responsive widths are to be made (by its media_files key). */
export const ImageVariantsPayload = Type.Object({ key: Type.String({ minLength: 1, maxLength: 300 }) });
export type ImageVariantsPayload = Static<typeof ImageVariantsPayload>;
/** A mass message whose recipients are to get their copies (issue 32). */
export const DeliverMassMessagePayload = Type.Object({ mass_message_id: Type.Integer({ minimum: 1 }) });

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
  /** Idempotent (rows written once), so any replica may retry it: from 2 s, doubling, at most a minute apart. */
  fanOutPost: queue('fan-out-post', FanOutPostPayload, {
    retryLimit: 10,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 60,
    expireInSeconds: 10 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
  }),
  /** ffmpeg takes minutes on a long video: an hour before a try is given up, two retries a minute and more apart. */
  transcodeVideo: queue(
    'transcode-video',
    TranscodeVideoPayload,
    {
      retryLimit: 2,
      retryDelay: 60,
      retryBackoff: true,
      retryDelayMax: 600,
      expireInSeconds: 60 * 60,
      deleteAfterSeconds: 7 * 24 * 60 * 60,
    },
    // One ffmpeg at a time per process: it uses every core it finds.
    { workers: 1, batchSize: 1 },
  ),
  /** Until they exist the feed shows the original: retries from 10 s, doubling to 5 minutes apart, about half an hour in all. */
  imageVariants: queue(
    'image-variants',
    ImageVariantsPayload,
    {
      retryLimit: 8,
      retryDelay: 10,
      retryBackoff: true,
      retryDelayMax: 300,
      expireInSeconds: 120,
      deleteAfterSeconds: 24 * 60 * 60,
    },
    // One image at a time per process: sharp uses every core for it, and pages are served meanwhile.
    { workers: 1, batchSize: 1 },
  ),
  /** Idempotent (one copy per recipient by its client id), so any replica may retry it: from 2 s, doubling, a minute apart at most. */
  deliverMassMessage: queue('deliver-mass-message', DeliverMassMessagePayload, {
    retryLimit: 10,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 60,
    expireInSeconds: 10 * 60,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  }),
} as const;

export type QueueKey = keyof typeof Queues;
export type PayloadOf<K extends QueueKey> = Static<(typeof Queues)[K]['payload']>;
