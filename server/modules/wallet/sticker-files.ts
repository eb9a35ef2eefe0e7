import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { Messages } from '../../../contract/messages.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { notFound } from '../../lib/errors.ts';

/** The drawn stickers of the catalog (server/assets/stickers), small enough to keep in memory. */
export const STICKERS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../assets/stickers');

/** Serves `/stickers/<name>.svg`: public images, cached for a day, never run as a document. */
const stickerFiles: FastifyPluginAsync = async (app) => {
  const files = new Map(
    readdirSync(STICKERS_DIR)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => [name, readFileSync(path.join(STICKERS_DIR, name))] as const),
  );

  app.get<{ Params: { name: string } }>(Endpoints.stickerImage.path, async (request, reply) => {
    const file = files.get(request.params.name);
    if (!file) throw notFound(Messages.notFound);
    return (
      reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        // An SVG opened by itself runs no script and loads nothing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(file)
    );
  });
};

export default stickerFiles;
