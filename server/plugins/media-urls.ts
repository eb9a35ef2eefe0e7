import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMediaUrls, type MediaUrls } from '../lib/media-urls';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public and signed URLs of uploaded files (`/media/<key>`). */
    mediaUrls: MediaUrls;
  }
}

async function mediaUrls(app: FastifyInstance, options: { secret: string }) {
  app.decorate('mediaUrls', createMediaUrls(options.secret, app.clock));
}

export default fp(mediaUrls, { name: 'media-urls', dependencies: ['db'] });
