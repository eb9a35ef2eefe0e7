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
  /** The app's page, for `/` (every other route of the SPA gets it from the not-found handler). */
  page: AppPage;
  /**
   * `npm run dev`: Parcel writes new hashed files while the server runs, so each path is looked up. Otherwise
   * the files do not change under the server: a route per file, no directory lookups.
   */
  watch: boolean;
}

/**
 * Serves the built client: hashed assets immutable for a year, in the brotli or gzip file `npm run
 * build` wrote beside them when the browser accepts it. The page itself is `appPage`.
 */
async function client(app: FastifyInstance, options: ClientOptions) {
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: options.watch,
    index: false,
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) =>
      reply.header('cache-control', HASHED.test(path.basename(file)) ? IMMUTABLE : REVALIDATE),
  });
  // The spec's home: the SPA draws /login there, or the feed once logged in (the directory itself is no file to serve).
  app.get('/', (request, reply) => options.page.send(request, reply));
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

/** Under `npm run dev`, Parcel's page as it is now; none before Parcel's first build has written it. */
function readWatchedPage(root: string): PageVariants | undefined {
  try {
    return readPage(root, false);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The app's page (index.html) for every route the SPA draws. */
export interface AppPage {
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * The page from memory (read once with its compressed forms), or from the disk on every request while
 * `npm run dev` has Parcel rewrite it (`watch`). A browser that has it gets 304.
 */
export function appPage(root: string, watch: boolean): AppPage {
  const cached = watch ? undefined : readPage(root, true);
  return {
    send(request, reply) {
      const page = cached ?? readWatchedPage(root);
      if (!page)
        return reply
          .code(503)
          .header('retry-after', '2')
          .type('text/plain; charset=utf-8')
          .send('The client is being built (npm run dev): reload in a moment.');
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .header('etag', page.etag)
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      const encoding = cached ? negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) : null;
      if (encoding === 'br' || encoding === 'gzip') return reply.header('content-encoding', encoding).send(page[encoding]);
      return reply.send(page.identity);
    },
  };
}
