import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildClientWhenChanged, CLIENT_STAMP, clientInputsHash, clientIsCurrent, writeClientStamp } from '../../server/client-build';

/** A project as `npm start` finds it; its build writes dist/ the way `npm run build` does, and counts its runs. */
function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fanclub-start-'));
  const files: Record<string, string> = {
    'src/index.html': '<!doctype html><script type="module" src="./index.tsx"></script>',
    'src/index.tsx': 'console.log(1);',
    'src/views/Home.tsx': 'export const Home = () => null;',
    'contract/routes.ts': 'export const A = 1;',
    'locales/en/messages.po': 'msgid "Home"\nmsgstr "Home"\n',
    'locales/en/messages.ts': '/* compiled */',
    'codegen.ts': 'export default {};',
    'package-lock.json': '{"lockfileVersion":3}',
    '.babelrc': '{}',
    'server/main.ts': 'export {};',
    'tests/a.test.ts': '',
    'package.json': JSON.stringify({
      name: 'start-fixture',
      private: true,
      scripts: {
        build: `node -e "const fs=require('fs');fs.mkdirSync('dist',{recursive:true});fs.writeFileSync('dist/index.html','built');fs.appendFileSync('builds.log','x')"`,
      },
    }),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const builds = (root: string) =>
  existsSync(path.join(root, 'builds.log')) ? readFileSync(path.join(root, 'builds.log'), 'utf8').length : 0;

describe('the client build stamp: what `npm start` rebuilds', () => {
  let root: string;
  beforeEach(() => {
    root = project();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const edit = (file: string, text: string) => writeFileSync(path.join(root, file), text);

  it("the hash follows the client's sources, catalogs, contract, build settings and lock file, and NODE_ENV", () => {
    const first = clientInputsHash(root, {});
    expect(clientInputsHash(root, {})).toBe(first);
    expect(clientInputsHash(root, { NODE_ENV: 'production' })).toBe(first);
    expect(clientInputsHash(root, { NODE_ENV: 'development' })).not.toBe(first);
    for (const [file, text] of [
      ['src/views/Home.tsx', 'export const Home = () => 1;'],
      ['locales/en/messages.po', 'msgid "Home"\nmsgstr "Inicio"\n'],
      ['contract/routes.ts', 'export const A = 2;'],
      ['package-lock.json', '{"lockfileVersion":3,"x":1}'],
      ['.babelrc', '{"plugins":[]}'],
    ] as const) {
      const before = clientInputsHash(root, {});
      edit(file, text);
      expect(clientInputsHash(root, {}), file).not.toBe(before);
    }
    const settled = clientInputsHash(root, {});
    edit('src/views/New.tsx', '');
    expect(clientInputsHash(root, {}), 'a new file').not.toBe(settled);
  });

  it("the server, the tests, the compiled catalogs the build itself writes and package.json's other scripts are not inputs", () => {
    const first = clientInputsHash(root, {});
    edit('server/main.ts', 'export const changed = 1;');
    edit('tests/a.test.ts', 'changed');
    edit('locales/en/messages.ts', '/* compiled again */');
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      targets?: unknown;
    };
    edit('package.json', JSON.stringify({ ...manifest, scripts: { ...manifest.scripts, start: 'exec node server/start.ts' } }, null, 2));
    expect(clientInputsHash(root, {})).toBe(first);
    edit('package.json', JSON.stringify({ ...manifest, targets: { default: { distDir: 'dist' } } }));
    expect(clientInputsHash(root, {}), "package.json's targets").not.toBe(first);
    edit('package.json', JSON.stringify({ ...manifest, scripts: { ...manifest.scripts, build: 'parcel build' } }));
    expect(clientInputsHash(root, {}), 'the build script').not.toBe(first);
  });

  it('dist/ is current only with the stamp of these inputs and its page', () => {
    const dist = path.join(root, 'dist');
    const hash = clientInputsHash(root, {});
    expect(clientIsCurrent(dist, hash)).toBe(false);
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), 'built');
    expect(clientIsCurrent(dist, hash)).toBe(false);
    writeClientStamp(dist, hash);
    expect(readFileSync(path.join(dist, CLIENT_STAMP), 'utf8').trim()).toBe(hash);
    expect(clientIsCurrent(dist, hash)).toBe(true);
    expect(clientIsCurrent(dist, clientInputsHash(root, { NODE_ENV: 'development' }))).toBe(false);
    rmSync(path.join(dist, 'index.html'));
    expect(clientIsCurrent(dist, hash)).toBe(false);
  });

  it('builds when nothing is built, not again while nothing changed, again after a source changed', async () => {
    const said: string[] = [];
    const log = (line: string) => void said.push(line);
    expect(await buildClientWhenChanged(root, log)).toBe('built');
    expect(builds(root)).toBe(1);
    expect(said).toEqual(['No built client yet: building it (npm run build).']);
    expect(await buildClientWhenChanged(root, log)).toBe('current');
    expect(builds(root)).toBe(1);
    edit('src/index.tsx', 'console.log(2);');
    expect(await buildClientWhenChanged(root, log)).toBe('built');
    expect(builds(root)).toBe(2);
    expect(said.at(-1)).toBe('The client changed since its last build: building it (npm run build).');
  });

  it('a failed build leaves no stamp, so the next start builds again', async () => {
    edit('package.json', JSON.stringify({ name: 'start-fixture', private: true, scripts: { build: 'node -e "process.exit(3)"' } }));
    await expect(buildClientWhenChanged(root, () => {})).rejects.toThrow('npm run build failed (exit code 3)');
    expect(existsSync(path.join(root, 'dist', CLIENT_STAMP))).toBe(false);
  });

  it('a folder with the built client but not its sources (an image) is served as it is', async () => {
    rmSync(path.join(root, 'src'), { recursive: true });
    expect(await buildClientWhenChanged(root, () => {})).toBe('no sources');
    expect(builds(root)).toBe(0);
  });
});
