import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Parcel names every built asset but the page with a content hash (`index.3f2a9c1b.js`, and its `.br`, `.gz`). */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page names the current assets: the browser keeps it but asks each time whether it changed. */
const REVALIDATE = 'no-cache';

export interface ClientOptions {
  /** The built web client (PUBLIC_DIR) holding index.html. */
  root: string;
  /** In production the files do not change while the server runs: routes per file, no directory lookups. */
  production: boolean;
}

/**
 * Serves the built client: hashed assets immutable for a year, in the brotli or gzip file `npm run
 * build` wrote beside them when the browser accepts it. The page itself is `appPage`.
 */
async function client(app: FastifyInstance, options: ClientOptions) {
  await app.register(fastifyStatic, {
    root: options.root,
    // In development Parcel writes new hashed files while the server runs: look each path up.
    wildcard: !options.production,
    index: false,
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => reply.header('cache-control', HASHED.test(path.basename(file)) ? IMMUTABLE : REVALIDATE),
  });
}

export default fp(client, { name: 'client' });

interface PageVariants {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function readPage(root: string, compress: boolean): PageVariants {
  const file = path.join(root, 'index.html');
  const identity = readFileSync(file);
  const stored = (suffix: string, make: () => Buffer) => {
    try {
      return readFileSync(file + suffix);
    } catch {
      return make();
    }
  };
  return {
    // Weak: the same page in three encodings.
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    br: compress ? stored('.br', () => brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })) : identity,
    gzip: compress ? stored('.gz', () => gzipSync(identity, { level: 9 })) : identity,
  };
}

/** The app's page (index.html) for every route the SPA draws. */
export interface AppPage {
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * The page from memory in production (read once with its compressed forms), from the disk on every
 * request in development (Parcel rewrites it). A browser that has it gets 304.
 */
export function appPage(root: string, production: boolean): AppPage {
  const cached = production ? readPage(root, true) : undefined;
  return {
    send(request, reply) {
      const page = cached ?? readPage(root, false);
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', REVALIDATE).header('etag', page.etag).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      const encoding = cached ? negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) : null;
      if (encoding === 'br' || encoding === 'gzip') return reply.header('content-encoding', encoding).send(page[encoding]);
      return reply.send(page.identity);
    },
  };
}
