/**
 * The bench's processes: the server under load and the bare route each run in a child of their own,
 * so the load generator (this process) never shares their thread. `BENCH_PROFILE=1` starts the server
 * with `--cpu-prof` and leaves one `.cpuprofile` per engine in `bench-profiles/` (open it in Chrome's
 * DevTools or speedscope to read the flame graph).
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { DemoLogin } from '../../server/db/seed';

export interface BenchServerReady {
  url: string;
  engine: 'pglite' | 'postgres';
  login: DemoLogin;
  token: string;
  userId: number;
  feedPosts: number;
  seededMs: number;
  clientBuilt: boolean;
}

export interface Child<T> {
  ready: T;
  /** The child's CPU time so far (user and system), in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/** What a child answers to `{ cpu: true }`: bench children call this once they are ready. */
export function answerCpuQueries() {
  process.on('message', (message: { cpu?: boolean }) => {
    if (!message.cpu) return;
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  });
}

const START_BUDGET_MS = 180_000;
export const PROFILE_DIR = path.resolve('bench-profiles');

/** Forks `script` with tsx and waits for the first message it sends (where it listens). */
export function start<T>(script: string, env: Record<string, string | undefined> = {}, profile = false): Promise<Child<T>> {
  const execArgv = ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [])];
  const child = fork(path.resolve(script), [], {
    execArgv,
    env: { ...process.env, ...env },
    // The server's log goes nowhere: a pipe the parent never reads would fill and stall it.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not start within ${START_BUDGET_MS / 1000} s`)), START_BUDGET_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`${script} exited with ${code} before it was ready`)));
    child.once('message', (ready) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ ready: ready as T, cpuMicros: () => cpuOf(child), stop: () => stop(child) });
    });
  });
}

function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const answer = (message: { cpuMicros?: number }) => {
      if (typeof message.cpuMicros !== 'number') return;
      child.off('message', answer);
      resolve(message.cpuMicros);
    };
    child.on('message', answer);
    child.send({ cpu: true });
  });
}

/** Disconnects (the child closes and exits, writing its profile) and kills it if it lingers. */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.disconnect();
  });
}
