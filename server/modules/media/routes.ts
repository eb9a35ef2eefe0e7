import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Line } from '../../../contract/fields';
import { Messages } from '../../../contract/messages';
import { MEDIA_ROOT } from '../../../contract/routes';
import { forbidden, notFound } from '../../lib/errors';
import { isStorageKey } from '../../providers/storage';

const MediaParams = Type.Object({ '*': Line({ max: 300 }) });
const SignatureQuery = Type.Object({
  exp: Type.Optional(Line({ max: 20 })),
  sig: Type.Optional(Line({ max: 100 })),
});

// Public files never change under their key; signed ones must not outlive their signature in a shared cache.
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const SIGNED_CACHE = 'private, max-age=300';

/**
 * GET /media/<key>: uploaded files, with Range support. No bearer token comes from <img> and
 * <video>, so access is the file's own rule, or a signature issued to someone entitled to it.
 */
const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The built client's plugin may already give replies sendFile; we always pass our own root.
  if (!app.hasReplyDecorator('sendFile')) await app.register(fastifyStatic, { root: process.cwd(), serve: false });

  app.get(`${MEDIA_ROOT}*`, { schema: { params: MediaParams, querystring: SignatureQuery } }, async (request, reply) => {
    const key = request.params['*'];
    if (!isStorageKey(key)) throw notFound(Messages.notFound);
    const access = await app.mediaService.access(key);
    if (access === 'missing') throw notFound(Messages.notFound);
    if (access === 'locked' && !app.mediaUrls.verify(key, request.query.exp, request.query.sig)) throw forbidden(Messages.mediaForbidden);
    if (!(await app.storage.exists(key))) throw notFound(Messages.notFound);

    const file = app.storage.localPath(key);
    reply.header('x-content-type-options', 'nosniff').header('cache-control', access === 'public' ? PUBLIC_CACHE : SIGNED_CACHE);
    return reply.sendFile(path.basename(file), path.dirname(file), { cacheControl: false });
  });
};

export default mediaRoutes;
