/**
 * Exits 1 under a Node.js major other than package.json's `engines.node`. Plain JavaScript, so any Node.js
 * can read it. See docs/decisions/0019-pinned-node-runtime.md
 */
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The major of `engines.node` (`^26.10.0` is 26). */
export const REQUIRED_NODE_MAJOR = Number(/\d+/.exec(engines.node)?.[0]);

/** Why `version` (as process.versions.node spells it) cannot run the project, or null when it can. */
export function runtimeProblem(version = process.versions.node, execPath = process.execPath) {
  if (Number(version.split('.')[0]) === REQUIRED_NODE_MAJOR) return null;
  return [
    `Fanclub runs on Node.js ${REQUIRED_NODE_MAJOR} (package.json engines: ${engines.node}); this is Node.js v${version} (${execPath}).`,
    `npm start, npm test and npm run <script> use the Node.js ${REQUIRED_NODE_MAJOR} that \`npm ci\` installs (node_modules/.bin/node):`,
    'run the project through npm, or switch your own Node.js to that line (`nvm use` reads .nvmrc).',
  ].join('\n');
}

const problem = runtimeProblem();
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
