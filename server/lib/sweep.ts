import type { FastifyInstance } from 'fastify';

export interface Sweep<T> {
  /** How often; 0 or less never. */
  seconds: number;
  /** The log line's subject when a run fails ('story sweep'). */
  name: string;
  run(): Promise<T>;
  /** What a run did, as a log line, or nothing worth logging. */
  report(result: T): { line: string; fields: object } | undefined;
}

/**
 * Runs a sweep every `seconds` from the app's start to its close, in every process (the sweeps' own row locks keep
 * two processes from taking the same rows); a run still going when the next tick comes is not started twice.
 */
export function scheduleSweep<T>(app: FastifyInstance, { seconds, name, run, report }: Sweep<T>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    if (seconds <= 0) return;
    timer = setInterval(() => {
      if (running) return;
      running = run()
        .then(
          (result) => {
            const said = report(result);
            if (said) app.log.info(said.fields, said.line);
          },
          (error: unknown) => app.log.error({ err: error }, `${name} failed`),
        )
        .finally(() => (running = undefined));
    }, seconds * 1000);
    timer.unref();
  });
  // A run under way finishes before the database closes: its rows are committed or rolled back, not cut.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
