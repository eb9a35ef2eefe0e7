/**
 * `npm run flows`: draws every machine of src/machines into docs/flows. The machines use Lingui macros,
 * so they load through Vite with the same macro plugin as the tests.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createViteServer } from 'vitest/node';
import { linguiMacro } from '../linguiMacro';
import type * as Flows from './flows';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const server = await createViteServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  plugins: [linguiMacro()],
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { renderFlows, flowsDir } = (await server.ssrLoadModule(path.join(root, 'tests/support/flows/flows.ts'))) as typeof Flows;
  const files = await renderFlows();
  await mkdir(flowsDir, { recursive: true });
  for (const stale of (await readdir(flowsDir)).filter((name) => !files.has(name))) await rm(path.join(flowsDir, stale));
  for (const [name, content] of files) await writeFile(path.join(flowsDir, name), content);
  console.log(`${files.size} files in ${path.relative(root, flowsDir)}/`);
} finally {
  await server.close();
}
