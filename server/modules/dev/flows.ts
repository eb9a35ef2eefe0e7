import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Messages } from '../../../contract/messages.ts';
import { notFound } from '../../lib/errors.ts';

/** The statechart diagrams `npm run flows` draws from src/machines (committed, so no build step is needed). */
const flowsDir = fileURLToPath(new URL('../../../docs/flows/', import.meta.url));

/** Where a developer reads the diagrams: the index, and one SVG and one definition (JSON) per machine beside it. */
export const FLOWS_PATH = '/dev/flows';

const DiagramParams = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_.-]+\\.(svg|json)$', maxLength: 100 }) });

/** The flow diagrams and definitions, served as files; app.ts registers the dev routes only outside production. */
const flowsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The index links its diagrams relatively, as it does when opened from docs/flows on disk.
  app.get(FLOWS_PATH, async (_request, reply) => reply.redirect(`${FLOWS_PATH}/`));
  app.get(`${FLOWS_PATH}/`, async (_request, reply) => reply.type('text/html; charset=utf-8').send(await flowFile('index.html')));
  app.get(`${FLOWS_PATH}/:file`, { schema: { params: DiagramParams } }, async (request, reply) =>
    reply
      .type(request.params.file.endsWith('.json') ? 'application/json; charset=utf-8' : 'image/svg+xml')
      .send(await flowFile(request.params.file)),
  );
};

async function flowFile(name: string): Promise<Buffer> {
  try {
    return await readFile(path.join(flowsDir, name));
  } catch {
    throw notFound(Messages.notFound);
  }
}

export default flowsRoutes;
