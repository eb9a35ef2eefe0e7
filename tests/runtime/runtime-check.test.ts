import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REQUIRED_NODE_MAJOR, runtimeProblem } from '../../server/runtime-check.mjs';

const read = (file: string) => readFileSync(file, 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const majorOf = (spec: string) => Number(/\d+/.exec(spec)?.[0]);

/** Node.js of another major on this machine (the system's, when npm scripts run the pinned one), if any. */
const otherNode = ['/usr/bin/node', '/usr/local/bin/node'].find((file) => {
  if (!existsSync(file)) return false;
  const run = spawnSync(file, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return run.status === 0 && majorOf(run.stdout) !== REQUIRED_NODE_MAJOR;
});

describe('the pinned Node.js runtime', () => {
  it('is one line everywhere it is declared: engines, the node devDependency, .nvmrc and the image', () => {
    expect(REQUIRED_NODE_MAJOR).toBeGreaterThanOrEqual(24);
    expect(majorOf(pkg.devDependencies.node ?? '')).toBe(REQUIRED_NODE_MAJOR);
    expect(majorOf(read('.nvmrc'))).toBe(REQUIRED_NODE_MAJOR);
    expect(read('Dockerfile')).toContain(`ARG NODE_VERSION=${REQUIRED_NODE_MAJOR}\n`);
    // npm runs no dependency's install script unless package.json allows it: the node package's fetches the binary.
    expect(pkg.allowScripts.node).toBe(true);
  });

  it('runs this suite (npm test puts node_modules/.bin/node first on the PATH)', () => {
    expect(runtimeProblem()).toBeNull();
    expect(Number(process.versions.node.split('.')[0])).toBe(REQUIRED_NODE_MAJOR);
  });

  it('refuses another major, older or newer, saying which and what to do', () => {
    expect(runtimeProblem(`${REQUIRED_NODE_MAJOR}.0.0`)).toBeNull();
    for (const version of ['20.20.2', `${REQUIRED_NODE_MAJOR - 2}.1.0`, `${REQUIRED_NODE_MAJOR + 1}.0.0`]) {
      const problem = runtimeProblem(version, '/usr/bin/node');
      expect(problem).toContain(
        `Fanclub runs on Node.js ${REQUIRED_NODE_MAJOR} (package.json engines: ${pkg.engines.node}); this is Node.js v${version} (/usr/bin/node).`,
      );
      expect(problem).toContain('`nvm use` reads .nvmrc');
    }
  });

  it('is checked first by the server, its admin command and every vitest config', () => {
    for (const entry of ['server/start.ts', 'server/main.ts', 'server/admin-create.ts']) {
      expect(read(entry)).toMatch(/^(?:\/\/.*\n|\/\*[\s\S]*?\*\/\n|\s*\n)*import '\.\/runtime-check\.mjs';\n/);
    }
    for (const config of ['vitest.config.ts', 'vitest.e2e.config.ts', 'vitest.cluster.config.ts']) {
      expect(read(config)).toMatch(/^(?:\/\/.*\n)*import '\.\/server\/runtime-check\.mjs';\n/);
    }
    // A Node.js that cannot read TypeScript stops at the plain-JavaScript check, not at the first .ts file.
    expect(pkg.scripts.start).toMatch(/^node server\/runtime-check\.mjs && /);
    expect(pkg.scripts['admin:create']).toMatch(/^node server\/runtime-check\.mjs && /);
    // CI: after npm ci, its own node commands run on the pinned runtime too, checked before the suites.
    const ci = read('.ci/run');
    const after = ci.slice(ci.indexOf('npm ci '));
    expect(after).toMatch(/\nexport PATH="\$PWD\/node_modules\/\.bin:\$PATH"\nnode server\/runtime-check\.mjs\n/);
    expect(after.indexOf('node server/runtime-check.mjs')).toBeLessThan(after.indexOf('npm test'));
  });

  it.skipIf(!otherNode)('stops a start under another major with the reason and exit 1', () => {
    const run = spawnSync(otherNode!, ['server/runtime-check.mjs'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `Fanclub runs on Node.js ${REQUIRED_NODE_MAJOR} (package.json engines: ${pkg.engines.node}); this is Node.js v`,
    );
    expect(run.stdout).toBe('');
  });
});
