import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What `npm run build` reads: the client's sources and everything that decides how they are generated and bundled. */
const CLIENT_INPUTS = [
  'src',
  'contract',
  'locales',
  'codegen',
  'codegen.ts',
  'lingui.config.ts',
  'package.json',
  'package-lock.json',
  '.babelrc',
  '.parcelrc',
  'tsconfig.json',
];

/** The compiled catalogs `npm run build` writes beside the .po files: its output, not its input. */
const COMPILED_CATALOG = /^locales\/[^/]+\/[^/]+\.ts$/;

/** The scripts `npm run build` runs; package.json's other scripts (`npm start`'s own line) build nothing. */
const BUILD_SCRIPTS = ['build', 'i18n:compile', 'codegen'];

/** A file's bytes as the build reads them: package.json without the scripts the build does not run. */
function inputBytes(root: string, file: string): Buffer | string {
  const bytes = readFileSync(path.join(root, file));
  if (file !== 'package.json') return bytes;
  const { scripts = {}, ...manifest } = JSON.parse(bytes.toString('utf8')) as { scripts?: Record<string, string> };
  return JSON.stringify({ ...manifest, scripts: BUILD_SCRIPTS.map((name) => [name, scripts[name]]) });
}

/** Where the build leaves the hash of the inputs it was made from (a dotfile: the client plugin never serves it). */
export const CLIENT_STAMP = '.client-inputs';

/** The folder `npm run build` writes (package.json's target), under `root`. */
export const builtClientDir = (root: string) => path.join(root, 'dist');

function inputFiles(root: string): string[] {
  const files: string[] = [];
  for (const input of CLIENT_INPUTS) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    if (!statSync(full).isDirectory()) {
      files.push(input);
      continue;
    }
    for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!COMPILED_CATALOG.test(file)) files.push(file);
    }
  }
  return files.sort();
}

/**
 * One hash of every input file's path and bytes, and of NODE_ENV, which Parcel bakes into the bundle
 * (unset, `parcel build` uses production).
 */
export function clientInputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256').update(`NODE_ENV=${env.NODE_ENV || 'production'}\0`);
  for (const file of inputFiles(root)) hash.update(file).update('\0').update(inputBytes(root, file)).update('\0');
  return hash.digest('hex');
}

/** The built client in `distDir` was made from these inputs (and is whole: the stamp is written last). */
export function clientIsCurrent(distDir: string, hash: string): boolean {
  try {
    return readFileSync(path.join(distDir, CLIENT_STAMP), 'utf8').trim() === hash && existsSync(path.join(distDir, 'index.html'));
  } catch {
    return false;
  }
}

export function writeClientStamp(distDir: string, hash: string): void {
  writeFileSync(path.join(distDir, CLIENT_STAMP), `${hash}\n`);
}

/** `npm run build` in `root`, its output on ours; a signal that stops us stops it and every process it started. */
function runBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The npm that runs `npm start`, else the one on the PATH.
    const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
    // Its own process group: the shell between npm and Parcel would not pass a signal on.
    const build = spawn(npm[0]!, [...npm.slice(1), 'run', 'build'], { cwd: root, stdio: 'inherit', detached: true });
    const stop = (signal: NodeJS.Signals) => {
      if (build.pid) process.kill(-build.pid, signal);
      process.exit(1);
    };
    process.once('SIGINT', stop).once('SIGTERM', stop);
    build.once('error', reject);
    build.once('exit', (code, signal) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Builds the client in `root` unless its dist/ was built from the inputs as they are now. The hash is
 * taken before the build, so a source changed during it makes the next start build again.
 */
export async function buildClientWhenChanged(root: string, log: (line: string) => void): Promise<'current' | 'built' | 'no sources'> {
  // An image that ships the built client without its sources (and without Parcel) serves dist/ as it is.
  if (!existsSync(path.join(root, 'src', 'index.html'))) return 'no sources';
  const distDir = builtClientDir(root);
  const hash = clientInputsHash(root);
  if (clientIsCurrent(distDir, hash)) return 'current';
  log(
    existsSync(path.join(distDir, 'index.html'))
      ? 'The client changed since its last build: building it (npm run build).'
      : 'No built client yet: building it (npm run build).',
  );
  await runBuild(root);
  writeClientStamp(distDir, hash);
  return 'built';
}
