/**
 * `npm start`: one process. It builds the client when its sources changed since dist/ was built, then
 * runs the server (main.ts) in this same process, so SIGTERM and SIGINT reach the server itself.
 */
// First, before anything else loads: under another Node.js major than package.json's engines, the reason and exit 1.
import './runtime-check.mjs';
import { fileURLToPath } from 'node:url';
import { buildClientWhenChanged, builtClientDir } from './client-build.ts';
import { loadConfigOrExit } from './config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const say = (line: string) => void process.stdout.write(`${line}\n`);

// A bad configuration is refused before a build rewrites dist/.
const { publicDir } = loadConfigOrExit();
// Another PUBLIC_DIR is a client built elsewhere: it is served as it is.
if (publicDir === builtClientDir(root)) {
  const outcome = await buildClientWhenChanged(root, say);
  if (outcome === 'current') say('The client in dist/ is built from the current sources: no build needed.');
}

await import('./main.ts');
