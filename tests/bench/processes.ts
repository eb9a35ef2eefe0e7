/**
 * The bench's child processes (the server and the bare route) and, with `BENCH_PROFILE=1`, the server's CPU profile
 * per route. See docs/decisions/0026-bench-method.md
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import type { Config } from '../../server/config';
import type { DemoLogin } from '../../server/db/seed';
import type { BenchLive } from './live';
import type { ChatPair } from './sockets';

export interface BenchServerReady {
  url: string;
  engine: 'pglite' | 'postgres';
  login: DemoLogin;
  token: string;
  userId: number;
  feedPosts: number;
  /** People seeded beside the demo ones, for the header search. */
  people: number;
  seededMs: number;
  clientBuilt: boolean;
  /** Who follows 500 people (ten posts each): the home feed of someone following many. */
  readerToken: string;
  /** Funded people who pay each other in the ledger figure, with their tokens. */
  payers: { id: number; token: string }[];
  /** Chat tokens of the socket figure's members, and their one-to-one rooms (indexes into the tokens). */
  chatTokens: string[];
  chatPairs: ChatPair[];
  /** The live figure's stream: the host and LIVE_VIEWERS viewers with their chat tokens and passes. */
  live: BenchLive;
}

/** The conservation law, as the child reads it from its database after a load. */
export interface LedgerAudit {
  movements: number;
  /** Transactions whose entries do not sum to zero. */
  unbalanced: number;
  /** Wallets whose balance is not the sum of their entries. */
  drifted: number;
  negative: number;
}

export interface Child<T> {
  ready: T;
  /** The child's CPU time so far (user and system), in microseconds. */
  cpuMicros(): Promise<number>;
  /** The server child's books after a load. */
  audit(): Promise<LedgerAudit>;
  /** Starts the child's CPU profiler; the returned stop writes `file`. */
  profile(file: string): Promise<() => Promise<void>>;
  stop(): Promise<void>;
}

interface ChildQuery {
  cpu?: boolean;
  /** Check the books (the server child answers `audit`). */
  audit?: boolean;
  /** Start the CPU profiler, or stop it and write the profile to this file. */
  profile?: 'start' | { file: string };
}

/** What a child answers: its CPU time, its CPU profile of one route's load, and (given `audit`) its books. Bench children call this once ready. */
export function answerBenchQueries(audit?: () => Promise<LedgerAudit>) {
  let session: Session | undefined;
  process.on('message', (message: ChildQuery) => {
    if (message.audit && audit) {
      void audit().then((books) => process.send?.({ audit: books }));
    } else if (message.cpu) {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system });
    } else if (message.profile === 'start') {
      session = new Session();
      session.connect();
      void session
        .post('Profiler.enable')
        .then(() => session?.post('Profiler.start'))
        .then(() => process.send?.({ profiling: true }));
    } else if (message.profile && session) {
      const { file } = message.profile;
      const running = session;
      void running
        .post('Profiler.stop')
        .then(({ profile }) => {
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, JSON.stringify(profile));
        })
        .finally(() => {
          running.disconnect();
          process.send?.({ profiled: file });
        });
      session = undefined;
    }
  });
}

/** The bench server's signing secret: the cluster figure's replicas take the same, so its tokens open them too. */
export const BENCH_JWT_SECRET = 'bench-secret'.padEnd(48, 'x');

/** A bench server's configuration: production, no Redis or mail relay, the bench's secret, no upload quota. */
export function benchConfig(dataDir: string, databaseUrl: string | undefined): Config {
  const unlimited = { files: 1e9, bytes: 1e15 };
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    redisUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'bench@fanclub.local',
    jwtSecret: BENCH_JWT_SECRET,
    production: true,
    publicDir: path.resolve('dist'),
    uploadQuota: { perHour: unlimited, perDay: unlimited },
  };
}

const START_BUDGET_MS = 180_000;
export const PROFILE_DIR = path.resolve('bench-profiles');

/** Forks `script` with tsx and waits for the first message it sends (where it listens), `budgetMs` at most. */
export function start<T>(script: string, env: Record<string, string | undefined> = {}, budgetMs = START_BUDGET_MS): Promise<Child<T>> {
  const execArgv = ['--import', 'tsx'];
  const child = fork(path.resolve(script), [], {
    execArgv,
    env: { ...process.env, ...env },
    // The server's log goes nowhere: a pipe the parent never reads would fill and stall it.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not start within ${budgetMs / 1000} s`)), budgetMs);
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
      resolve({
        ready: ready as T,
        cpuMicros: () => ask<{ cpuMicros?: number }>(child, { cpu: true }, 'cpuMicros').then((answer) => answer.cpuMicros ?? 0),
        audit: () => ask<{ audit: LedgerAudit }>(child, { audit: true }, 'audit').then((answer) => answer.audit),
        profile: async (file) => {
          await ask(child, { profile: 'start' }, 'profiling');
          return async () => void (await ask(child, { profile: { file } }, 'profiled'));
        },
        stop: () => stop(child),
      });
    });
  });
}

/** Sends `query` and waits for the child's message carrying `key`. */
function ask<Answer>(child: ChildProcess, query: ChildQuery, key: string): Promise<Answer> {
  return new Promise((resolve) => {
    const answer = (message: Record<string, unknown>) => {
      if (!(key in message)) return;
      child.off('message', answer);
      resolve(message as Answer);
    };
    child.on('message', answer);
    child.send(query);
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

/** Whether the PostgreSQL process `pid` is a backend of `database`, by its title. */
function serves(pid: string, database: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').split(/\s+/).includes(database);
  } catch {
    return false; // ended while we looked
  }
}

// Linux's clock ticks per second, in which /proc counts CPU time (`getconf CLK_TCK`).
const TICKS_PER_SECOND = 100;

/**
 * CPU microseconds so far of PostgreSQL's processes, from /proc (undefined where there is none); with `database`, only
 * the backends serving it. See docs/decisions/0026-bench-method.md
 */
export function postgresCpuMicros(database?: string): number | undefined {
  let ticks = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  for (const pid of entries) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended while we looked
    }
    // pid (comm) state ppid ...: utime and stime are the 14th and 15th fields, counted after the command name.
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    if (database !== undefined && !serves(pid, database)) continue;
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    found = true;
  }
  return found ? (ticks / TICKS_PER_SECOND) * 1e6 : undefined;
}
